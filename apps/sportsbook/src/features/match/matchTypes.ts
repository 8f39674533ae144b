import type { MatchSettings, MyBet } from '@exchange/contracts/exchange';
import type { MatchOdds, MatchOrders } from '@exchange/contracts/matchOdds';

/** Wire shapes of the match calls (spec section 3) are the contract's, in rupees and rates as the API sends them. */
export type { EventData, MatchSettings, MyBet, Odds, RunnerOdds, Score } from '@exchange/contracts/exchange';
export type { MatchOdds, MatchOrders, Order, PriceLevel } from '@exchange/contracts/matchOdds';

export type MarketExposure = MatchSettings['plExposureResponseDTOs'][number];

export type MatchOddsRunner = MatchOdds['runners'][number];

export type MyBets = { list: MyBet[]; fancyPlusMinus: number; matchOrders: MatchOrders };
