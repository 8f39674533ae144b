import { useCallback } from 'react';
import { toast } from 'sonner';
import { accountActions } from '../account/accountSlice';
import type { UserData } from '../account/types';
import type { ApiError } from '../http/apiError';
import { getRuntimeConfig } from '../remote/runtimeConfig';
import { useAppDispatch } from '../store/hooks';
import { authApi } from './authApi';
import { buildLoginUsername, encryptPassword } from './credentials';
import { LOGIN_FAILED, LOGIN_GENERIC, TERMS_REQUIRED, loginErrorMessage } from './loginMessages';

export type LoginForm = { code: string; password: string; termsAgreed: boolean };

/** Runs the spec's login: terms check, encrypt, call, toasts, store. Resolves to the user on success. */
export function useLogin(): (form: LoginForm) => Promise<UserData | null> {
  const dispatch = useAppDispatch();
  const [signIn] = authApi.useSignInMutation();

  return useCallback(
    async ({ code, password, termsAgreed }: LoginForm) => {
      if (!termsAgreed) {
        toast.error(TERMS_REQUIRED);
        return null;
      }
      dispatch(accountActions.loginStarted());
      try {
        const username = buildLoginUsername(code);
        const encrypted = encryptPassword(password, getRuntimeConfig().rsaPublicKey);
        const result = await signIn({ username, password: encrypted });
        if ('error' in result) {
          dispatch(accountActions.loginFailed());
          toast.error(loginErrorMessage(result.error as ApiError));
          return null;
        }
        const envelope = result.data;
        if (envelope.code !== 200 || !envelope.response?.token) {
          dispatch(accountActions.loginFailed());
          toast.error(LOGIN_GENERIC);
          return null;
        }
        dispatch(accountActions.loginSucceeded(envelope.response));
        return envelope.response;
      } catch {
        dispatch(accountActions.loginFailed());
        toast.error(LOGIN_FAILED);
        return null;
      }
    },
    [dispatch, signIn],
  );
}
