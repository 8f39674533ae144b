import { memo, useCallback } from 'react';
import { NORMAL_SESSION, type SessionType } from '@exchange/betting';
import { formatAmount, NoData, useT, useTranslateText, type MessageKey } from '@exchange/shared-ui';
import type { RunnerOdds } from './matchTypes';
import { MarketHead, rateCellStyles, type HeadCell } from './RateCell';
import { RunnerRow, type PairSide } from './RunnerRow';
import { RateFlashStyles } from './rateFlash';

export const SESSION_MAX_LABEL = 'Max: 50000';
const COLUMNS = '1fr 64px 64px';
const HEAD: readonly HeadCell[] = [{ label: 'SESSION' }, { label: 'NO', side: 'lay' }, { label: 'YES', side: 'back' }];
// Fancy: NO is the lay side, YES the back side (spec section 4); fancy1's cells are its odds.
const SIDES: readonly [PairSide, PairSide] = [
  { side: 'lay', word: 'NO', testId: 'session-no', sized: true },
  { side: 'back', word: 'YES', testId: 'session-yes', sized: true },
];

/** A session line with its type (spec section 9), as a row hands it to the slip and the ladder. */
export type SessionPick = { runner: RunnerOdds; gameType: SessionType };
type PickFn = (runner: RunnerOdds, side: 'back' | 'lay', gameType: SessionType) => void;
const NO_TYPES: ReadonlyMap<string, SessionType> = new Map();

/** The catalogue's name of each session type, shown on its rows (a Normal row shows none, as the spec's table). */
export const SESSION_TYPE_LABELS: Readonly<Record<SessionType, MessageKey>> = {
  Normal: 'session.typeNormal',
  'Over By Over': 'session.typeOverByOver',
  'Ball By Ball': 'session.typeBallByBall',
  meter: 'session.typeMeter',
  fancy1: 'session.typeFancy1',
};

const SessionRow = memo(function SessionRow({
  runner,
  gameType,
  exposure,
  onPick,
  onLadder,
}: {
  runner: RunnerOdds;
  gameType: SessionType;
  exposure: number | undefined;
  onPick: PickFn;
  onLadder: (line: SessionPick) => void;
}) {
  const pick = useCallback((side: 'back' | 'lay') => onPick(runner, side, gameType), [onPick, runner, gameType]);
  const t = useT();
  const tx = useTranslateText();
  return (
    <RunnerRow
      runner={runner}
      columns={COLUMNS}
      sides={SIDES}
      onPick={pick}
      veilAlign="end"
      data-testid="session-row"
      data-session={runner.runnerName}
      data-session-type={gameType}
      name={
        <div className={rateCellStyles.sessionFigures}>
          <p className={rateCellStyles.sessionName}>{runner.runnerName}</p>
          <div className={rateCellStyles.sessionMeta}>
            {gameType === NORMAL_SESSION ? null : (
              <p className={rateCellStyles.sessionType} data-testid="session-type">
                {t(SESSION_TYPE_LABELS[gameType])}
              </p>
            )}
            <p>{tx(SESSION_MAX_LABEL)}</p>
            {exposure !== undefined ? (
              <button
                type="button"
                className={rateCellStyles.exposure}
                data-pl={exposure < 0 ? 'negative' : 'positive'}
                onClick={() => onLadder({ runner, gameType })}
                data-testid="session-exposure"
              >
                {formatAmount(exposure)}
              </button>
            ) : null}
          </div>
        </div>
      }
    />
  );
});

type Props = {
  sessions: readonly RunnerOdds[];
  /** Each line's type by its marketId; a line missing here (or with no map) is Normal. */
  types?: ReadonlyMap<string, SessionType>;
  exposures: ReadonlyMap<string, number>;
  onPick: PickFn;
  onLadder: (line: SessionPick) => void;
};

/**
 * SESSION, NO, YES; each row with its name, its type (other than Normal), 'Max: 50000' and the
 * player's exposure (opens the ladder). Lines of every type share the table, in the spec's row
 * order; a fancy1 row's NO and YES are decimal odds.
 */
export function SessionTable({ sessions, types = NO_TYPES, exposures, onPick, onLadder }: Props) {
  return (
    <div className={rateCellStyles.table} data-testid="session-table">
      <RateFlashStyles />
      <MarketHead columns={COLUMNS} cells={HEAD} />
      {sessions.length === 0 ? <NoData /> : null}
      {sessions.map((runner) => (
        <SessionRow
          key={runner.marketId}
          runner={runner}
          gameType={types.get(runner.marketId) ?? NORMAL_SESSION}
          exposure={exposures.get(runner.marketId)}
          onPick={onPick}
          onLadder={onLadder}
        />
      ))}
    </div>
  );
}
