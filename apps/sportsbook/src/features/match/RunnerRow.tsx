import { useCallback } from 'react';
import { useT, useTranslateText } from '@exchange/shared-ui';
import type { RunnerOdds } from './matchTypes';
import { RateCell, rateCellStyles } from './RateCell';

/** One of a row's two prices: its side, the word a player knows it by on this market, its test id, and whether its size shows. */
export type PairSide = { side: 'back' | 'lay'; word: string; testId: string; sized?: boolean };

/**
 * A bookmaker team's or a session line's two prices side by side, in the market's order (LAGAI then
 * KHAI, NO then YES), each named for a screen reader by its word and the runner ('LAGAI India').
 * `sides` is a module constant: the cells' labels and test ids, not the rates.
 */
export function RatePair({
  runner,
  sides,
  disabled,
  onPick,
}: {
  runner: RunnerOdds;
  sides: readonly [PairSide, PairSide];
  disabled: boolean;
  onPick: (side: 'back' | 'lay') => void;
}) {
  const t = useT();
  const tx = useTranslateText();
  const pickBack = useCallback(() => onPick('back'), [onPick]);
  const pickLay = useCallback(() => onPick('lay'), [onPick]);
  return (
    <div className={rateCellStyles.pair}>
      {sides.map(({ side, word, testId, sized }) => (
        <RateCell
          key={side}
          rate={side === 'back' ? runner.back1 : runner.lay1}
          size={sized ? (side === 'back' ? runner.backSize1 : runner.laySize1) : undefined}
          side={side}
          disabled={disabled}
          onPick={side === 'back' ? pickBack : pickLay}
          testId={testId}
          label={t('price.at', { side: tx(word), runner: runner.runnerName })}
        />
      ))}
    </div>
  );
}
