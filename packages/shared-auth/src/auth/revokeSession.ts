import { httpClient } from '@exchange/shared-http';

/** How long the sign-out call may take; the logout itself never waits for it. */
export const SIGN_OUT_TIMEOUT_MS = 5_000;

/**
 * Asks the server to end the session of `token` (POST /auth/signout). Best effort: resolves
 * whatever happens (offline, timeout, 5xx), and a 401 here, for a token that has already ended,
 * does not start another logout. The token is passed in, not read from the store, because the
 * store is cleared while the call is on its way.
 */
export function revokeSession(token: string): Promise<void> {
  try {
    return httpClient('aam')
      .post('/auth/signout', undefined, {
        headers: { Authorization: `Bearer ${token}` },
        skipAuth: true,
        skipUnauthorizedHandling: true,
        timeout: SIGN_OUT_TIMEOUT_MS,
      })
      .then(
        () => undefined,
        () => undefined,
      );
  } catch {
    // No config yet (a logout before the app started): nothing on the server to end from here.
    return Promise.resolve();
  }
}
