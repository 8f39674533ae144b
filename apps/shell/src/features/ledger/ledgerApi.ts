import { LedgerEntry, type AccountLogFilter } from '@exchange/contracts/ledger';
import { keepRows } from '@exchange/contracts/read';
import { envelopeResponse } from '@exchange/shared-http';
import { baseApi } from '@exchange/shared-auth';

export type { LedgerEntry } from '@exchange/contracts/ledger';

export const ledgerApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAccountLog: build.query<LedgerEntry[], AccountLogFilter>({
      query: (filter) => ({
        api: 'aam',
        url: '/accmanage/account-log',
        method: 'POST',
        data: { type: 'ALL', ...filter } satisfies AccountLogFilter,
      }),
      transformResponse: (envelope: unknown) => keepRows(LedgerEntry, envelopeResponse(envelope), 'account log'),
      providesTags: ['Ledger'],
    }),
  }),
});
