import { useMemo, useState } from 'react';
import { Link as RouterLink, Outlet, useLocation } from '@exchange/shared-ui/router';
import { accountSelectors, announcementSelectors, useAppSelector } from '@exchange/shared-auth';
import {
  AppFooter,
  AppHeader,
  AppLayout,
  BottomNav,
  Marquee,
  LanguageSwitch,
  PhoneMenu,
  Sidebar,
  formatUserLabel,
  headerButtonClass,
  useBrand,
  useT,
} from '@exchange/shared-ui';
import { useAnnouncement } from '../features/announcement';
import { MyMarketButton } from '../features/myMarket';
import { NoticesBell } from '../features/notices';
import { useLogout } from '../features/session';
import { useRemotes } from '../federation/useRemotes';
import { isFramelessPath } from './headerTitle';
import { navItemsFor } from './navItems';
import { useHeaderTitle } from './useHeaderTitle';

/** The language switch on the brand bar: the bar's own colours, a 44 px tap target. */
const HEADER_SWITCH = {
  background: 'none',
  border: '1px solid currentColor',
  borderRadius: 6,
  color: 'inherit',
  padding: '0 10px',
  minHeight: 44,
  minWidth: 44,
  fontSize: 13,
  cursor: 'pointer',
  flexShrink: 0,
} as const;

/** A visitor's way in from the header: the login screen (docs/decisions/0025-login-and-session.md). */
function VisitorLogin() {
  const t = useT();
  return (
    <RouterLink to="/" className={headerButtonClass} data-variant="solid" data-testid="header-login">
      {t('frame.login')}
    </RouterLink>
  );
}

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
  const [menuOpen, setMenuOpen] = useState(false);

  // Popups, polling and idle timers live in SessionRoot, above every route.
  if (isFramelessPath(pathname)) return <Outlet />;

  return (
    <AppLayout
      header={
        <AppHeader
          title={title}
          onMenuClick={() => setMenuOpen(true)}
          account={
            user
              ? { balance: user.balance, liability: user.liability, userName: formatUserLabel(user.username) }
              : undefined
          }
          actions={
            <>
              <LanguageSwitch player={user?.username} compact style={HEADER_SWITCH} />
              {user ? (
                <>
                  <MyMarketButton />
                  <NoticesBell />
                </>
              ) : (
                <VisitorLogin />
              )}
            </>
          }
        />
      }
      marquee={<Marquee text={announcement} />}
      sidebar={<Sidebar items={sidebarItems} activePath={pathname} onLogout={user ? logout : undefined} />}
      bottomNav={
        <>
          <BottomNav items={bottomItems} activePath={pathname} onLogout={user ? logout : undefined} />
          <PhoneMenu
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            items={sidebarItems}
            activePath={pathname}
            onLogout={user ? logout : undefined}
          />
        </>
      }
      footer={<AppFooter brandName={brand.name} />}
    >
      <Outlet />
    </AppLayout>
  );
}
