import type { PayoutKind } from './profitLoss';

/**
 * The market kinds the spec names (sections 3 and 5), exactly as they travel in marketName and
 * marketType: the client's slip, the API's validation and settlement all read them from here.
 */
export const MARKET_KINDS = [
  'MATCH_ODDS',
  'BOOKMAKER_ODDS_1',
  'BOOKMAKER_ODDS_2',
  'FANCY_ODDS',
  'FANCY_ODDS_2',
] as const;

export type MarketKind = (typeof MARKET_KINDS)[number];

/** A cricket match's team market: Your Bets lists its bets under MATCH BETS (spec section 2). */
export const BOOKMAKER_MARKET: MarketKind = 'BOOKMAKER_ODDS_1';
/** A cricket match's session (fancy) lines. */
export const SESSION_MARKET: MarketKind = 'FANCY_ODDS';

export function isMarketKind(value: unknown): value is MarketKind {
  return typeof value === 'string' && (MARKET_KINDS as readonly string[]).includes(value);
}

/** The market a cricket bet is placed on: a session line, else the bookmaker's team market. */
export function cricketMarketKind(isFancy: boolean): MarketKind {
  return isFancy ? SESSION_MARKET : BOOKMAKER_MARKET;
}

const PAYOUTS: Readonly<Record<MarketKind, PayoutKind>> = {
  MATCH_ODDS: 'MATCH_ODDS',
  BOOKMAKER_ODDS_1: 'BOOKMAKER',
  BOOKMAKER_ODDS_2: 'BOOKMAKER',
  FANCY_ODDS: 'FANCY',
  FANCY_ODDS_2: 'FANCY',
};

/** How a market kind pays (spec section 9): decimal odds, bookmaker paisa or session size. */
export function payoutOf(kind: MarketKind): PayoutKind {
  return PAYOUTS[kind];
}

export function isSessionMarket(kind: MarketKind): boolean {
  return payoutOf(kind) === 'FANCY';
}
