import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { accountSelectors, announcementSelectors, signOut, useAppDispatch, useAppSelector } from '@exchange/shared-auth';
import { AppFooter, AppHeader, AppLayout, BottomNav, Marquee, NAV_ITEMS, Sidebar, formatUserLabel, useBrand } from '@exchange/shared-ui';
import { useAnnouncement } from '../features/announcement/useAnnouncement';
import { headerTitle, isFramelessPath } from './headerTitle';

/** Header, marquee, sidebar, bottom navigation and footer around every logged-in screen. */
export function AppFrame() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const brand = useBrand();
  const user = useAppSelector(accountSelectors.selectUserData);
  const announcement = useAppSelector(announcementSelectors.selectAnnouncement);
  useAnnouncement();

  const logout = () => {
    dispatch(signOut());
    navigate('/', { replace: true });
  };

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
