import { useEffect, useRef } from 'react';
import frame from './frame.module.css';
import { useT } from './i18n/translate';
import { NavEntries } from './NavEntries';
import type { NavItem } from './navItems';

export type PhoneMenuProps = {
  open: boolean;
  onClose: () => void;
  /** The sidebar's items: on a phone every page the sidebar offers is one tap from the header's menu. */
  items: readonly NavItem[];
  activePath: string;
  onLogout?: () => void;
};

/**
 * The phone's menu (below the `lg` breakpoint), opened from the header's menu button: the
 * sidebar's entries, which the bottom navigation has no room for. A native modal `<dialog>`: the
 * browser keeps focus inside it, closes it on Escape and puts it on the top layer; plain elements
 * (`frame.module.css`), as the rest of the frame.
 */
export function PhoneMenu({ open, onClose, items, activePath, onLogout }: PhoneMenuProps) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    else if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className={`${frame.phoneMenu} ${frame.phoneOnly}`}
      aria-label={t('frame.menu')}
      data-testid="phone-menu"
      onClose={onClose}
      // A tap on the backdrop lands on the dialog itself, outside its panel.
      onClick={(event) => (event.target === dialog.current ? onClose() : undefined)}
    >
      <div className={frame.phoneMenuPanel}>
        <div className={frame.phoneMenuHead}>
          <span>{t('frame.menu')}</span>
          <button type="button" className={frame.phoneMenuClose} aria-label={t('common.close')} onClick={onClose}>
            ×
          </button>
        </div>
        <nav aria-label={t('frame.mainNavigation')}>
          <NavEntries items={items} activePath={activePath} onLogout={onLogout} onPick={onClose} />
        </nav>
      </div>
    </dialog>
  );
}
