import { MyMarkets, type MyMarketsBody } from '@exchange/contracts/matchOdds';
import { answerOf } from '@exchange/contracts/read';
import { baseApi } from '@exchange/shared-auth';

/** What the popup chooses; the rest of the body is fixed. */
export type MyMarketsQuery = Required<Pick<MyMarketsBody, 'betType' | 'pageNumber' | 'search'>>;

export const MY_MARKETS_PAGE_SIZE = 100;

const EMPTY: MyMarkets = { markets: [], pageNumber: 0, pageSize: MY_MARKETS_PAGE_SIZE, totalMarkets: 0 };

/** The spec's body: betStatus MATCHED, betType, pageNumber, pageSize 100, search, sports true. */
export const myMarketBody = ({ betType, pageNumber, search }: MyMarketsQuery): MyMarketsBody => ({
  betStatus: 'MATCHED',
  betType,
  pageNumber,
  pageSize: MY_MARKETS_PAGE_SIZE,
  search,
  sports: true,
});

/** An answer of any other shape reads as an empty list rather than breaking the popup. */
export const readMyMarkets = (envelope: unknown): MyMarkets => answerOf(MyMarkets, envelope) ?? EMPTY;

export const myMarketApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMyMarkets: build.query<MyMarkets, MyMarketsQuery>({
      query: (query) => ({ api: 'aam', url: '/user/my-market', method: 'POST', data: myMarketBody(query) }),
      transformResponse: readMyMarkets,
      keepUnusedDataFor: 0,
    }),
  }),
});
