import { useCallback, useEffect } from 'react';
import type { UserData } from '../account/types';
import { useAppDispatch } from '../store/hooks';
import { loadPasswordEncryption } from './encryptPassword';
import { loginPlayer, type LoginForm, type LoginRefusal } from './loginPlayer';

export type { LoginForm, LoginRefusal } from './loginPlayer';

/**
 * Runs the spec's login from a component; `refuse` shows its refusals (the design system's toast).
 * Resolves to the user on success. The password's encryption starts loading when the form is
 * shown, so that the submit does not wait for it.
 */
export function useLogin(refuse: LoginRefusal): (form: LoginForm) => Promise<UserData | null> {
  const dispatch = useAppDispatch();
  useEffect(() => void loadPasswordEncryption(), []);
  return useCallback((form: LoginForm) => dispatch(loginPlayer(form, refuse)), [dispatch, refuse]);
}
