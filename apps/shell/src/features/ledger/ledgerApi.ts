import { baseApi, type Envelope } from '@exchange/shared-auth';

export type LedgerEntry = {
  id: number;
  accountLogId: number;
  createdAt: string;
  comment: string;
  wonBy: string | null;
  creditInfo: number;
  debitInfo: number;
  updatedBalance: number;
  sport: string | null;
};

/** A bet of a settled game (spec section 3, "Bet record"). */
export type BetRecord = {
  event_name: string;
  runner_name: string;
  gameType: string;
  back_rate: number | null;
  lay_rate: number | null;
  back_run: number | null;
  lay_run: number | null;
  amount: number;
  created_date: string;
  profit: number;
  loss: number;
  result: string | null;
};

export type LedgerFilter = { startDate: number; endDate: number; type?: 'ALL' | 'CRICKET' | 'CASINO' };

export const ledgerApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAccountLog: build.query<LedgerEntry[], LedgerFilter>({
      query: (filter) => ({ api: 'aam', url: '/accmanage/account-log', method: 'POST', data: { type: 'ALL', ...filter } }),
      transformResponse: (envelope: Envelope<LedgerEntry[]>) => (Array.isArray(envelope.response) ? envelope.response : []),
      providesTags: ['Ledger'],
    }),
    getBetsFromLog: build.query<BetRecord[], number>({
      query: (accountLogId) => ({ api: 'aam', url: '/user/bets-from-log', params: { accountLogId } }),
      // The answer may be the list itself or a bet-details object holding it.
      transformResponse: (envelope: Envelope<BetRecord[] | { betResponseDTOList?: BetRecord[] }>) => {
        const body = envelope.response;
        if (Array.isArray(body)) return body;
        return Array.isArray(body?.betResponseDTOList) ? body.betResponseDTOList : [];
      },
    }),
  }),
});
