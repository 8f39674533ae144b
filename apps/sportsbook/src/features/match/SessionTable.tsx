import { memo, useCallback } from 'react';
import { formatAmount, NoData, useT, useTranslateText } from '@exchange/shared-ui';
import type { RunnerOdds } from './matchTypes';
import { MarketHead, RateCell, SuspendedOverlay, rateCellStyles, suspendedRow, type HeadCell } from './RateCell';
import { RateFlashStyles } from './rateFlash';

export const SESSION_MAX_LABEL = 'Max: 50000';
const COLUMNS = '1fr 64px 64px';
const ROW_STYLE = { gridTemplateColumns: COLUMNS };
const HEAD: readonly HeadCell[] = [{ label: 'SESSION' }, { label: 'NO', side: 'lay' }, { label: 'YES', side: 'back' }];

type PickFn = (runner: RunnerOdds, side: 'back' | 'lay') => void;

const SessionRow = memo(function SessionRow({
  runner,
  exposure,
  onPick,
  onLadder,
}: {
  runner: RunnerOdds;
  exposure: number | undefined;
  onPick: PickFn;
  onLadder: (runner: RunnerOdds) => void;
}) {
  const suspended = runner.status !== 'ACTIVE';
  // Fancy: NO is the lay side, YES the back side (spec section 4).
  const no = useCallback(() => onPick(runner, 'lay'), [onPick, runner]);
  const yes = useCallback(() => onPick(runner, 'back'), [onPick, runner]);
  const t = useT();
  const tx = useTranslateText();
  return (
    <div
      className={rateCellStyles.row}
      style={ROW_STYLE}
      data-testid="session-row"
      data-session={runner.runnerName}
      {...suspendedRow(suspended)}
    >
      <div className={rateCellStyles.sessionFigures}>
        <p className={rateCellStyles.sessionName}>{runner.runnerName}</p>
        <div className={rateCellStyles.sessionMeta}>
          <p>{tx(SESSION_MAX_LABEL)}</p>
          {exposure !== undefined ? (
            <button
              type="button"
              className={rateCellStyles.exposure}
              data-pl={exposure < 0 ? 'negative' : 'positive'}
              onClick={() => onLadder(runner)}
              data-testid="session-exposure"
            >
              {formatAmount(exposure)}
            </button>
          ) : null}
        </div>
      </div>
      <div className={rateCellStyles.pair}>
        <RateCell
          rate={runner.lay1}
          size={runner.laySize1}
          side="lay"
          disabled={suspended}
          onPick={no}
          testId="session-no"
          label={t('price.at', { side: tx('NO'), runner: runner.runnerName })}
        />
        <RateCell
          rate={runner.back1}
          size={runner.backSize1}
          side="back"
          disabled={suspended}
          onPick={yes}
          testId="session-yes"
          label={t('price.at', { side: tx('YES'), runner: runner.runnerName })}
        />
      </div>
      <SuspendedOverlay columns={COLUMNS} align="end" />
    </div>
  );
});

type Props = {
  sessions: readonly RunnerOdds[];
  exposures: ReadonlyMap<string, number>;
  onPick: PickFn;
  onLadder: (runner: RunnerOdds) => void;
};

/** SESSION, NO, YES; each row with its name, 'Max: 50000' and the player's exposure (opens the ladder). */
export function SessionTable({ sessions, exposures, onPick, onLadder }: Props) {
  return (
    <div className={rateCellStyles.table} data-testid="session-table">
      <RateFlashStyles />
      <MarketHead columns={COLUMNS} cells={HEAD} />
      {sessions.length === 0 ? <NoData /> : null}
      {sessions.map((runner) => (
        <SessionRow
          key={runner.marketId}
          runner={runner}
          exposure={exposures.get(runner.marketId)}
          onPick={onPick}
          onLadder={onLadder}
        />
      ))}
    </div>
  );
}
