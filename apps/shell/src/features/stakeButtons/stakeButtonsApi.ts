import { baseApi, type Envelope } from '@exchange/shared-auth';

type Wire = Record<string, string | number>;

export const stakeButtonsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getStakeButtons: build.query<Wire, void>({
      query: () => ({ api: 'aam', url: '/user/client-button2' }),
      transformResponse: (envelope: Envelope<Wire>) => envelope.response ?? {},
      providesTags: ['ButtonValues'],
    }),
    saveStakeButtons: build.mutation<Wire, Wire>({
      query: (wire) => ({ api: 'aam', url: '/user/client-button2', method: 'POST', data: wire }),
      transformResponse: (envelope: Envelope<Wire>) => envelope.response ?? {},
      invalidatesTags: ['ButtonValues'],
      extraOptions: { maxRetries: 0 },
    }),
  }),
});
