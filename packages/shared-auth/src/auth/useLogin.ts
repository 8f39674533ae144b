import { useCallback } from 'react';
import type { UserData } from '../account/types';
import { useAppDispatch } from '../store/hooks';
import { loginPlayer, type LoginForm } from './loginPlayer';

export type { LoginForm } from './loginPlayer';

/** Runs the spec's login from a component. Resolves to the user on success. */
export function useLogin(): (form: LoginForm) => Promise<UserData | null> {
  const dispatch = useAppDispatch();
  return useCallback((form: LoginForm) => dispatch(loginPlayer(form)), [dispatch]);
}
