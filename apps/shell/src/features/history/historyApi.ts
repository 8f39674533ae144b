import { BetRecord, CompletedGame } from '@exchange/contracts/exchange';
import { keepRows } from '@exchange/contracts/read';
import { envelopeResponse, finite, isRecord, text } from '@exchange/shared-http';
import { baseApi } from '@exchange/shared-auth';

export type { BetRecord, CompletedGame } from '@exchange/contracts/exchange';

/** The bets one ledger row paid, with the row's amount when the server says it (null: unknown). */
export type SettledBets = { bets: BetRecord[]; net: number | null; winner: string; sport: string };

/**
 * `/user/bets-from-log`: a bet-details object (the reference API), or the list itself (some
 * backends). Unreadable bets are left out; an unreadable amount is unknown, never 0.
 */
export function parseSettledBets(envelope: unknown): SettledBets {
  const body = envelopeResponse(envelope);
  if (Array.isArray(body))
    return { bets: keepRows(BetRecord, body, 'bets from log'), net: null, winner: '', sport: '' };
  const details = isRecord(body) ? body : {};
  return {
    bets: keepRows(BetRecord, details.betResponseDTOList, 'bets from log'),
    net: finite(details.profitLossAfterCommission) ?? null,
    winner: text(details.winner) ?? '',
    sport: (text(details.sport) ?? '').toUpperCase(),
  };
}

/**
 * The settled-bet history: every settlement of the player (Completed Games) and the bets one
 * ledger row paid, read by Completed Games, the bet details pages and the ledger's modal alike.
 */
export const historyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCompletedGames: build.query<CompletedGame[], void>({
      query: () => ({ api: 'aam', url: '/user/completed-games' }),
      transformResponse: (envelope: unknown) => {
        const body = envelopeResponse(envelope);
        return keepRows(CompletedGame, isRecord(body) ? body.completedGames : undefined, 'completed games');
      },
      providesTags: ['Bets', 'Ledger'],
    }),
    getSettledBets: build.query<SettledBets, number>({
      query: (accountLogId) => ({ api: 'aam', url: '/user/bets-from-log', params: { accountLogId } }),
      transformResponse: parseSettledBets,
    }),
  }),
});
