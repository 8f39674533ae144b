import { BetRecord, CompletedGame, type BetDetails } from '@exchange/contracts/exchange';
import { keepRows } from '@exchange/contracts/read';
import { envelopeResponse, finite, isRecord, text } from '@exchange/shared-http';
import { baseApi } from '@exchange/shared-auth';

export type { BetDetails, BetRecord, CompletedGame } from '@exchange/contracts/exchange';

/** The bets settled by a ledger entry: unreadable bets are left out, unreadable totals read as 0. */
export function parseBetDetails(envelope: unknown): BetDetails {
  const body = envelopeResponse(envelope);
  const details = isRecord(body) ? body : {};
  return {
    betResponseDTOList: keepRows(BetRecord, details.betResponseDTOList, 'bet details'),
    profitLossAfterCommission: finite(details.profitLossAfterCommission) ?? 0,
    totalWin: finite(details.totalWin) ?? 0,
    winner: text(details.winner) ?? '',
  };
}

export const completedApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCompletedGames: build.query<CompletedGame[], void>({
      query: () => ({ api: 'aam', url: '/user/completed-games' }),
      transformResponse: (envelope: unknown) => {
        const body = envelopeResponse(envelope);
        return keepRows(CompletedGame, isRecord(body) ? body.completedGames : undefined, 'completed games');
      },
      providesTags: ['Bets'],
    }),
    getBetDetails: build.query<BetDetails, number>({
      query: (accountLogId) => ({ api: 'aam', url: '/user/bet-details', params: { accountLogId } }),
      transformResponse: parseBetDetails,
    }),
  }),
});
