import { useCallback, useEffect } from 'react';
import type { UserData } from '../account/types';
import { useAppDispatch } from '../store/hooks';
import { loadPasswordEncryption } from './encryptPassword';
import { loginPlayer, type LoginForm } from './loginPlayer';

export type { LoginForm } from './loginPlayer';

/**
 * Runs the spec's login from a component. Resolves to the user on success. The password's
 * encryption starts loading when the form is shown, so that the submit does not wait for it.
 */
export function useLogin(): (form: LoginForm) => Promise<UserData | null> {
  const dispatch = useAppDispatch();
  useEffect(() => void loadPasswordEncryption(), []);
  return useCallback((form: LoginForm) => dispatch(loginPlayer(form)), [dispatch]);
}
