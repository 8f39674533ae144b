import { bestPrices, rateFromHundredths, fromPaise, type RestingOrder } from '@exchange/betting';
import type { MatchOdds } from '@exchange/contracts/matchOdds';
import { MATCH_LIMITS } from '../sports/limits';
import type { MatchOddsEvent, MatchOddsRunner } from '../sports/matchOddsEvent';
import { makerOrders, quoteKeyOf } from './maker';

export type MarketStatus = 'ACTIVE' | 'SUSPENDED' | 'CLOSED';

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
 * Open before the match and in play (exchanges trade both), suspended while the simulator
 * suspends (a wicket, or held in test mode), closed once the match is over.
 */
export function matchOddsMarket(match: MatchOddsEvent): MatchOddsMarket {
  const { sim, row } = match;
  const status: MarketStatus = match.settled || sim.finished ? 'CLOSED' : sim.suspended ? 'SUSPENDED' : 'ACTIVE';
  const runners = [...match.runners];
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
