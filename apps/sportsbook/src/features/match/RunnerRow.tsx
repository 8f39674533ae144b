import { useCallback, useMemo, type ReactNode } from 'react';
import { useT, useTranslateText } from '@exchange/shared-ui';
import type { RunnerOdds } from './matchTypes';
import { RateCell, SuspendedOverlay, rateCellStyles, suspendedRow } from './RateCell';

/** One of a row's two prices: its side, the word a player knows it by on this market, its test id, and whether its size shows. */
export type PairSide = { side: 'back' | 'lay'; word: string; testId: string; sized?: boolean };

type Props = {
  runner: RunnerOdds;
  /** The row's grid (a module constant), which its SUSPENDED veil spans too. */
  columns: string;
  /** Its two prices in the market's order (LAGAI then KHAI, NO then YES): a module constant. */
  sides: readonly [PairSide, PairSide];
  onPick: (side: 'back' | 'lay') => void;
  /** What stands before the prices: the team's or the line's name. */
  name: ReactNode;
  /** What stands after them: the team's position. */
  after?: ReactNode;
  /** Where the veil's word sits: level with a one-line name, or on a line's second line. */
  veilAlign?: 'center' | 'end';
} & { [data: `data-${string}`]: string | undefined };

/**
 * A bookmaker team's or a session line's row: its name, its two prices (each named for a screen
 * reader by its side's word and the runner, 'LAGAI India'), what follows them, and the SUSPENDED
 * veil across it while the runner is not active, when its prices take no clicks.
 */
export function RunnerRow({ runner, columns, sides, onPick, name, after, veilAlign, ...data }: Props) {
  const t = useT();
  const tx = useTranslateText();
  const suspended = runner.status !== 'ACTIVE';
  const style = useMemo(() => ({ gridTemplateColumns: columns }), [columns]);
  const pickBack = useCallback(() => onPick('back'), [onPick]);
  const pickLay = useCallback(() => onPick('lay'), [onPick]);
  return (
    <div className={rateCellStyles.row} style={style} {...data} {...suspendedRow(suspended)}>
      {name}
      <div className={rateCellStyles.pair}>
        {sides.map(({ side, word, testId, sized }) => (
          <RateCell
            key={side}
            rate={side === 'back' ? runner.back1 : runner.lay1}
            size={sized ? (side === 'back' ? runner.backSize1 : runner.laySize1) : undefined}
            side={side}
            disabled={suspended}
            onPick={side === 'back' ? pickBack : pickLay}
            testId={testId}
            label={t('price.at', { side: tx(word), runner: runner.runnerName })}
          />
        ))}
      </div>
      {after}
      <SuspendedOverlay columns={columns} align={veilAlign} />
    </div>
  );
}
