import { baseApi, type Envelope } from '@exchange/shared-auth';

export type Profile = {
  id: number;
  username: string;
  balance: number;
  liability: number;
  resetRequired: boolean;
  rateDifference: number;
};

export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<Envelope<Profile>, number>({
      query: (id) => ({ api: 'aam', url: `/accmanage/user/${id}` }),
      providesTags: ['Profile', 'Wallet'],
    }),
    setRateDifference: build.mutation<Envelope<Profile>, { id: number; rateDifference: number }>({
      query: ({ id, rateDifference }) => ({ api: 'aam', url: `/accmanage/user/${id}/rate-difference`, method: 'PUT', data: { rateDifference } }),
      invalidatesTags: ['Profile'],
      extraOptions: { maxRetries: 0 },
    }),
  }),
});

/** Profile is polled every 3 s (spec section 9). */
export const PROFILE_POLL_MS = 3000;
