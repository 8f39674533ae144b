import { LedgerEntry } from '@exchange/contracts/ledger';
import { keepRows } from '@exchange/contracts/read';
import { envelopeResponse } from '@exchange/shared-http';
import { baseApi } from '@exchange/shared-auth';

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
  }),
});
