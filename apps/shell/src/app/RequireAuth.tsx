import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@exchange/shared-ui/router';
import { accountSelectors, useAppSelector } from '@exchange/shared-auth';

/** Logged-in means a token in the stored account data; everyone else sees the login screen. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const loggedIn = useAppSelector(accountSelectors.selectIsLoggedIn);
  const location = useLocation();
  if (!loggedIn) return <Navigate to="/" replace state={{ from: location.pathname }} />;
  return children;
}
