import { type Read } from '@exchange/shared-http';
import { baseApi } from '@exchange/shared-auth';
import { parseHistoryPage, parseResultDetail, type HistoryPage, type ResultDetail } from './parseResult';

export const HISTORY_PAGE_SIZE = 20;

/** Settled rounds never change, so their detail and history pages are cached like any read (5 minutes). */
export const resultsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    casinoResult: build.query<Read<ResultDetail>, { marketId: string; casinoGame: string }>({
      query: ({ marketId, casinoGame }) => ({
        api: 'casino',
        url: '/individaul-result',
        params: { marketId, casinoGame },
      }),
      transformResponse: parseResultDetail,
    }),
    resultHistory: build.query<Read<HistoryPage>, { casinoGames: string; pageNumber: number }>({
      query: ({ casinoGames, pageNumber }) => ({
        api: 'casino',
        url: '/casino-results',
        params: { casinoGames, pageNumber, pageSize: HISTORY_PAGE_SIZE },
      }),
      transformResponse: parseHistoryPage,
    }),
  }),
});

export const { useCasinoResultQuery, useResultHistoryQuery } = resultsApi;
