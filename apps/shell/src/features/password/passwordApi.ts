import { baseApi, encryptPassword, getRuntimeConfig, type Envelope } from '@exchange/shared-auth';

export type PasswordChangeRequest = { oldPassword: string; newPassword: string; uid: number };

export const passwordApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    changePassword: build.mutation<Envelope<null>, PasswordChangeRequest>({
      query: ({ oldPassword, newPassword, uid }) => {
        const key = getRuntimeConfig().rsaPublicKey;
        // Both passwords travel RSA-encrypted, like the login's.
        return {
          api: 'aam',
          url: '/auth/password',
          method: 'PUT',
          data: { password: encryptPassword(oldPassword, key), newPassword: encryptPassword(newPassword, key), resetRequired: false, uid },
        };
      },
      extraOptions: { maxRetries: 0 },
    }),
  }),
});
