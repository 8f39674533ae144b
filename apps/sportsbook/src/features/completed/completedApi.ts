import { baseApi, type Envelope } from '@exchange/shared-auth';

export type CompletedGame = {
  accountLogId: number;
  eventName: string;
  eventDateTime: string;
  matchBetCount: number;
  sessionBetCount: number;
  wonBy: string;
  winLoss: number;
};

/** betResponseDTOList item (spec section 3). */
export type BetRecord = {
  id: number;
  event_name: string;
  runner_name: string;
  selectionId: number;
  gameType: string;
  back_rate: number;
  lay_rate: number;
  back_run: number;
  lay_run: number;
  amount: number;
  created_date: string;
  profit: number;
  loss: number;
  result: string;
  pnl: number | null;
};

export type BetDetails = { betResponseDTOList: BetRecord[]; profitLossAfterCommission: number; totalWin: number; winner: string };

export const completedApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCompletedGames: build.query<CompletedGame[], void>({
      query: () => ({ api: 'aam', url: '/user/completed-games' }),
      transformResponse: (envelope: Envelope<{ completedGames: CompletedGame[] }>) => envelope.response?.completedGames ?? [],
      providesTags: ['Bets'],
    }),
    getBetDetails: build.query<BetDetails, number>({
      query: (accountLogId) => ({ api: 'aam', url: '/user/bet-details', params: { accountLogId } }),
      transformResponse: (envelope: Envelope<BetDetails>) => envelope.response,
    }),
  }),
});
