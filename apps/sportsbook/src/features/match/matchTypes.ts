import type { MatchSettings, MyBet } from '@exchange/contracts/exchange';

/** Wire shapes of the match calls (spec section 3) are the contract's, in rupees and rates as the API sends them. */
export type { EventData, MatchSettings, MyBet, Odds, RunnerOdds, Score } from '@exchange/contracts/exchange';

export type MarketExposure = MatchSettings['plExposureResponseDTOs'][number];

export type MyBets = { list: MyBet[]; fancyPlusMinus: number };
