import { ENCRYPTION_FAILED, baseApi, getRuntimeConfig, loadPasswordEncryption } from '@exchange/shared-auth';
import type { PasswordChangeInput } from '@exchange/contracts/accounts';
import type { ApiError } from '@exchange/shared-http';

/** The profile modal sends the player's uid (and resetRequired=false); the page only the two passwords. */
export type PasswordChangeRequest = { oldPassword: string; newPassword: string; uid?: number };

/**
 * The body of PUT /auth/password, both passwords RSA-encrypted like the login's. The API tells the
 * forms apart by uid: exactly 6 characters for the page, 6 or more for the modal, as the forms check.
 */
export function passwordChangeBody(
  { oldPassword, newPassword, uid }: PasswordChangeRequest,
  encrypt: (plain: string) => string,
): PasswordChangeInput {
  const passwords = { password: encrypt(oldPassword), newPassword: encrypt(newPassword) };
  return uid === undefined ? passwords : { ...passwords, resetRequired: false as const, uid };
}

export const passwordApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    changePassword: build.mutation<unknown, PasswordChangeRequest>({
      // The encryption loads on first use (loadPasswordEncryption), so the body is built in a queryFn.
      async queryFn(request, _api, _extraOptions, baseQuery) {
        let data: PasswordChangeInput;
        try {
          const [encrypt, key] = [await loadPasswordEncryption(), getRuntimeConfig().rsaPublicKey];
          data = passwordChangeBody(request, (plain) => encrypt(plain, key));
        } catch {
          // Not loaded (network) or refused: the form shows its own failure text.
          const error: ApiError = { status: 0, code: 0, message: ENCRYPTION_FAILED, response: null };
          return { error };
        }
        return baseQuery({ api: 'aam', url: '/auth/password', method: 'PUT', data });
      },
      extraOptions: { maxRetries: 0 },
    }),
  }),
});
