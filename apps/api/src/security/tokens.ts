import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';

export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;

/** An opaque bearer token: 32 random bytes, URL-safe. */
export function newToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export interface SessionMeta {
  originId?: string | undefined;
  fingerprint?: string | undefined;
  ip?: string | undefined;
  userAgent?: string | undefined;
}

/** What a revocation ended: one session, or every session of a player. */
export type RevokedSessions = { tokenHash: string } | { userId: number };

// Revoked sessions are dropped from the cache rather than flagged.
interface CachedSession {
  userId: number;
  expiresAt: number;
}

/**
 * Sessions live in the database (so they survive a restart) and in a Map keyed by token hash,
 * because every poll (profile every 3 s, odds every second) authenticates and must not cost a query.
 * All writes go through this class, which keeps the two in step.
 */
export class SessionStore {
  private readonly cache = new Map<string, CachedSession>();
  private lastSweep: number;
  // Counts committed revocations, so a database read that overlaps one never caches a revoked session.
  private revocations = 0;

  /** Told after each committed revocation (app.ts tells the other API instances). */
  onRevoked: (revoked: RevokedSessions) => void = () => undefined;

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {
    this.lastSweep = now();
  }

  async issue(userId: number, meta: SessionMeta = {}): Promise<{ token: string; expiresAt: Date }> {
    const token = newToken();
    const tokenHash = hashToken(token);
    const expiresAt = new Date(this.now() + SESSION_TTL_MS);
    await this.db.insert(sessions).values({
      tokenHash,
      userId,
      expiresAt,
      originId: meta.originId ?? null,
      fingerprint: meta.fingerprint ?? null,
      ip: meta.ip ?? null,
      userAgent: meta.userAgent ?? null,
    });
    this.cache.set(tokenHash, { userId, expiresAt: expiresAt.getTime() });
    this.sweepExpired();
    return { token, expiresAt };
  }

  /** The user id behind a live token, or null when it is unknown, expired or revoked. */
  async verify(token: string): Promise<number | null> {
    const tokenHash = hashToken(token);
    const session = this.cache.get(tokenHash) ?? (await this.load(tokenHash));
    if (!session) return null;
    if (session.expiresAt <= this.now()) {
      this.cache.delete(tokenHash);
      return null;
    }
    return session.userId;
  }

  /** Ends one session (the player's logout); other devices stay signed in. Returns whether it was live. */
  async revokeToken(token: string): Promise<boolean> {
    const tokenHash = hashToken(token);
    this.cache.delete(tokenHash);
    const revoked = await this.db
      .update(sessions)
      .set({ revoked: true })
      .where(and(eq(sessions.tokenHash, tokenHash), eq(sessions.revoked, false)))
      .returning({ tokenHash: sessions.tokenHash });
    this.revocations++;
    this.cache.delete(tokenHash);
    this.onRevoked({ tokenHash });
    return revoked.length > 0;
  }

  /** Ends every session of a user, e.g. after a password change. Returns how many were live. */
  async revokeUser(userId: number): Promise<number> {
    const revoked = await this.db
      .update(sessions)
      .set({ revoked: true })
      .where(and(eq(sessions.userId, userId), eq(sessions.revoked, false)))
      .returning({ tokenHash: sessions.tokenHash });
    this.forget({ userId });
    this.onRevoked({ userId });
    return revoked.length;
  }

  /** Drops revoked sessions from the cache (also when another instance committed the revocation). */
  forget(revoked: RevokedSessions): void {
    this.revocations++;
    if ('tokenHash' in revoked) {
      this.cache.delete(revoked.tokenHash);
      return;
    }
    for (const [hash, session] of this.cache) {
      if (session.userId === revoked.userId) this.cache.delete(hash);
    }
  }

  // Tokens abandoned without a logout are never verified again; drop them hourly so the cache
  // holds live sessions only.
  private sweepExpired(): void {
    const now = this.now();
    if (now - this.lastSweep < 60 * 60 * 1000) return;
    this.lastSweep = now;
    for (const [hash, session] of this.cache) {
      if (session.expiresAt <= now) this.cache.delete(hash);
    }
  }

  private async load(tokenHash: string): Promise<CachedSession | undefined> {
    const revocationsBefore = this.revocations;
    const [row] = await this.db
      .select({ userId: sessions.userId, expiresAt: sessions.expiresAt, revoked: sessions.revoked })
      .from(sessions)
      .where(eq(sessions.tokenHash, tokenHash))
      .limit(1);
    if (!row || row.revoked) return undefined;
    const session = { userId: row.userId, expiresAt: row.expiresAt.getTime() };
    // A revocation during the read may have ended this very session: answer this request (it
    // started first) but leave the cache alone, so the next one asks the database again.
    if (this.revocations === revocationsBefore) this.cache.set(tokenHash, session);
    return session;
  }
}
