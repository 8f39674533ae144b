import type { ResultHistoryQuery, ResultQuery } from '@exchange/contracts/casino';
import { type Read } from '@exchange/shared-http';
import { baseApi } from '@exchange/shared-auth';
import { parseHistoryPage, parseResultDetail, type HistoryPage, type ResultDetail } from './parseResult';

export const HISTORY_PAGE_SIZE = 20;

/** Settled rounds never change, so their detail and history pages are cached like any read (5 minutes). */
export const resultsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    casinoResult: build.query<Read<ResultDetail>, Required<ResultQuery>>({
      query: ({ marketId, casinoGame }) => ({
        api: 'casino',
        url: '/individaul-result',
        params: { marketId, casinoGame },
      }),
      transformResponse: parseResultDetail,
    }),
    resultHistory: build.query<Read<HistoryPage>, Required<Pick<ResultHistoryQuery, 'casinoGames' | 'pageNumber'>>>({
      query: ({ casinoGames, pageNumber }) => ({
        api: 'casino',
        url: '/casino-results',
        params: { casinoGames, pageNumber, pageSize: HISTORY_PAGE_SIZE } satisfies ResultHistoryQuery,
      }),
      transformResponse: parseHistoryPage,
    }),
  }),
});

export const { useCasinoResultQuery, useResultHistoryQuery } = resultsApi;
