import { CoinHistory, type CoinHistoryEntry, type CoinHistoryQuery } from '@exchange/contracts/ledger';
import { read } from '@exchange/contracts/read';
import { envelopeResponse } from '@exchange/shared-http';
import { baseApi } from '@exchange/shared-auth';

export type { CoinHistoryEntry } from '@exchange/contracts/ledger';

export const statementApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCoinHistory: build.query<CoinHistoryEntry[], Required<CoinHistoryQuery>>({
      query: (params) => ({ api: 'aam', url: '/user/coin-history', params }),
      transformResponse: (envelope: unknown) =>
        read(CoinHistory, envelopeResponse(envelope), {}, 'coin history')?.coinHistory ?? [],
      providesTags: ['Statement'],
    }),
  }),
});
