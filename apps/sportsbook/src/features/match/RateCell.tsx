import { memo } from 'react';
import { flashAttribute, useFlash } from './rateFlash';
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
      className={rateCellClass(side)}
      data-rate-cell=""
      data-testid={testId}
      onClick={disabled || !(rate > 0) ? undefined : onPick}
    >
      <span className={styles.srOnly}>{label}</span>
      <span className={styles.rate} data-rate="" {...flashAttribute(flash)}>
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

/**
 * The classes of a price cell (also Match Odds' PriceCell): plain CSS, not per-cell Chakra styles.
 * A suspended row's cells look disabled through the row's `data-suspended` (suspendedRow), so a
 * status change rewrites one attribute, not every cell's classes (issue 12).
 */
export function rateCellClass(side: 'back' | 'lay'): string {
  return `${styles.cell} ${side === 'back' ? styles.back : styles.lay}`;
}

/**
 * What a market row puts on its own element: `data-suspended` while the row is suspended (Match
 * Odds puts it on its table instead: its market suspends as one). The stylesheet shows the row's
 * SUSPENDED veil, keeps the name clear of its word and draws the cells as disabled from that one
 * attribute.
 */
export function suspendedRow(suspended: boolean): { 'data-suspended'?: '' } {
  return suspended ? { 'data-suspended': '' } : {};
}

/** The name column's class: its end padding makes room for the word SUSPENDED on a suspended row. */
export const suspendableNameClass = styles.suspendableName;

export { styles as rateCellStyles };

/**
 * The translucent 'SUSPENDED' cover across a market row (DESIGN: "a translucent overlay with
 * 'SUSPENDED' across the row"): a light veil over the whole row, so the team or session name and
 * the last rates stay readable beneath it (issue 16). The word sits at the end of the name column
 * (`align`: level with a one-line team name, on a session's second line), never over a rate.
 * It takes no clicks: the rate cells are disabled under it, and a session's exposure still opens
 * its ladder. `columns` is the row's grid. Every row has one, drawn only while the row (or Match
 * Odds' table) carries `data-suspended` (suspendedRow): a market suspending and reopening writes one
 * attribute instead of mounting and removing the cover (issue 12).
 */
export const SuspendedOverlay = memo(function SuspendedOverlay({
  columns,
  align = 'center',
}: {
  columns: string;
  align?: 'center' | 'end';
}) {
  const tx = useTranslateText();
  return (
    <div
      className={styles.veil}
      style={{ gridTemplateColumns: columns, background: 'rgba(45, 55, 72, 0.18)', pointerEvents: 'none' }}
      data-testid="suspended"
    >
      <span className={styles.veilWord} data-align={align}>
        {tx('SUSPENDED')}
      </span>
    </div>
  );
});

/** A header cell of a rate table: its label, the side whose colour it wears, and the columns it spans. */
export type HeadCell = { label: string; side?: 'back' | 'lay'; align?: 'center' | 'end'; span?: string };

/**
 * The header row of a rate table (bookmaker, session, Match Odds): memoised, so it never re-renders
 * with the rates (issue 12). Give it module constants: `cells` is compared by identity.
 */
export const MarketHead = memo(function MarketHead({
  columns,
  cells,
  sticky = false,
}: {
  columns: string;
  cells: readonly HeadCell[];
  sticky?: boolean;
}) {
  const tx = useTranslateText();
  return (
    <div className={styles.head} style={{ gridTemplateColumns: columns }} data-sticky={sticky ? '' : undefined}>
      {cells.map(({ label, side, align, span }) => (
        <p
          key={label}
          className={styles.headCell}
          style={span ? { gridColumn: span } : undefined}
          data-side={side}
          data-align={side ? undefined : align}
        >
          {tx(label)}
        </p>
      ))}
    </div>
  );
});

/** How a profit-or-loss figure is coloured: by its sign (`.pl` in rateCell.module.css). */
export function plSign(value: number): 'positive' | 'negative' | 'zero' {
  return value > 0 ? 'positive' : value < 0 ? 'negative' : 'zero';
}
