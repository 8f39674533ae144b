import frame from './frame.module.css';
import { useT } from './i18n/translate';
import { NavEntries } from './NavEntries';
import type { NavItem } from './navItems';

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
  return (
    <nav aria-label={t('frame.mainNavigation')} className={`${frame.sidebar} ${frame.desktopOnly}`}>
      <NavEntries items={items} activePath={activePath} onLogout={onLogout} />
    </nav>
  );
}
