import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { accountSelectors, announcementSelectors, signOut, useAppDispatch, useAppSelector } from '@exchange/shared-auth';
import { AppFooter, AppHeader, AppLayout, BottomNav, Marquee, NAV_ITEMS, Sidebar, formatUserLabel, useBrand } from '@exchange/shared-ui';
import { useAnnouncement } from '../features/announcement/useAnnouncement';
import { ChangePasswordDialog } from '../features/password/ChangePasswordDialog';
import { useProfileSync } from '../features/profile/useProfileSync';
import { InactivityWarning } from '../features/session/InactivityWarning';
import { useInactivityTimers } from '../features/session/useInactivityTimers';
import { StakeButtonsDialog } from '../features/stakeButtons/StakeButtonsDialog';
import { useStakeButtonsSync } from '../features/stakeButtons/useStakeButtonsSync';
import { headerTitle, isFramelessPath } from './headerTitle';

/** Header, marquee, sidebar, bottom navigation and footer around every logged-in screen. */
export function AppFrame() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const brand = useBrand();
  const user = useAppSelector(accountSelectors.selectUserData);
  const announcement = useAppSelector(announcementSelectors.selectAnnouncement);
  const loggedIn = user !== null;
  useProfileSync();
  useStakeButtonsSync();
  useAnnouncement();

  const logout = () => {
    dispatch(signOut());
    navigate('/', { replace: true });
  };
  const { warning, stillHere } = useInactivityTimers(loggedIn, logout);

  const overlays = (
    <>
      <ChangePasswordDialog />
      <StakeButtonsDialog />
      {warning ? <InactivityWarning onStay={stillHere} /> : null}
    </>
  );

  if (isFramelessPath(pathname)) {
    return (
      <>
        <Outlet />
        {overlays}
      </>
    );
  }

  return (
    <AppLayout
      header={
        <AppHeader
          title={headerTitle(pathname)}
          balance={user?.balance ?? 0}
          liability={user?.liability ?? 0}
          userName={formatUserLabel(user?.username ?? '')}
        />
      }
      marquee={<Marquee text={announcement} />}
      sidebar={<Sidebar items={NAV_ITEMS} activePath={pathname} onLogout={logout} />}
      bottomNav={<BottomNav items={NAV_ITEMS} activePath={pathname} onLogout={logout} />}
      footer={<AppFooter brandName={brand.name} />}
    >
      <Outlet />
      {overlays}
    </AppLayout>
  );
}
