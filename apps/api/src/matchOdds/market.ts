import { bestPrices, rateFromHundredths, fromPaise, type RestingOrder } from '@exchange/betting';
import type { MatchOdds } from '@exchange/contracts/matchOdds';
import { MATCH_LIMITS, teamSelectionId } from '../cricket/markets';
import type { LiveMatch } from '../cricket/world';
import type { Tx } from '../wallet/wallet';
import { makerOrders, quoteKeyOf } from './maker';

export type MarketStatus = 'ACTIVE' | 'SUSPENDED' | 'CLOSED';

export type MatchOddsRunner = { selectionId: number; runnerName: string; chance: number };

/** A match's Match Odds market as the exchange needs it at one moment. */
export type MatchOddsMarket = {
  marketId: string;
  cricketId: number;
  eventId: number;
  eventName: string;
  inPlay: boolean;
  status: MarketStatus;
  runners: MatchOddsRunner[];
  /** Names the makers' current quotes (see matchOddsMarkets.quoteKey). */
  quoteKey: string;
};

export type MakerTaken = Readonly<Record<string, number>>;

/** Why an order's unmatched part was cancelled other than by the player; the player reads these. */
export const CANCELLED_SUSPENDED = 'Market suspended';
export const CANCELLED_IN_PLAY = 'Match went in play';
export const CANCELLED_CLOSED = 'Market closed';
/** The reasons of a cancel the player asked for. */
export const CANCELLED_BY_PLAYER = 'Cancelled by you';
/** The player's 'Cancel unmatched' choice on the slip: the part not matched at once. */
export const CANCELLED_UNMATCHED = 'Not matched at once; cancelled as you chose';
export const priceChangedReason = (price: string) => `Price changed to ${price}`;
const EXCHANGE_REASONS: readonly string[] = [CANCELLED_SUSPENDED, CANCELLED_IN_PLAY, CANCELLED_CLOSED];

/** Who cancelled an order's unmatched part, told by the reason the exchange wrote for it. */
export function cancelledBy(cancelledPaise: number, reason: string | null): 'PLAYER' | 'EXCHANGE' | null {
  if (cancelledPaise === 0 || reason === null) return null;
  return EXCHANGE_REASONS.includes(reason) ? 'EXCHANGE' : 'PLAYER';
}

export const matchOddsMarketId = (cricketId: number) => `${cricketId}-MO`;

/**
 * A tennis or soccer match as the exchange needs it: its runners and their win chances come from
 * its simulator (cricket's come from the two teams and the home side's chance). The match id is
 * kept in `row.cricketId` so orders, fills and settlement need no second column.
 */
export type SportMatchOddsEvent = {
  row: { cricketId: number; eventId: number; eventName: string };
  inPlay: boolean;
  settled: boolean;
  /** Replaced on every publish: the keeper's snapshot cache keys on it. */
  odds: unknown;
  sim: { finished: boolean; suspended: boolean };
  runners: readonly MatchOddsRunner[];
};

/** Any match with a Match Odds market. */
export type MatchOddsEvent = LiveMatch | SportMatchOddsEvent;

/** Where the exchange finds a match by event or match id, and how a bet must see it (see CricketWorld.forBet). */
export interface MatchOddsVenue {
  find(id: number): MatchOddsEvent | undefined;
  forBet(tx: Tx, match: MatchOddsEvent): Promise<MatchOddsEvent | undefined>;
}

/** Cricket's two teams, with the home side's chance on the bookmaker's 0.5 % grid. */
function cricketRunners({ sim, row }: LiveMatch): MatchOddsRunner[] {
  // On the bookmaker's 0.5 % grid, so a price usually outlives the time a player takes to click it.
  const home = Math.round(sim.homeWinChance * 200) / 200;
  const chances = [home, 1 - home];
  return ([0, 1] as const).map((team) => ({
    selectionId: teamSelectionId(row.cricketId, team),
    runnerName: sim.teams[team],
    chance: chances[team]!,
  }));
}

/**
 * Open before the match and in play (exchanges trade both), suspended while the simulator
 * suspends (a wicket, or held in test mode), closed once the match is over.
 */
export function matchOddsMarket(match: MatchOddsEvent): MatchOddsMarket {
  const { sim, row } = match;
  const status: MarketStatus = match.settled || sim.finished ? 'CLOSED' : sim.suspended ? 'SUSPENDED' : 'ACTIVE';
  const runners = 'runners' in match ? [...match.runners] : cricketRunners(match);
  return {
    marketId: matchOddsMarketId(row.cricketId),
    cricketId: row.cricketId,
    eventId: row.eventId,
    eventName: row.eventName,
    inPlay: match.inPlay,
    status,
    runners,
    quoteKey: quoteKeyOf(runners.map((runner) => runner.chance)),
  };
}

/** What players have taken of the makers' quotes, if those are still the quotes the market shows. */
export function takenNow(
  market: MatchOddsMarket,
  stored: { quoteKey: string; makerTaken: MakerTaken } | undefined,
): MakerTaken {
  return stored && stored.quoteKey === market.quoteKey ? stored.makerTaken : {};
}

/** Players' resting orders on one runner, with the makers' (less what was taken of them) behind them. */
export function runnerBook(
  runner: MatchOddsRunner,
  resting: readonly RestingOrder[],
  taken: MakerTaken,
): RestingOrder[] {
  return [...resting, ...makerOrders(runner.selectionId, runner.chance, taken)];
}

export type RestingByRunner = ReadonlyMap<number, readonly RestingOrder[]>;

/** What the odds poll carries of the market: the best three prices each way with what is available. */
export function matchOddsSnapshot(market: MatchOddsMarket, resting: RestingByRunner, taken: MakerTaken): MatchOdds {
  const shown = market.status !== 'CLOSED';
  return {
    marketId: market.marketId,
    marketName: 'MATCH_ODDS',
    status: market.status,
    inPlay: market.inPlay,
    minStack: MATCH_LIMITS.minStack,
    maxStack: MATCH_LIMITS.maxStack,
    runners: market.runners.map((runner) => {
      const { toBack, toLay } = shown
        ? bestPrices(runnerBook(runner, resting.get(runner.selectionId) ?? [], taken))
        : { toBack: [], toLay: [] };
      const level = ({ priceHundredths, sizePaise }: { priceHundredths: number; sizePaise: number }) => ({
        price: rateFromHundredths(priceHundredths),
        size: fromPaise(sizePaise),
      });
      return {
        selectionId: runner.selectionId,
        runnerName: runner.runnerName,
        back: toBack.map(level),
        lay: toLay.map(level),
      };
    }),
  };
}
