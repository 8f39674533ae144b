import { Link as RouterLink } from './router';
import frame from './frame.module.css';
import { useT, useTranslateText } from './i18n/translate';
import { NavEndEntry } from './NavEndEntry';
import { isNavItemActive, type NavItem } from './navItems';

export type BottomNavProps = {
  items: readonly NavItem[];
  /** The current location's path; the item it falls under is marked as the current page. */
  activePath: string;
  /** Logout's handler; without one (a visitor) the last entry is 'Login', which opens the login screen. */
  onLogout?: () => void;
};

/**
 * Mobile navigation fixed to the bottom edge (hidden from the `lg` breakpoint): items, then Logout
 * (Login for a visitor). Its height (56 px) is kept free under the page by `AppLayout`. Plain
 * elements (`frame.module.css`): it is drawn on every page.
 */
export function BottomNav({ items, activePath, onLogout }: BottomNavProps) {
  const t = useT();
  const tx = useTranslateText();
  return (
    <nav aria-label={t('frame.bottomNavigation')} className={`${frame.bottomNav} ${frame.phoneOnly}`}>
      <ul className={frame.bottomList} style={{ gridTemplateColumns: `repeat(${items.length + 1}, minmax(0, 1fr))` }}>
        {items.map((item) => (
          <li key={item.to}>
            <RouterLink
              to={item.to}
              className={frame.bottomEntry}
              aria-label={tx(item.label)}
              aria-current={isNavItemActive(item.to, activePath) ? 'page' : undefined}
            >
              {item.icon ? <span className={frame.bottomIcon}>{item.icon}</span> : null}
              <span className={frame.bottomLabel}>{tx(item.shortLabel ?? item.label)}</span>
            </RouterLink>
          </li>
        ))}
        <li>
          <NavEndEntry onLogout={onLogout} entryClass={frame.bottomEntry} iconClass={frame.bottomIcon} />
        </li>
      </ul>
    </nav>
  );
}
