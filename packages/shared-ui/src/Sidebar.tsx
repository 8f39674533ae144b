import { Link as RouterLink } from './router';
import frame from './frame.module.css';
import { useT, useTranslateText } from './i18n/translate';
import { NavEndEntry } from './NavEndEntry';
import { isNavItemActive, type NavItem } from './navItems';

export type SidebarProps = {
  items: readonly NavItem[];
  /** The current location's path; the item it falls under is marked as the current page. */
  activePath: string;
  /** Logout's handler; without one (a visitor) the last entry is 'Login', which opens the login screen. */
  onLogout?: () => void;
};

/**
 * Desktop navigation (from the `lg` breakpoint): the items, then Logout (Login for a visitor).
 * Plain elements (`frame.module.css`): it is drawn on every page.
 */
export function Sidebar({ items, activePath, onLogout }: SidebarProps) {
  const t = useT();
  const tx = useTranslateText();
  return (
    <nav aria-label={t('frame.mainNavigation')} className={`${frame.sidebar} ${frame.desktopOnly}`}>
      <ul className={frame.navList}>
        {items.map((item) => (
          <li key={item.to}>
            <RouterLink
              to={item.to}
              className={frame.sideEntry}
              aria-current={isNavItemActive(item.to, activePath) ? 'page' : undefined}
            >
              {item.icon ? <span className={frame.sideIcon}>{item.icon}</span> : null}
              {tx(item.label)}
            </RouterLink>
          </li>
        ))}
        <li>
          <NavEndEntry onLogout={onLogout} entryClass={frame.sideEntry} iconClass={frame.sideIcon} />
        </li>
      </ul>
    </nav>
  );
}
