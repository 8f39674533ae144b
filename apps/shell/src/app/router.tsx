import { createBrowserRouter } from 'react-router-dom';
import { setUnauthorizedNavigator } from '@exchange/shared-auth';
import { ConfirmPage } from '../features/confirm/ConfirmPage';
import { LoginPage } from '../features/login/LoginPage';
import { AppFrame } from './AppFrame';
import { HomeIndex, HomeRoute } from './HomeRoute';
import { RemoteOutlet } from './RemoteOutlet';
import { RequireAuth } from './RequireAuth';

export function createShellRouter() {
  const router = createBrowserRouter([
    { path: '/login', element: <LoginPage /> },
    { path: '/', element: <HomeRoute />, children: [{ index: true, element: <HomeIndex /> }] },
    {
      element: <AppFrame />,
      children: [
        { path: '/confirm', element: <RequireAuth><ConfirmPage /></RequireAuth> },
        { path: '*', element: <RemoteOutlet /> },
      ],
    },
  ]);
  // Any 401 logs out and lands on `/` (spec section 4), without a full page reload.
  setUnauthorizedNavigator(() => void router.navigate('/', { replace: true }));
  return router;
}
