import { memo, useCallback } from 'react';
import { formatAmount } from '@exchange/shared-ui';
import type { RunnerOdds } from './matchTypes';
import { MarketHead, plSign, rateCellStyles, suspendableNameClass, type HeadCell } from './RateCell';
import { RunnerRow, type PairSide } from './RunnerRow';
import { RateFlashStyles } from './rateFlash';

export const TEAM_MAX_LABEL = 'TEAM: MAX 200000';
const COLUMNS = '1fr 64px 64px 84px';
const HEAD: readonly HeadCell[] = [
  { label: TEAM_MAX_LABEL },
  { label: 'LAGAI', side: 'back' },
  { label: 'KHAI', side: 'lay' },
  { label: 'POSITION', align: 'end' },
];
const SIDES: readonly [PairSide, PairSide] = [
  { side: 'back', word: 'LAGAI', testId: 'lagai' },
  { side: 'lay', word: 'KHAI', testId: 'khai' },
];

type PickFn = (runner: RunnerOdds, side: 'back' | 'lay') => void;

/** The player's position on a team (and what the slip would make it): re-rendered when it changes, not with every rate. */
const Position = memo(function Position({ position, projected }: { position: number; projected: number | undefined }) {
  return (
    <div className={rateCellStyles.position}>
      <p className={`${rateCellStyles.pl} ${rateCellStyles.bold}`} data-pl={plSign(position)} data-testid="position">
        {formatAmount(position)}
      </p>
      {projected !== undefined ? (
        <p
          className={`${rateCellStyles.pl} ${rateCellStyles.xs}`}
          data-pl={plSign(projected)}
          data-testid="projected-position"
        >
          {formatAmount(projected)}
        </p>
      ) : null}
    </div>
  );
});

const BookmakerRow = memo(function BookmakerRow({
  runner,
  position,
  projected,
  onPick,
}: {
  runner: RunnerOdds;
  position: number;
  projected: number | undefined;
  onPick: PickFn;
}) {
  const pick = useCallback((side: 'back' | 'lay') => onPick(runner, side), [onPick, runner]);
  return (
    <RunnerRow
      runner={runner}
      columns={COLUMNS}
      sides={SIDES}
      onPick={pick}
      data-testid="bookmaker-row"
      data-runner={runner.runnerName}
      name={
        // While suspended the name keeps clear of the word at the end of its column (it may wrap).
        <p className={`${suspendableNameClass} ${rateCellStyles.teamName}`}>{runner.runnerName}</p>
      }
      after={<Position position={position} projected={projected} />}
    />
  );
});

type Props = {
  runners: readonly RunnerOdds[];
  positions: ReadonlyMap<number, number>;
  projected: ReadonlyMap<number, number> | null;
  onPick: PickFn;
};

/** The bookmaker market: TEAM, LAGAI, KHAI and the player's POSITION per team (spec section 2). */
export function BookmakerTable({ runners, positions, projected, onPick }: Props) {
  return (
    <div className={rateCellStyles.table} data-testid="bookmaker-table">
      <RateFlashStyles />
      <MarketHead columns={COLUMNS} cells={HEAD} sticky />
      {runners.map((runner) => (
        <BookmakerRow
          key={runner.selectionId}
          runner={runner}
          position={positions.get(runner.selectionId) ?? 0}
          projected={projected?.get(runner.selectionId)}
          onPick={onPick}
        />
      ))}
    </div>
  );
}
