import { PlayerLimits, TimeOut } from '@exchange/contracts/limits';
import { answerOf } from '@exchange/contracts/read';
import { baseApi } from '@exchange/shared-auth';
import type { LossPeriod } from '@exchange/betting';

export type { PlayerLimits } from '@exchange/contracts/limits';

/** The limits the player sets (responsible gambling); each change answers the whole set. */
export const limitsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getLimits: build.query<PlayerLimits | null, void>({
      query: () => ({ api: 'aam', url: '/user/limits' }),
      transformResponse: (envelope: unknown) => answerOf(PlayerLimits, envelope),
      // Refreshed with the profile, so a settled result reaches the reality check's net.
      providesTags: ['Profile'],
    }),
    setLossLimits: build.mutation<PlayerLimits | null, Partial<Record<LossPeriod, number | null>>>({
      query: (data) => ({ api: 'aam', url: '/user/limits/loss', method: 'PUT', data }),
      transformResponse: (envelope: unknown) => answerOf(PlayerLimits, envelope),
      invalidatesTags: ['Profile'],
      extraOptions: { maxRetries: 0 },
    }),
    setRealityCheck: build.mutation<PlayerLimits | null, number>({
      query: (minutes) => ({ api: 'aam', url: '/user/limits/reality-check', method: 'PUT', data: { minutes } }),
      transformResponse: (envelope: unknown) => answerOf(PlayerLimits, envelope),
      invalidatesTags: ['Profile'],
      extraOptions: { maxRetries: 0 },
    }),
    takeTimeOut: build.mutation<TimeOut | null, number>({
      query: (hours) => ({ api: 'aam', url: '/user/limits/time-out', method: 'POST', data: { hours } }),
      transformResponse: (envelope: unknown) => answerOf(TimeOut, envelope),
      extraOptions: { maxRetries: 0 },
    }),
  }),
});
