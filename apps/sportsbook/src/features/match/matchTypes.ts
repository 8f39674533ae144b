/** Wire shapes of the match calls (spec section 3), in rupees and rates as the API sends them. */
export type RunnerOdds = {
  runnerName: string;
  selectionId: number;
  marketId: string;
  back1: number;
  lay1: number;
  backSize1: number;
  laySize1: number;
  maxLimit: number;
  status: 'ACTIVE' | 'SUSPENDED';
};

export type Odds = {
  fancyOdds: Array<{ gameType: string; marketName: string; oddDetailsDTOS: RunnerOdds[] }>;
  bookMakerOdds: Array<{ bm1: { marketId: string; marketName: string; oddDetailsDTOS: RunnerOdds[] } }>;
};

export type EventData = { eventId: number; cricketId: number; eventName: string; inPlay: boolean; oddDetailsDTOS: RunnerOdds[] };

export type Score = {
  spnnation1: string;
  spnnation2: string;
  score1: string;
  score2: string;
  spnrunrate2: string;
  spnmessage: string;
  balls: string[];
};

export type MarketExposure = { marketIdExternal: string; exposure: number; runnerPlExposureDTOS: Array<{ selectionId: number; exposure: number }> };

export type MatchSettings = {
  eventId: number;
  minStack: number;
  maxStack: number;
  bookmakerMinStack: number;
  bookmakerMaxStack: number;
  sessionMinStack: number;
  sessionMaxStack: number;
  plExposureResponseDTOs: MarketExposure[];
};

export type MyBet = {
  id: number;
  runnerName: string;
  amount: number;
  back: number;
  lay: number;
  backRate: number;
  layRate: number;
  marketName: string;
  marketId: string;
  selectionId: number;
  gameType: string;
  result: string;
  createdDate: string;
};

export type MyBets = { list: MyBet[]; fancyPlusMinus: number };
