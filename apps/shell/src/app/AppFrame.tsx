import { useMemo } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { accountSelectors, announcementSelectors, useAppSelector } from '@exchange/shared-auth';
import {
  AppFooter,
  AppHeader,
  AppLayout,
  BottomNav,
  Marquee,
  Sidebar,
  formatUserLabel,
  useBrand,
} from '@exchange/shared-ui';
import { useAnnouncement } from '../features/announcement';
import { MyMarketButton } from '../features/myMarket';
import { NoticesBell } from '../features/notices';
import { useLogout } from '../features/session';
import { useRemotes } from '../federation/useRemotes';
import { isFramelessPath } from './headerTitle';
import { navItemsFor } from './navItems';
import { useHeaderTitle } from './useHeaderTitle';

/**
 * Header, marquee, sidebar, bottom navigation and footer around every logged-in screen. Titles and
 * navigation come from the shell's own routes and what the loaded remotes declare (contract 1.3),
 * so every remote's route module is loaded once a framed page shows.
 */
export function AppFrame() {
  const { pathname } = useLocation();
  const brand = useBrand();
  const user = useAppSelector(accountSelectors.selectUserData);
  const announcement = useAppSelector(announcementSelectors.selectAnnouncement);
  useAnnouncement();

  const logout = useLogout();
  const remotes = useRemotes({ load: !isFramelessPath(pathname) });
  const title = useHeaderTitle(pathname, remotes);
  const sidebarItems = useMemo(() => navItemsFor('sidebar', remotes), [remotes]);
  const bottomItems = useMemo(() => navItemsFor('bottom', remotes), [remotes]);

  // Popups, polling and idle timers live in SessionRoot, above every route.
  if (isFramelessPath(pathname)) return <Outlet />;

  return (
    <AppLayout
      header={
        <AppHeader
          title={title}
          balance={user?.balance ?? 0}
          liability={user?.liability ?? 0}
          userName={formatUserLabel(user?.username ?? '')}
          actions={
            <>
              <MyMarketButton />
              <NoticesBell />
            </>
          }
        />
      }
      marquee={<Marquee text={announcement} />}
      sidebar={<Sidebar items={sidebarItems} activePath={pathname} onLogout={logout} />}
      bottomNav={<BottomNav items={bottomItems} activePath={pathname} onLogout={logout} />}
      footer={<AppFooter brandName={brand.name} />}
    >
      <Outlet />
    </AppLayout>
  );
}
