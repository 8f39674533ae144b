import { useTranslateText } from '@exchange/shared-ui';
import styles from './betslip.module.css';
import type { SlipProps } from './DesktopSlipBody';
import { DesktopSlipBody } from './slipIslands';

/**
 * The slip beside the markets on screens of 768 px and wider. The spec's desktop shows only a
 * placeholder, which leaves desktop players no way to bet
 * (docs/decisions/0027-cricket-exchange-rules.md). The panel and the
 * empty slip are plain elements (betslip.module.css): they are on a live match's first render,
 * which builds no Chakra styles (issue 12). A filled slip's body keeps its Chakra components, in an
 * island of their own (slipIslands.tsx): a cold match loads no Chakra before its rates.
 */
export function DesktopBetSlip({ bet, ...props }: SlipProps) {
  const tx = useTranslateText();
  return (
    <div className={styles.slip} data-betslip="" data-testid="bet-slip">
      <p className={styles.slipTitle}>{tx('Bet Slip')}</p>
      {!bet ? (
        <p className={styles.slipEmpty}>{tx('Click a rate to place a bet')}</p>
      ) : (
        <DesktopSlipBody bet={bet} {...props} />
      )}
    </div>
  );
}
