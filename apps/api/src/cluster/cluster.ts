import { randomUUID } from 'node:crypto';
import { eq, like, sql } from 'drizzle-orm';
import postgres from 'postgres';
import type { Db } from '../db/client';
import type { Tx } from '../wallet/wallet';
import { engineState } from './tables';

/** The advisory lock whose holder runs the casino engines and the cricket simulator. */
export const ENGINE_LOCK = 18_001;
/** pg_stat_activity.application_name of an instance's lock connection: this prefix, then its X-Instance id. */
export const ENGINE_APPLICATION_NAME = 'exchange-engine-';
/** How often a follower tries for the lock and the leader checks that it still holds it. */
export const LEADERSHIP_CHECK_MS = 1000;

/**
 * How one API instance shares the exchange with others over one database. `shared` is false for
 * PGlite (one process, always the leader, state in memory only, as before issue 18).
 */
export interface Cluster {
  readonly shared: boolean;
  readonly instanceId: string;
  isLeader(): boolean;
  /** Called with true when this instance becomes the leader and false when it loses the lock. */
  onLeadership(listener: (leader: boolean) => Promise<void> | void): void;
  /** Tells the other instances (not this one) something changed: e.g. a player's money. */
  publish(channel: string, payload: string): Promise<void>;
  subscribe(channel: string, listener: (payload: string) => void): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** PGlite: the only process, so the leader from the start; nothing to tell anyone. */
export function singleProcess(): Cluster {
  let leader = false;
  const listeners: Array<(leader: boolean) => Promise<void> | void> = [];
  return {
    shared: false,
    instanceId: 'single',
    isLeader: () => leader,
    onLeadership: (listener) => void listeners.push(listener),
    publish: async () => undefined,
    subscribe: async () => undefined,
    async start() {
      leader = true;
      for (const listener of listeners) await listener(true);
    },
    async stop() {
      leader = false;
    },
  };
}

/**
 * PostgreSQL: leadership is pg_try_advisory_lock(ENGINE_LOCK) held by a dedicated connection, so it
 * ends when the process or its connection dies and another instance takes it within about a second.
 * Notifications go through LISTEN/NOTIFY, tagged with the sender so an instance skips its own.
 */
export function postgresCluster(databaseUrl: string): Cluster {
  const instanceId = randomUUID();
  // Named in pg_stat_activity, so an operator (and the proxy test) sees which instance holds the engine lock.
  const lockConnection = postgres(databaseUrl, {
    max: 1,
    onnotice: () => undefined,
    connection: { application_name: `${ENGINE_APPLICATION_NAME}${instanceId}` },
  });
  const notifyConnection = postgres(databaseUrl, { max: 1, onnotice: () => undefined });
  const listeners: Array<(leader: boolean) => Promise<void> | void> = [];
  let leader = false;
  let timer: NodeJS.Timeout | undefined;
  let checking: Promise<void> = Promise.resolve();

  const become = async (next: boolean) => {
    if (next === leader) return;
    leader = next;
    for (const listener of listeners) await listener(next);
  };
  const check = async () => {
    try {
      const [row] = leader
        ? await lockConnection`SELECT EXISTS (SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND objid = ${ENGINE_LOCK}
            AND pid = pg_backend_pid() AND granted) AS held`
        : await lockConnection`SELECT pg_try_advisory_lock(${ENGINE_LOCK}) AS held`;
      await become(Boolean(row?.held));
    } catch {
      // The connection is gone, and the session-level lock with it.
      await become(false);
    }
  };
  return {
    shared: true,
    instanceId,
    isLeader: () => leader,
    onLeadership: (listener) => void listeners.push(listener),
    async publish(channel, payload) {
      await notifyConnection.notify(channel, `${instanceId}|${payload}`);
    },
    async subscribe(channel, listener) {
      await notifyConnection.listen(channel, (message) => {
        const at = message.indexOf('|');
        if (at > 0 && message.slice(0, at) !== instanceId) listener(message.slice(at + 1));
      });
    },
    async start() {
      checking = check();
      await checking;
      timer = setInterval(() => {
        checking = checking.then(check);
      }, LEADERSHIP_CHECK_MS);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await checking;
      await become(false);
      // Ending the connection releases the advisory lock at once.
      await lockConnection.end({ timeout: 1 });
      await notifyConnection.end({ timeout: 1 });
    },
  };
}

/** The leader's write of one engine's state (insert or replace). */
export async function writeEngineState(db: Db, key: string, state: unknown): Promise<void> {
  await db
    .insert(engineState)
    .values({ key, state, updatedAt: new Date() })
    .onConflictDoUpdate({ target: engineState.key, set: { state, updatedAt: sql`now()` } });
}

export async function readEngineStates(
  db: Db,
  prefix: string,
): Promise<Array<{ key: string; state: unknown; updatedAt: Date }>> {
  return db
    .select({ key: engineState.key, state: engineState.state, updatedAt: engineState.updatedAt })
    .from(engineState)
    .where(like(engineState.key, `${prefix}%`));
}

/**
 * Inside a bet's transaction: the engine state of its market, locked FOR SHARE until the bet
 * commits, so the leader's write that closes the market waits for the bet and settles it.
 */
export async function lockEngineState(tx: Tx, key: string): Promise<unknown> {
  const [row] = await tx
    .select({ state: engineState.state })
    .from(engineState)
    .where(eq(engineState.key, key))
    .for('share');
  return row?.state;
}
