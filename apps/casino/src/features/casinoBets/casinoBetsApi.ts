import { type Read } from '@exchange/shared-http';
import { baseApi } from '@exchange/shared-auth';
import { parseCasinoBets, type CasinoBetList } from './parseCasinoBets';

export const casinoBetsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    casinoBetsList: build.query<Read<CasinoBetList>, void>({
      query: () => ({ api: 'casino', url: '/casino-bets' }),
      transformResponse: parseCasinoBets,
      providesTags: ['Bets'],
    }),
  }),
});

export const { useCasinoBetsListQuery } = casinoBetsApi;
