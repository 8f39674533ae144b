import { Grid, Text } from '@exchange/shared-ui/chakra';
import { memo } from 'react';
import { useFlash } from './rateFlash';
import { useTranslateText } from '@exchange/shared-ui';
import styles from './rateCell.module.css';

type Props = {
  rate: number;
  size?: number;
  side: 'back' | 'lay';
  disabled: boolean;
  onPick: () => void;
  testId: string;
  /** What the price is for, read before it by a screen reader ('LAGAI India at 1.95'). */
  label: string;
};

/** A LAGAI/YES (light blue) or KHAI/NO (pink) cell: the rate bold, the size small beneath; a moved rate flashes (rateFlash). */
export const RateCell = memo(function RateCell({ rate, size, side, disabled, onPick, testId, label }: Props) {
  const flash = useFlash(rate);
  return (
    <button
      type="button"
      className={rateCellClass(side, disabled)}
      data-rate-cell=""
      data-testid={testId}
      onClick={disabled || !(rate > 0) ? undefined : onPick}
    >
      <span className={styles.srOnly}>{label}</span>
      <span className={styles.rate} data-rate="" data-flash={flash}>
        {rate > 0 ? rate : '-'}
      </span>
      {size !== undefined ? (
        <span className={styles.size} aria-hidden>
          {size}
        </span>
      ) : null}
    </button>
  );
});

/** The classes of a price cell (also Match Odds' PriceCell): plain CSS, not per-cell Chakra styles. */
export function rateCellClass(side: 'back' | 'lay', disabled: boolean): string {
  return `${styles.cell} ${side === 'back' ? styles.back : styles.lay}${disabled ? ` ${styles.disabled}` : ''}`;
}

export { styles as rateCellStyles };

/**
 * The translucent 'SUSPENDED' cover across a market row (DESIGN: "a translucent overlay with
 * 'SUSPENDED' across the row"): a light veil over the whole row, so the team or session name and
 * the last rates stay readable beneath it (issue 16). The word sits at the end of the name column
 * (`align`: level with a one-line team name, on a session's second line), never over a rate.
 * It takes no clicks: the rate cells are disabled under it, and a session's exposure still opens
 * its ladder. `columns` is the row's grid.
 */
export function SuspendedOverlay({ columns, align = 'center' }: { columns: string; align?: 'center' | 'end' }) {
  const tx = useTranslateText();
  return (
    <Grid
      position="absolute"
      inset="0"
      templateColumns={columns}
      bg="rgba(45, 55, 72, 0.18)"
      pointerEvents="none"
      data-testid="suspended"
    >
      <Text
        gridColumn="1"
        justifySelf="end"
        alignSelf={align}
        px="2"
        py="0.5"
        color="red.700"
        fontWeight="bold"
        fontSize="2xs"
        letterSpacing="wider"
        textShadow="0 0 3px white, 0 0 2px white"
      >
        {tx('SUSPENDED')}
      </Text>
    </Grid>
  );
}
