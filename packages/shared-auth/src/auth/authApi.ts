import { UserData, type SigninInput } from '@exchange/contracts/accounts';
import { answerOf } from '@exchange/contracts/read';
import { baseApi } from '../api/baseApi';

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    signIn: build.mutation<UserData | null, SigninInput>({
      query: (body) => ({
        api: 'aam',
        url: '/auth/signin',
        method: 'POST',
        data: body,
        skipAuth: true,
        skipUnauthorizedHandling: true,
      }),
      // The user data, or null for an answer that is not the contract's.
      transformResponse: (envelope: unknown) => answerOf(UserData, envelope),
      extraOptions: { maxRetries: 0 },
    }),
  }),
});
