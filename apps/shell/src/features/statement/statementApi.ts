import type { StatementType } from '@exchange/betting';
import { CoinHistoryEntry } from '@exchange/contracts/ledger';
import { keepRows } from '@exchange/contracts/read';
import { envelopeResponse, isRecord } from '@exchange/shared-http';
import { baseApi } from '@exchange/shared-auth';

export type { CoinHistoryEntry } from '@exchange/contracts/ledger';

export type StatementQuery = { startDate: number; endDate: number; type: StatementType };

export const statementApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCoinHistory: build.query<CoinHistoryEntry[], StatementQuery>({
      query: (params) => ({ api: 'aam', url: '/user/coin-history', params }),
      transformResponse: (envelope: unknown) => {
        const body = envelopeResponse(envelope);
        return keepRows(CoinHistoryEntry, isRecord(body) ? body.coinHistory : undefined, 'coin history');
      },
      providesTags: ['Statement'],
    }),
  }),
});
