import { useEffect } from 'react';
import { Outlet } from '@exchange/shared-ui/router';
import { applyPlayerLanguage } from '@exchange/shared-ui';
import { accountSelectors, useAppSelector } from '@exchange/shared-auth';
import { whenSettled } from '../boot/whenIdle';
import { SETTLE_MS, usePreloadRemotes } from '../federation/usePreloadRemotes';
import { MyMarketDialog } from '../features/myMarket';
import { NoticesProvider } from '../features/notices';
import { ChangePasswordDialog } from '../features/password';
import { RealityCheck, useProfileSync } from '../features/profile';
import { InactivityWarning, OfflineBar, useInactivityTimers, useLogout } from '../features/session';
import { StakeButtonsDialog, useStakeButtonsSync } from '../features/stakeButtons';

/**
 * The root of every route: the session's polling, idle timers and popups live here, once, so that
 * moving between a framed page and a frameless one (`/` → `/confirm`) never remounts them. A popup
 * remounted mid-typing would lose what the player typed.
 */
export function SessionRoot() {
  const player = useAppSelector(accountSelectors.selectUserData)?.username ?? null;
  const loggedIn = player !== null;
  // A player who signs in gets the language they chose before (docs/decisions/0041-english-and-hindi.md).
  useEffect(() => {
    if (player) applyPlayerLanguage(player);
  }, [player]);
  useProfileSync();
  usePreloadRemotes(loggedIn);
  useStakeButtonsSync();
  const logout = useLogout();
  const { warning, stillHere } = useInactivityTimers(loggedIn, logout);
  // A player's popups load when first shown; once the first page has settled they load at idle, so
  // that one opens at once when the player asks for it (issue 12). A visitor has none of them.
  useEffect(() => {
    if (!loggedIn) return undefined;
    return whenSettled(() => {
      for (const popup of [ChangePasswordDialog, StakeButtonsDialog, MyMarketDialog, InactivityWarning])
        void popup.preload();
    }, SETTLE_MS);
  }, [loggedIn]);

  return (
    <NoticesProvider>
      <OfflineBar />
      <Outlet />
      <ChangePasswordDialog />
      <StakeButtonsDialog />
      <MyMarketDialog />
      {warning ? <InactivityWarning onStay={stillHere} /> : null}
      <RealityCheck />
    </NoticesProvider>
  );
}
