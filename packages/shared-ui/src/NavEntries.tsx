import { Link as RouterLink } from './router';
import frame from './frame.module.css';
import { useTranslateText } from './i18n/translate';
import { NavEndEntry } from './NavEndEntry';
import { isNavItemActive, type NavItem } from './navItems';

export type NavEntriesProps = {
  items: readonly NavItem[];
  activePath: string;
  /** Logout's handler; without one (a visitor) the last entry is 'Login', which opens the login screen. */
  onLogout?: (() => void) | undefined;
  /** Called when an entry is taken (the phone's menu closes). */
  onPick?: () => void;
};

/** The sidebar's list: its items (the current page marked), then Logout or Login. The sidebar and the phone's menu draw it. */
export function NavEntries({ items, activePath, onLogout, onPick }: NavEntriesProps) {
  const tx = useTranslateText();
  return (
    <ul className={frame.navList}>
      {items.map((item) => (
        <li key={item.to}>
          <RouterLink
            to={item.to}
            className={frame.sideEntry}
            aria-current={isNavItemActive(item.to, activePath) ? 'page' : undefined}
            onClick={onPick}
          >
            {item.icon ? <span className={frame.sideIcon}>{item.icon}</span> : null}
            {tx(item.label)}
          </RouterLink>
        </li>
      ))}
      <li>
        <NavEndEntry
          onLogout={
            onLogout && onPick
              ? () => {
                  onPick();
                  onLogout();
                }
              : onLogout
          }
          entryClass={frame.sideEntry}
          iconClass={frame.sideIcon}
        />
      </li>
    </ul>
  );
}
