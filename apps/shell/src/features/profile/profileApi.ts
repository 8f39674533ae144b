import { Profile, type RateDifferenceInput } from '@exchange/contracts/accounts';
import { answerOf } from '@exchange/contracts/read';
import { baseApi } from '@exchange/shared-auth';
import { quietlyPolled } from '@exchange/live-data';

export type { Profile } from '@exchange/contracts/accounts';

export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<Profile | null, number>({
      ...quietlyPolled('getProfile', {
        query: (id: number) => ({ api: 'aam' as const, url: `/accmanage/user/${id}` }),
        transformResponse: (envelope: unknown) => answerOf(Profile, envelope),
      }),
      providesTags: ['Profile', 'Wallet'],
    }),
    setRateDifference: build.mutation<Profile | null, RateDifferenceInput & { id: number }>({
      query: ({ id, rateDifference }) => ({
        api: 'aam',
        url: `/accmanage/user/${id}/rate-difference`,
        method: 'PUT',
        data: { rateDifference } satisfies RateDifferenceInput,
      }),
      transformResponse: (envelope: unknown) => answerOf(Profile, envelope),
      invalidatesTags: ['Profile'],
      extraOptions: { maxRetries: 0 },
    }),
  }),
});

/** Profile is polled every 3 s (spec section 9). */
export const PROFILE_POLL_MS = 3000;

/**
 * The id of the player's newest settlement notice, as the profile poll last answered it (undefined
 * before the first answer or from an API that does not send it), and when that poll answered. Reads
 * the poll's cache entry without polling it again.
 */
export function useLatestNotice(userId: number | undefined): {
  latest: string | undefined;
  polledAt: number | undefined;
} {
  return profileApi.useGetProfileQuery(userId ?? 0, {
    skip: userId === undefined,
    selectFromResult: ({ data, fulfilledTimeStamp }) => ({ latest: data?.latestNotice, polledAt: fulfilledTimeStamp }),
  });
}
