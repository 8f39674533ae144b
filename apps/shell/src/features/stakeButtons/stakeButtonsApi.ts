import { answerOf } from '@exchange/contracts/read';
import { WireButtons } from '@exchange/contracts/stakes';
import { baseApi } from '@exchange/shared-auth';

export const stakeButtonsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getStakeButtons: build.query<WireButtons, void>({
      query: () => ({ api: 'aam', url: '/user/client-button2' }),
      transformResponse: (envelope: unknown) => answerOf(WireButtons, envelope) ?? {},
      providesTags: ['ButtonValues'],
    }),
    saveStakeButtons: build.mutation<WireButtons, WireButtons>({
      query: (wire) => ({ api: 'aam', url: '/user/client-button2', method: 'POST', data: wire }),
      transformResponse: (envelope: unknown) => answerOf(WireButtons, envelope) ?? {},
      invalidatesTags: ['ButtonValues'],
      extraOptions: { maxRetries: 0 },
    }),
  }),
});
