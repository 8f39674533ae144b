import { BetRecord } from '@exchange/contracts/exchange';
import { LedgerEntry } from '@exchange/contracts/ledger';
import { keepRows } from '@exchange/contracts/read';
import { envelopeResponse, isRecord } from '@exchange/shared-http';
import { baseApi } from '@exchange/shared-auth';

export type { BetRecord } from '@exchange/contracts/exchange';
export type { LedgerEntry } from '@exchange/contracts/ledger';

export type LedgerFilter = { startDate: number; endDate: number; type?: 'ALL' | 'CRICKET' | 'CASINO' };

export const ledgerApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAccountLog: build.query<LedgerEntry[], LedgerFilter>({
      query: (filter) => ({
        api: 'aam',
        url: '/accmanage/account-log',
        method: 'POST',
        data: { type: 'ALL', ...filter },
      }),
      transformResponse: (envelope: unknown) => keepRows(LedgerEntry, envelopeResponse(envelope), 'account log'),
      providesTags: ['Ledger'],
    }),
    getBetsFromLog: build.query<BetRecord[], number>({
      query: (accountLogId) => ({ api: 'aam', url: '/user/bets-from-log', params: { accountLogId } }),
      // The answer may be the list itself or a bet-details object holding it.
      transformResponse: (envelope: unknown) => {
        const body = envelopeResponse(envelope);
        return keepRows(
          BetRecord,
          Array.isArray(body) ? body : isRecord(body) ? body.betResponseDTOList : undefined,
          'bets from log',
        );
      },
    }),
  }),
});
