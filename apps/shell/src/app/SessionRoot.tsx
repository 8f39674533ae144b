import { Outlet } from 'react-router-dom';
import { accountSelectors, useAppSelector } from '@exchange/shared-auth';
import { usePreloadRemotes } from '../federation/usePreloadRemotes';
import { ChangePasswordDialog } from '../features/password/ChangePasswordDialog';
import { useProfileSync } from '../features/profile/useProfileSync';
import { InactivityWarning } from '../features/session/InactivityWarning';
import { useInactivityTimers } from '../features/session/useInactivityTimers';
import { useLogout } from '../features/session/useLogout';
import { StakeButtonsDialog } from '../features/stakeButtons/StakeButtonsDialog';
import { useStakeButtonsSync } from '../features/stakeButtons/useStakeButtonsSync';

/**
 * The root of every route: the session's polling, idle timers and popups live here, once, so that
 * moving between a framed page and a frameless one (`/` → `/confirm`) never remounts them. A popup
 * remounted mid-typing would lose what the player typed.
 */
export function SessionRoot() {
  const loggedIn = useAppSelector(accountSelectors.selectUserData) !== null;
  useProfileSync();
  usePreloadRemotes(loggedIn);
  useStakeButtonsSync();
  const logout = useLogout();
  const { warning, stillHere } = useInactivityTimers(loggedIn, logout);

  return (
    <>
      <Outlet />
      <ChangePasswordDialog />
      <StakeButtonsDialog />
      {warning ? <InactivityWarning onStay={stillHere} /> : null}
    </>
  );
}
