import { Profile } from '@exchange/contracts/accounts';
import { answerOf } from '@exchange/contracts/read';
import { baseApi } from '@exchange/shared-auth';

export type { Profile } from '@exchange/contracts/accounts';

export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<Profile | null, number>({
      query: (id) => ({ api: 'aam', url: `/accmanage/user/${id}` }),
      transformResponse: (envelope: unknown) => answerOf(Profile, envelope),
      providesTags: ['Profile', 'Wallet'],
    }),
    setRateDifference: build.mutation<Profile | null, { id: number; rateDifference: number }>({
      query: ({ id, rateDifference }) => ({
        api: 'aam',
        url: `/accmanage/user/${id}/rate-difference`,
        method: 'PUT',
        data: { rateDifference },
      }),
      transformResponse: (envelope: unknown) => answerOf(Profile, envelope),
      invalidatesTags: ['Profile'],
      extraOptions: { maxRetries: 0 },
    }),
  }),
});

/** Profile is polled every 3 s (spec section 9). */
export const PROFILE_POLL_MS = 3000;
