import type { SelectedBet } from '@exchange/shared-auth';
import { formatAmount, useT, useTranslateText, xsButtonClass } from '@exchange/shared-ui';
import styles from './betslip.module.css';
import { slipMode } from './slipRules';

/**
 * While a one-click bet's delay runs: what is about to be placed and the Undo that stops it. Plain
 * elements (betslip.module.css, shared-ui's small button), drawn as Chakra drew them: it shows the
 * moment a rate is picked, which on a cold match may be before any Chakra has loaded (issue 12).
 * On a phone it sits fixed at the foot of the screen, else at the top of the slip's column.
 */
export function UndoBar({ bet, onUndo, fixed }: { bet: SelectedBet; onUndo: () => void; fixed: boolean }) {
  const t = useT();
  const tx = useTranslateText();
  const text = t('slip.placing', {
    amount: formatAmount(bet.amount),
    mode: slipMode(bet),
    runner: bet.runnerName,
    price: bet.selectedOdd,
  });
  return (
    <div className={styles.undo} data-placement={fixed ? 'fixed' : 'sticky'} role="status" data-testid="one-click-undo">
      <div className={styles.undoRow}>
        <p className={styles.undoText}>{text}</p>
        <button type="button" className={xsButtonClass} data-variant="solid" onClick={onUndo}>
          {tx('Undo')}
        </button>
      </div>
    </div>
  );
}
