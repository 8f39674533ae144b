import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from '@exchange/shared-ui/router';
import { setUnauthorizedNavigator } from '@exchange/shared-auth';
import { LoadingBlock } from '@exchange/shared-ui';
import { ConfirmPage } from '../features/welcome';
import { LoginPage } from '../features/login';
import { AppFrame } from './AppFrame';
import { GoHome } from './GoHome';
import type { ShellRouteHandle } from './headerTitle';
import { HomeIndex, HomeRoute } from './HomeRoute';
import { RemoteOutlet } from './RemoteOutlet';
import { RequireAuth } from './RequireAuth';
import { SessionRoot } from './SessionRoot';

// Account screens load on demand, keeping the login page's JavaScript small.
const LedgerPage = lazy(() => import('../features/ledger/LedgerPage'));
const CompletedGamesPage = lazy(() => import('../features/history/CompletedGamesPage'));
const CompletedDetailPage = lazy(() =>
  import('../features/history/BetDetailsPage').then((page) => ({ default: page.CompletedDetailPage })),
);
const LedgerDetailsPage = lazy(() =>
  import('../features/history/BetDetailsPage').then((page) => ({ default: page.LedgerDetailsPage })),
);
const StatementPage = lazy(() => import('../features/statement/StatementPage'));
const ProfilePage = lazy(() => import('../features/profile/ProfilePage'));
const ChangePasswordPage = lazy(() => import('../features/password/ChangePasswordPage'));
const RulesPage = lazy(() => import('../features/welcome/RulesPage'));

function Screen({ children }: { children: ReactNode }) {
  return (
    <RequireAuth>
      <Suspense fallback={<LoadingBlock />}>{children}</Suspense>
    </RequireAuth>
  );
}

const title = (text: string): ShellRouteHandle => ({ title: text });

/**
 * Every shell route; SessionRoot above them all keeps popups, polling and idle timers mounted once.
 * The shell's own routes carry their header title (spec section 2) in `handle`; every other path
 * goes to the remote that owns it (RemoteOutlet), which declares its routes and titles itself.
 */
export const shellRoutes: RouteObject[] = [
  {
    element: <SessionRoot />,
    children: [
      { path: '/login', element: <LoginPage /> },
      {
        path: '/',
        element: <HomeRoute />,
        handle: title('Dashboard'),
        children: [{ index: true, element: <HomeIndex /> }],
      },
      {
        element: <AppFrame />,
        children: [
          {
            path: '/confirm',
            handle: title('Confirm'),
            element: (
              <RequireAuth>
                <ConfirmPage />
              </RequireAuth>
            ),
          },
          {
            path: '/ledger',
            handle: title('Ledger'),
            element: (
              <Screen>
                <LedgerPage />
              </Screen>
            ),
          },
          {
            path: '/ledger-details/:id',
            handle: title('Ledger'),
            element: (
              <Screen>
                <LedgerDetailsPage />
              </Screen>
            ),
          },
          {
            path: '/complete-games',
            handle: title('Complete Games'),
            element: (
              <Screen>
                <CompletedGamesPage />
              </Screen>
            ),
          },
          {
            path: '/complete_detail/:accountLogId',
            handle: title('Complete Games'),
            element: (
              <Screen>
                <CompletedDetailPage />
              </Screen>
            ),
          },
          {
            path: '/main/statement',
            handle: title('Account Statement'),
            element: (
              <Screen>
                <StatementPage />
              </Screen>
            ),
          },
          {
            path: '/profile',
            handle: title('My Profile'),
            element: (
              <Screen>
                <ProfilePage />
              </Screen>
            ),
          },
          {
            path: '/main/changepassword',
            handle: title('Change Password'),
            element: (
              <Screen>
                <ChangePasswordPage />
              </Screen>
            ),
          },
          {
            path: '/rules',
            handle: title('Dashboard'),
            element: (
              <Screen>
                <RulesPage />
              </Screen>
            ),
          },
          // The statement's 'BACK TO MAIN MENU' points here (spec): the remotes' first entry (Cricket).
          { path: '/main/dashboard/*', element: <GoHome /> },
          { path: '*', handle: { remote: true } satisfies ShellRouteHandle, element: <RemoteOutlet /> },
        ],
      },
    ],
  },
];

export function createShellRouter() {
  const router = createBrowserRouter(shellRoutes);
  // Any 401 logs out and lands on `/` (spec section 4), without a full page reload.
  setUnauthorizedNavigator(() => void router.navigate('/', { replace: true }));
  return router;
}
