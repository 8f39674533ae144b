import {
  PlayerLimits,
  TimeOut,
  type LossLimitsBody,
  type LossLimitsInput,
  type RealityCheckBody,
  type TimeOutBody,
} from '@exchange/contracts/limits';
import { answerOf } from '@exchange/contracts/read';
import { baseApi } from '@exchange/shared-auth';

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
    setLossLimits: build.mutation<PlayerLimits | null, LossLimitsInput>({
      query: (limits) => ({
        api: 'aam',
        url: '/user/limits/loss',
        method: 'PUT',
        data: limits satisfies LossLimitsBody,
      }),
      transformResponse: (envelope: unknown) => answerOf(PlayerLimits, envelope),
      invalidatesTags: ['Profile'],
      extraOptions: { maxRetries: 0 },
    }),
    setRealityCheck: build.mutation<PlayerLimits | null, number>({
      query: (minutes) => ({
        api: 'aam',
        url: '/user/limits/reality-check',
        method: 'PUT',
        data: { minutes } satisfies RealityCheckBody,
      }),
      transformResponse: (envelope: unknown) => answerOf(PlayerLimits, envelope),
      invalidatesTags: ['Profile'],
      extraOptions: { maxRetries: 0 },
    }),
    takeTimeOut: build.mutation<TimeOut | null, number>({
      query: (hours) => ({
        api: 'aam',
        url: '/user/limits/time-out',
        method: 'POST',
        data: { hours } satisfies TimeOutBody,
      }),
      transformResponse: (envelope: unknown) => answerOf(TimeOut, envelope),
      extraOptions: { maxRetries: 0 },
    }),
  }),
});
