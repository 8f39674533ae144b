import type { UserData } from '../account/types';
import { baseApi, type Envelope } from '../api/baseApi';

export type SignInRequest = { username: string; password: string };

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    signIn: build.mutation<Envelope<UserData>, SignInRequest>({
      query: (body) => ({
        api: 'aam',
        url: '/auth/signin',
        method: 'POST',
        data: body,
        skipAuth: true,
        skipUnauthorizedHandling: true,
      }),
      extraOptions: { maxRetries: 0 },
    }),
  }),
});
