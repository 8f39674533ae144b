import { Link as RouterLink } from './router';
import { useT } from './i18n/translate';
import { LoginIcon, LogoutIcon } from './icons';

export type NavEndEntryProps = {
  /** Logout's handler; without one (a visitor) the entry is 'Login', which opens the login screen. */
  onLogout?: (() => void) | undefined;
  /** The classes of the navigation's own entries and their icons (Sidebar, BottomNav; a CSS module's). */
  entryClass: string | undefined;
  iconClass: string | undefined;
};

/** The last entry of the sidebar and the bottom navigation: Logout for a player, Login for a visitor. */
export function NavEndEntry({ onLogout, entryClass, iconClass }: NavEndEntryProps) {
  const t = useT();
  return onLogout ? (
    <button type="button" className={entryClass} onClick={onLogout}>
      <span className={iconClass}>
        <LogoutIcon />
      </span>
      {t('frame.logout')}
    </button>
  ) : (
    <RouterLink to="/" className={entryClass}>
      <span className={iconClass}>
        <LoginIcon />
      </span>
      {t('frame.login')}
    </RouterLink>
  );
}
