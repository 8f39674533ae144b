import { accountSelectors, useAppSelector } from '@exchange/shared-auth';
import { LoginPage } from '../features/login';
import { WelcomePage } from '../features/welcome';
import { AppFrame } from './AppFrame';

/** `/` is the login screen for a logged-out visitor and the welcome screen for a player. */
export function HomeRoute() {
  const loggedIn = useAppSelector(accountSelectors.selectIsLoggedIn);
  return loggedIn ? <AppFrame /> : <LoginPage />;
}

export function HomeIndex() {
  return <WelcomePage />;
}
