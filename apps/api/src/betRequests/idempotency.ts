import crypto from 'node:crypto';
import canonicalize from 'canonicalize';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { idempotencyKeys } from '../db/schema';
import { headerValue } from '../http/auth';
import { ApiError } from '../http/envelope';
import type { Db } from '../db/client';
import type { Tx } from '../wallet/wallet';

/** Keys are kept for a day (as Stripe does): a retry comes within seconds, and a day bounds the table. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
export const KEY_REUSED = 'This Idempotency-Key was already used for a different request; send a new key for a new bet';
export const BAD_KEY = 'Idempotency-Key must be at most 100 letters, digits, dots, colons, dashes or underscores';
const PURGE_EVERY_MS = 60 * 60 * 1000;
export const REPLAYED_HEADER = 'idempotent-replayed';

/** A replayed answer says so in its Idempotent-Replayed header. */
export function markReplayed(reply: FastifyReply, repeated: boolean): void {
  if (repeated) void reply.header(REPLAYED_HEADER, 'true');
}

/** What a money route was asked: the player's key and the fingerprint of the whole request. */
export type IdempotentRequest = { key: string; route: string; fingerprint: string };

/**
 * SHA-256 of the canonical JSON (RFC 8785: sorted keys, one spelling per number) of the player,
 * the route and every field of the body, so the same bet always gives the same fingerprint and
 * any changed field (runner, side, stake, odds, even a field the bet ignores) another.
 */
export function requestFingerprint(userId: number, route: string, body: unknown): string {
  const text = canonicalize({ userId, route, body: body ?? null });
  if (text === undefined) throw ApiError.badRequest('The request body cannot be read');
  return crypto.createHash('sha256').update(text).digest('hex');
}

/** The request's Idempotency-Key header (none: a fresh request every time); a malformed key is a 400. */
export function idempotentRequest(request: FastifyRequest, userId: number): IdempotentRequest | undefined {
  const key = headerValue(request, 'idempotency-key');
  if (key === undefined) return undefined;
  if (key.length > 100 || !/^[\w.:-]+$/.test(key)) throw ApiError.badRequest(BAD_KEY);
  const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
  return { key, route, fingerprint: requestFingerprint(userId, route, request.body) };
}

/**
 * Idempotency-Keys of money routes (Stripe's model), used inside the player's locked wallet
 * transaction so that concurrent retries are decided one after another: the same key with the same
 * request replays the stored answer; with any other request it is a 409 and nothing is written.
 */
export class IdempotencyKeys {
  private lastPurge = 0;

  constructor(
    private readonly db: Db,
    private readonly ttlMs = IDEMPOTENCY_KEY_TTL_MS,
  ) {}

  /** The stored answer to replay, or undefined when the key is new (or expired) for this player. */
  async replay<T>(tx: Tx, userId: number, request: IdempotentRequest | undefined): Promise<T | undefined> {
    if (!request) return undefined;
    const cutoff = new Date(Date.now() - this.ttlMs);
    this.purgeNowAndThen(cutoff);
    // This player's expired keys go first: such a key may be used afresh.
    await tx
      .delete(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), lt(idempotencyKeys.createdAt, cutoff)));
    const [row] = await tx
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, request.key)));
    if (!row) return undefined;
    if (row.fingerprint !== request.fingerprint) throw new ApiError(409, KEY_REUSED);
    return row.response as T;
  }

  /** Records the answer given to a request, in the transaction that did its work. */
  async remember(tx: Tx, userId: number, request: IdempotentRequest | undefined, response: unknown): Promise<void> {
    if (!request) return;
    await tx.insert(idempotencyKeys).values({
      userId,
      key: request.key,
      route: request.route,
      fingerprint: request.fingerprint,
      response,
      createdAt: new Date(),
    });
  }

  /**
   * Everyone's expired keys, at most once an hour, so that the keys of players who stopped betting
   * do not pile up: outside any player's transaction (never holding up or deadlocking a bet), best effort.
   */
  private purgeNowAndThen(cutoff: Date): void {
    const now = Date.now();
    if (now - this.lastPurge < PURGE_EVERY_MS) return;
    this.lastPurge = now;
    void this.db
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, cutoff))
      .catch(() => {
        this.lastPurge = 0;
      });
  }
}
