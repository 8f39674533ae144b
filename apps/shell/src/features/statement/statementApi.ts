import type { StatementType } from '@exchange/betting';
import { baseApi, type Envelope } from '@exchange/shared-auth';

export type CoinHistoryEntry = { id: number; createdAt: string; description: string; credit: number; debit: number; updatedBalance: number };

export type StatementQuery = { startDate: number; endDate: number; type: StatementType };

export const statementApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCoinHistory: build.query<CoinHistoryEntry[], StatementQuery>({
      query: (params) => ({ api: 'aam', url: '/user/coin-history', params }),
      transformResponse: (envelope: Envelope<{ coinHistory?: CoinHistoryEntry[] }>) =>
        Array.isArray(envelope.response?.coinHistory) ? envelope.response.coinHistory : [],
      providesTags: ['Statement'],
    }),
  }),
});
