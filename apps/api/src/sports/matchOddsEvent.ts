import type { Tx } from '../wallet/wallet';

/**
 * What a match of any sport shows its Match Odds market (matchOdds/): the runners with a win chance
 * each, whether it is in play, suspended, finished or settled. Cricket's world, tennis's and
 * soccer's build their matches to this shape; the exchange knows no sport beyond it.
 */
export type MatchOddsRunner = { selectionId: number; runnerName: string; chance: number };

/** The match id is kept in `row.cricketId` (every sport's), so orders, fills and settlement need no second column. */
export type MatchOddsEvent = {
  row: { cricketId: number; eventId: number; eventName: string };
  inPlay: boolean;
  settled: boolean;
  /** Replaced on every publish: the keeper's snapshot cache keys on it. */
  odds: unknown;
  sim: { finished: boolean; suspended: boolean };
  runners: readonly MatchOddsRunner[];
};

/** Where the exchange finds a match by event or match id, and how a bet must see it (see CricketWorld.forBet). */
export interface MatchOddsVenue {
  find(id: number): MatchOddsEvent | undefined;
  forBet(tx: Tx, match: MatchOddsEvent): Promise<MatchOddsEvent | undefined>;
}
