import type { TSchema } from '@fastify/type-provider-typebox';
import type { InjectOptions } from 'fastify';

/** What the calls need: demo players' sessions and ids read from the running app in `contract.test.ts`. */
export interface Demo {
  /** Authorization headers per demo player. */
  auth: Record<'C1001' | 'C1002' | 'C1003', { authorization: string }>;
  playerId: number;
  /** A live match (placeable) and a settled one (history). */
  live: {
    eventId: number;
    cricketId: number;
    team: { marketId: string; selectionId: number; runnerName: string; back1: number };
    session: { marketId: string; back1: number; backSize1: number };
  };
  /** The live match's Match Odds: a runner, its best price to back, and two of Ravi's orders resting unmatched. */
  matchOdds: {
    marketId: string;
    selectionId: number;
    bestBack: number;
    restingPrice: number;
    resting: [number, number];
  };
  /** An open tennis and an open soccer match (event ids). */
  sports: Record<'tennis' | 'soccer', number>;
  settledLogId: number;
  casino: { game: string; marketId: string; settledMarketId: string; lucky7MarketId: string };
  adminToken: string;
  /** A player of the contract test's own, who takes the time-out (it ends their sessions). */
  timeOutAuth: { authorization: string };
}

/** A route's contract: a valid call, and the schema of its 200 answer (the one the clients read), or an HTML page. */
export interface ContractCase {
  answer: TSchema | 'html';
  call: (demo: Demo) => InjectOptions;
}
