import type { MatchSettings, MyBet } from '@exchange/contracts/exchange';

/** Wire shapes of the match calls (spec section 3) are the contract's, in rupees and rates as the API sends them. */
export type { EventData, MatchSettings, MyBet, Odds, PlacedBet, RunnerOdds, Score } from '@exchange/contracts/exchange';

export type MarketExposure = MatchSettings['plExposureResponseDTOs'][number];

export type MyBets = { list: MyBet[]; fancyPlusMinus: number };

export type PlaceBetPayload = {
  amount: number;
  profit: number;
  loss: number;
  marketId: string;
  selectionId: number;
  type: 'back' | 'lay';
  eventId: number;
  runnerName: string;
  gameType: string;
  marketName: string;
  back?: number;
  backRate?: number;
  lay?: number;
  layRate?: number;
};

export type FancyBetPayload = {
  amount: number;
  eventId: number;
  marketId: string;
  marketName: string;
  gameType: string;
  type: 'yes' | 'no';
  backRate?: number;
  layRate?: number;
  oddsBack?: number;
  oddsLay?: number;
  profit: number;
  loss: number;
};
