import type { SigninInput } from '@exchange/contracts/accounts';
import { accountActions } from '../account/accountSlice';
import type { UserData } from '../account/types';
import type { ApiError } from '@exchange/shared-http';
import { getRuntimeConfig } from '../config/runtimeConfig';
import type { AppThunk } from '../store/store';
import { authApi } from './authApi';
import { encryptPassword } from './encryptPassword';
import { LOGIN_FAILED, LOGIN_GENERIC, TERMS_REQUIRED, buildLoginUsername } from '@exchange/account-rules';
import { loginErrorMessage } from './loginMessages';

export type LoginForm = { code: string; password: string; termsAgreed: boolean };

/**
 * Shows a refusal to the player. The caller's toast (shared-ui's `notify.error`), because what the
 * player reads goes through the catalogue in the language on screen (issue 69), and this package
 * never imports the design system: the messages here are the spec's English, the source texts.
 */
export type LoginRefusal = (message: string) => void;

/**
 * The spec's login: terms check, encrypt, call, toasts, store. Resolves to the user on success.
 * A thunk rather than a hook so the first screen can run it before any React tree of the app exists.
 */
export function loginPlayer(
  { code, password, termsAgreed }: LoginForm,
  refuse: LoginRefusal,
): AppThunk<Promise<UserData | null>> {
  return async (dispatch) => {
    if (!termsAgreed) {
      refuse(TERMS_REQUIRED);
      return null;
    }
    dispatch(accountActions.loginStarted());
    let credentials: SigninInput | null;
    try {
      const username = buildLoginUsername(code);
      credentials = { username, password: await encryptPassword(password, getRuntimeConfig().rsaPublicKey) };
    } catch {
      credentials = null;
    }
    if (!credentials) {
      dispatch(accountActions.loginFailed());
      refuse(LOGIN_FAILED);
      return null;
    }
    const request = dispatch(authApi.endpoints.signIn.initiate(credentials));
    try {
      const result = await request;
      if ('error' in result) {
        dispatch(accountActions.loginFailed());
        refuse(loginErrorMessage(result.error as ApiError));
        return null;
      }
      const user = result.data;
      if (!user?.token) {
        dispatch(accountActions.loginFailed());
        refuse(LOGIN_GENERIC);
        return null;
      }
      dispatch(accountActions.loginSucceeded(user));
      return user;
    } catch {
      dispatch(accountActions.loginFailed());
      refuse(LOGIN_FAILED);
      return null;
    } finally {
      // A mutation's cache entry is only the last answer: drop it so no token stays in the cache.
      request.reset();
    }
  };
}
