import { MatchOdds as MatchOddsSchema, MatchOrders as MatchOrdersSchema } from '@exchange/contracts/matchOdds';
import { read, type Reading } from '@exchange/contracts/read';
import type { MatchOdds, MatchOrders, PriceLevel } from './matchTypes';

/**
 * Readers for Match Odds (issue 15), read with the contract's schemas: the market on the odds poll
 * and the player's orders on the my-bet poll. A price level that is not odds above 1 with a size, a
 * runner without id or name, an order that is not the contract's is left out and never crashes the
 * page. A market without readable limits is no market (the slip could not check a stake against it);
 * an unknown status reads as suspended.
 */

const LEVELS_SHOWN = 3;

export const MATCH_ODDS: Reading<MatchOdds> = { status: 'SUSPENDED', inPlay: false };

/** Backers want the highest price, layers the lowest: each list starts with its best, three shown. */
const best = (levels: PriceLevel[], order: 1 | -1) =>
  [...levels].sort((a, b) => order * (a.price - b.price)).slice(0, LEVELS_SHOWN);

/** The market as the ladder shows it: each runner's best three prices each way. */
export const bestPrices = (market: MatchOdds): MatchOdds => ({
  ...market,
  runners: market.runners.map((r) => ({ ...r, back: best(r.back, -1), lay: best(r.lay, 1) })),
});

/** `matchOdds` of `/cricket/odds/{eventId}`, or undefined when there is none to show. */
export function parseMatchOdds(value: unknown): MatchOdds | undefined {
  const market = read(MatchOddsSchema, value, MATCH_ODDS, 'match odds');
  return market && bestPrices(market);
}

export const NO_ORDERS: MatchOrders = { orders: [], exposure: 0, positions: [] };
export const MATCH_ORDERS: Reading<MatchOrders> = { exposure: 0 };

/** `extra.matchOdds` of `/bet/my-bet/{eventId}`: the player's orders, exposure and matched position per runner. */
export const parseMatchOrders = (value: unknown): MatchOrders =>
  read(MatchOrdersSchema, value, MATCH_ORDERS, 'match odds orders') ?? NO_ORDERS;
