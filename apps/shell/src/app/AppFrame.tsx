import { Outlet, useLocation } from 'react-router-dom';
import { accountSelectors, announcementSelectors, useAppSelector } from '@exchange/shared-auth';
import { AppFooter, AppHeader, AppLayout, BottomNav, Marquee, NAV_ITEMS, Sidebar, formatUserLabel, useBrand } from '@exchange/shared-ui';
import { useAnnouncement } from '../features/announcement/useAnnouncement';
import { useLogout } from '../features/session/useLogout';
import { headerTitle, isFramelessPath } from './headerTitle';

/** Header, marquee, sidebar, bottom navigation and footer around every logged-in screen. */
export function AppFrame() {
  const { pathname } = useLocation();
  const brand = useBrand();
  const user = useAppSelector(accountSelectors.selectUserData);
  const announcement = useAppSelector(announcementSelectors.selectAnnouncement);
  useAnnouncement();

  const logout = useLogout();

  // Popups, polling and idle timers live in SessionRoot, above every route.
  if (isFramelessPath(pathname)) return <Outlet />;

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
    </AppLayout>
  );
}
