import { readEngineStates } from '../cluster/cluster';
import type { Db } from '../db/client';
import type { LastResults } from '@exchange/contracts/casino';
import type { EngineState, RoundPhase, TableEngine } from './engine';

/** A round of a table's last results, as `/last-results` answers it. */
export type HistoryItem = LastResults['casinoMarketHistoryResponseDTOS'][number];

/** What the leader publishes per table: the engine (round, seed, countdown) and the last results. */
export type TableState = { engine: EngineState; history: HistoryItem[] };

/** What replication needs of the casino service. */
export type ReplicatedTables = {
  readonly db: Db;
  readonly engines: Map<string, TableEngine>;
  readonly history: Map<string, HistoryItem[]>;
  publish(gameId: string): Promise<void>;
};

export const tableKey = (gameId: string) => `casino:${gameId}`;

/** A published state older than this is not resumed by a new leader: its rounds are voided instead. */
export const RESUME_WITHIN_MS = 30_000;

const phases: readonly RoundPhase[] = ['BETTING', 'SETTLING', 'RESULT'];
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The database is read as untrusted input: a row of any other shape is left out. */
export function isTableState(value: unknown): value is TableState {
  if (!isObject(value) || !isObject(value.engine) || !Array.isArray(value.history)) return false;
  const { round, resultLeft } = value.engine;
  if (!isObject(round) || typeof resultLeft !== 'number') return false;
  return (
    typeof round.marketId === 'string' &&
    typeof round.seed === 'string' &&
    typeof round.seedHash === 'string' &&
    typeof round.openedAt === 'string' &&
    typeof round.autoTime === 'number' &&
    phases.includes(round.phase as RoundPhase) &&
    isObject(round.cards) &&
    value.history.every((h) => isObject(h) && typeof h.marketId === 'string' && typeof h.mainWinner === 'string')
  );
}

const applied = new WeakMap<ReplicatedTables, Map<string, string>>();

/** A follower's refresh (every second): each table's round and last results as the leader wrote them. */
export async function followLeader(casino: ReplicatedTables): Promise<void> {
  const seen = applied.get(casino) ?? new Map<string, string>();
  applied.set(casino, seen);
  for (const { key, state } of await readEngineStates(casino.db, 'casino:')) {
    const engine = casino.engines.get(key.slice('casino:'.length));
    if (!engine || !isTableState(state)) continue;
    const text = JSON.stringify(state);
    if (seen.get(key) === text) continue;
    seen.set(key, text);
    engine.restore(state.engine);
    casino.history.set(engine.table.gameId, state.history);
  }
}

/**
 * A new leader continues every table from what the last one published (if recent): the open round
 * with its seed and countdown, and a round caught mid-settlement is settled again (only its still
 * unsettled bets). Then it publishes, so followers see the same rounds.
 */
export async function takeOverTables(casino: ReplicatedTables): Promise<void> {
  applied.delete(casino);
  const now = Date.now();
  for (const { key, state, updatedAt } of await readEngineStates(casino.db, 'casino:')) {
    const engine = casino.engines.get(key.slice('casino:'.length));
    if (!engine || !isTableState(state) || now - updatedAt.getTime() > RESUME_WITHIN_MS) continue;
    engine.restore(state.engine);
    casino.history.set(engine.table.gameId, state.history);
  }
  for (const [gameId, engine] of casino.engines) {
    await engine.resumeSettling();
    await casino.publish(gameId);
  }
}
