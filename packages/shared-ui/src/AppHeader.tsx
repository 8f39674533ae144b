import type { ReactNode } from 'react';
import type { Brand } from './brands';
import { useBrand } from './brandContext';
import { formatAmount, formatWallet } from './formatters';
import frame from './frame.module.css';
import { MenuIcon } from './icons';
import { useT, useTranslateText } from './i18n/translate';

export type AppHeaderProps = {
  /** The page's header title (the spec's title by path prefix). */
  title: string;
  /** Defaults to the brand of the surrounding `UiProvider` / `BrandScope`. */
  brand?: Brand;
  /** The signed-in player's figures; a visitor (none) is shown no wallet, exposure or name. */
  account?: {
    balance: number;
    /** Money at risk: zero or negative. */
    liability: number;
    /** Already formatted, e.g. with `formatUserLabel`: 'Ravi (C1001)'. */
    userName: string;
  };
  onMenuClick?: () => void;
  /** Shown between the title and the wallet, e.g. the shell's notification bell. */
  actions?: ReactNode;
};

/** The look of a button on the brand bar (Chakra's button, size sm): `data-variant` picks the kind. */
export const headerButtonClass = frame.headerButton;

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <span className={frame.figure}>
      <span className={frame.figureLabel}>{label} </span>
      <span className={frame.figureValue} data-testid={testId}>
        {value}
      </span>
    </span>
  );
}

/**
 * The brand bar: logo (desktop) and page title at the left; wallet (balance + liability),
 * exposure and the user at the right, always visible to a player as the spec's header requires.
 * Plain elements (`frame.module.css`): it is drawn on every page.
 */
export function AppHeader({ title, brand, account, onMenuClick, actions }: AppHeaderProps) {
  const contextBrand = useBrand();
  const shownBrand = brand ?? contextBrand;
  const t = useT();
  const tx = useTranslateText();
  return (
    // On the smallest phones (320 px) the player's figures wrap under the controls, never off-screen.
    <header className={frame.header}>
      <div className={frame.titleGroup}>
        {/* On a phone the menu opens from beside the title, on the title's own line. */}
        {onMenuClick ? (
          <button
            type="button"
            className={`${frame.headerButton} ${frame.phoneOnly}`}
            data-variant="ghost"
            aria-label={t('frame.openMenu')}
            onClick={onMenuClick}
          >
            <MenuIcon />
          </button>
        ) : null}
        <p className={`${frame.logo} ${frame.desktopOnly}`}>{shownBrand.logoText}</p>
        <div className={`${frame.divider} ${frame.desktopOnly}`} />
        <p className={frame.title} data-testid="header-title">
          {tx(title)}
        </p>
      </div>
      {actions}
      {account ? <AccountFigures {...account} /> : null}
    </header>
  );
}

function AccountFigures({ balance, liability, userName }: NonNullable<AppHeaderProps['account']>) {
  const t = useT();
  return (
    <div className={frame.figures}>
      <Figure label={t('frame.wallet')} value={formatWallet(balance, liability)} testId="header-wallet" />
      <Figure label={t('frame.exposure')} value={formatAmount(liability)} testId="header-exposure" />
      <span className={frame.user} data-testid="header-user">
        {userName}
      </span>
    </div>
  );
}
