import {
  BetDetails,
  BetRecord,
  CompletedGames,
  type BetDetails as BetDetailsAnswer,
  type CompletedGame,
  type LogQuery,
} from '@exchange/contracts/exchange';
import { keepRows, matches, read, type Reading } from '@exchange/contracts/read';
import { envelopeResponse } from '@exchange/shared-http';
import { baseApi } from '@exchange/shared-auth';

export type { BetRecord, CompletedGame } from '@exchange/contracts/exchange';

/** The bets one ledger row paid, with the row's amount when the server says it (null: unknown). */
export type SettledBets = Pick<BetDetailsAnswer, 'winner'> & {
  bets: BetRecord[];
  net: number | null;
  sport: string;
};

/** What the page does without: the figures (the amount is read on its own), a winner or a sport not named (''). */
const DETAILS: Reading<BetDetailsAnswer> = { profitLossAfterCommission: 0, totalWin: 0, winner: '', sport: '' };
const NONE: SettledBets = { bets: [], net: null, winner: '', sport: '' };

/**
 * `/user/bets-from-log`: a bet-details object (the reference API), or the list itself (some
 * backends). Unreadable bets are left out; an unreadable amount is unknown, never 0.
 */
export function parseSettledBets(envelope: unknown): SettledBets {
  const body = envelopeResponse(envelope);
  if (Array.isArray(body)) return { ...NONE, bets: keepRows(BetRecord, body, 'bets from log') };
  const details = read(BetDetails, body, DETAILS, 'bets from log');
  if (!details) return NONE;
  const { profitLossAfterCommission: net } = body as Record<string, unknown>;
  return {
    bets: details.betResponseDTOList,
    net: matches(BetDetails.properties.profitLossAfterCommission, net) ? net : null,
    winner: details.winner,
    sport: (details.sport ?? '').toUpperCase(),
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
      transformResponse: (envelope: unknown) =>
        read(CompletedGames, envelopeResponse(envelope), {}, 'completed games')?.completedGames ?? [],
      providesTags: ['Bets', 'Ledger'],
    }),
    getSettledBets: build.query<SettledBets, number>({
      query: (accountLogId) => ({
        api: 'aam',
        url: '/user/bets-from-log',
        params: { accountLogId } satisfies LogQuery,
      }),
      transformResponse: parseSettledBets,
    }),
  }),
});
