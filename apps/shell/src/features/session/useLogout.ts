import { useCallback } from 'react';
import { useNavigate } from '@exchange/shared-ui/router';
import { signOut, useAppDispatch } from '@exchange/shared-auth';

/** Logs the player out (account and game state cleared) and lands on `/`. */
export function useLogout(): () => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(() => {
    dispatch(signOut());
    navigate('/', { replace: true });
  }, [dispatch, navigate]);
}
