import { baseApi, encryptPassword, getRuntimeConfig } from '@exchange/shared-auth';

/** The profile modal sends the player's uid (and resetRequired=false); the page only the two passwords. */
export type PasswordChangeRequest = { oldPassword: string; newPassword: string; uid?: number };

/**
 * The body of PUT /auth/password, both passwords RSA-encrypted like the login's. The API tells the
 * forms apart by uid: exactly 6 characters for the page, 6 or more for the modal, as the forms check.
 */
export function passwordChangeBody(
  { oldPassword, newPassword, uid }: PasswordChangeRequest,
  encrypt: (plain: string) => string,
) {
  const passwords = { password: encrypt(oldPassword), newPassword: encrypt(newPassword) };
  return uid === undefined ? passwords : { ...passwords, resetRequired: false as const, uid };
}

export const passwordApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    changePassword: build.mutation<unknown, PasswordChangeRequest>({
      query: (request) => {
        const key = getRuntimeConfig().rsaPublicKey;
        return {
          api: 'aam',
          url: '/auth/password',
          method: 'PUT',
          data: passwordChangeBody(request, (plain) => encryptPassword(plain, key)),
        };
      },
      extraOptions: { maxRetries: 0 },
    }),
  }),
});
