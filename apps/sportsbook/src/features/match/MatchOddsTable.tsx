import { memo } from 'react';
import { formatCompactAmount, formatOdds } from '@exchange/betting';
import { formatAmount, useT, useTranslateText } from '@exchange/shared-ui';
import type { MatchOddsPick } from './matchOddsSelection';
import type { MatchOdds, MatchOddsRunner } from './matchTypes';
import {
  MarketHead,
  SuspendedOverlay,
  plSign,
  rateCellClass,
  rateCellStyles,
  suspendableNameClass,
  suspendedRow,
  type HeadCell,
} from './RateCell';
import { RateFlashStyles, flashAttribute, useFlash } from './rateFlash';

export const MATCH_ODDS_LABEL = 'MATCH ODDS';
const LEVELS = [0, 1, 2] as const;
// The prices stop at 64 px; the name keeps a quarter of the row (72-120 px) before they grow, so a
// team name such as "Australia" stays whole on a 390 px phone. At 320 px (the smallest phone) the
// seven columns still fit: 72 + 6 × 36 px and the gaps.
const COLUMNS = 'minmax(clamp(72px, 24%, 120px), 1fr) repeat(6, minmax(36px, 64px))';
const ROW_STYLE = { gridTemplateColumns: COLUMNS };
const HEAD: readonly HeadCell[] = [
  { label: MATCH_ODDS_LABEL },
  { label: 'BACK', side: 'back', span: '2 / 5' },
  { label: 'LAY', side: 'lay', span: '5 / 8' },
];

export type PickPriceFn = (runner: MatchOddsPick, side: 'back' | 'lay', price: number) => void;

const sideWord = (side: 'back' | 'lay') => (side === 'back' ? 'Back' : 'Lay');

/**
 * One price of the book: the odds bold, the amount available there small beneath; a click opens the
 * slip at it. Its accessible name ('Back India at 2.20') is its own text: a hidden prefix that never
 * changes and the visible price, with the amount left out, so a moved price writes one element
 * (the price's text and its flash) and never the button's label too (issue 12).
 * While the market is suspended it takes no picks; it looks it, and each row says SUSPENDED, through
 * the table's one `data-suspended` (a bookmaker's or session's row carries its own, since those
 * suspend one by one; Match Odds suspends as a market): the market suspending and reopening writes
 * one element, not every row or price of the book (issue 12).
 */
const PriceCell = memo(function PriceCell({
  selectionId,
  runnerName,
  side,
  price,
  size,
  disabled,
  onPick,
}: {
  selectionId: number;
  runnerName: string;
  side: 'back' | 'lay';
  /** Undefined where the book has no price at this level. */
  price: number | undefined;
  size: number | undefined;
  disabled: boolean;
  onPick: PickPriceFn;
}) {
  const t = useT();
  const tx = useTranslateText();
  const flash = useFlash(price ?? 0);
  if (price === undefined)
    return (
      <div
        className={`${side === 'back' ? rateCellStyles.back : rateCellStyles.lay} ${rateCellStyles.empty}`}
        data-testid={`mo-${side}-empty`}
      />
    );
  return (
    <button
      type="button"
      className={rateCellClass(side)}
      data-rate-cell=""
      data-testid={`mo-${side}`}
      onClick={disabled ? undefined : () => onPick({ selectionId, runnerName }, side, price)}
    >
      <span className={rateCellStyles.srOnly}>{t('price.at', { side: tx(sideWord(side)), runner: runnerName })}</span>
      <span className={rateCellStyles.rate} data-rate="" {...flashAttribute(flash)}>
        {formatOdds(price)}
      </span>
      <span className={`${rateCellStyles.size} ${rateCellStyles.truncate}`} aria-hidden>
        {formatCompactAmount(size ?? 0)}
      </span>
    </button>
  );
});

/** The runner's name and the player's position: re-rendered when they change, not with every price. */
const RunnerFigures = memo(function RunnerFigures({
  runnerName,
  position,
  projected,
}: {
  runnerName: string;
  position: number;
  projected: number | undefined;
}) {
  return (
    <div className={`${suspendableNameClass} ${rateCellStyles.runnerFigures}`}>
      <p className={rateCellStyles.runnerName} data-testid="runner-name">
        {runnerName}
      </p>
      <p
        className={`${rateCellStyles.pl} ${rateCellStyles.xs} ${rateCellStyles.bold}`}
        data-pl={plSign(position)}
        data-testid="position"
      >
        {formatAmount(position)}
        {projected !== undefined ? (
          <span
            className={`${rateCellStyles.pl} ${rateCellStyles.projected}`}
            data-pl={plSign(projected)}
            data-testid="projected-position"
          >
            » {formatAmount(projected)}
          </span>
        ) : null}
      </p>
    </div>
  );
});

const MatchOddsRow = memo(function MatchOddsRow({
  runner,
  position,
  projected,
  suspended,
  onPick,
}: {
  runner: MatchOddsRunner;
  position: number;
  projected: number | undefined;
  suspended: boolean;
  onPick: PickPriceFn;
}) {
  // Exchanges show the best prices nearest the centre: backs rise towards it, lays rise away from it.
  const backs = [...LEVELS].reverse().map((i) => runner.back[i]);
  const lays = LEVELS.map((i) => runner.lay[i]);
  return (
    <div className={rateCellStyles.row} style={ROW_STYLE} data-testid="match-odds-row" data-runner={runner.runnerName}>
      <RunnerFigures runnerName={runner.runnerName} position={position} projected={projected} />
      {[...backs.map((level) => ['back', level] as const), ...lays.map((level) => ['lay', level] as const)].map(
        ([side, level], i) => (
          <PriceCell
            key={i}
            selectionId={runner.selectionId}
            runnerName={runner.runnerName}
            side={side}
            price={level?.price}
            size={level?.size}
            disabled={suspended}
            onPick={onPick}
          />
        ),
      )}
      <SuspendedOverlay columns={COLUMNS} />
    </div>
  );
});

type Props = {
  market: MatchOdds | undefined;
  positions: ReadonlyMap<number, number>;
  projected: ReadonlyMap<number, number> | null;
  onPick: PickPriceFn;
};

/**
 * Match Odds (issue 15): per runner the best three prices to back (blue) and to lay (pink), each
 * with the amount available, and the player's matched POSITION. Nothing while the match has no
 * open market (absent or CLOSED); a SUSPENDED market keeps its last prices under the veil.
 */
export function MatchOddsTable({ market, positions, projected, onPick }: Props) {
  if (!market || market.status === 'CLOSED' || market.runners.length === 0) return null;
  const suspended = market.status !== 'ACTIVE';
  return (
    <div className={rateCellStyles.table} data-testid="match-odds-table" {...suspendedRow(suspended)}>
      <RateFlashStyles />
      <MarketHead columns={COLUMNS} cells={HEAD} />
      {market.runners.map((runner) => (
        <MatchOddsRow
          key={runner.selectionId}
          runner={runner}
          position={positions.get(runner.selectionId) ?? 0}
          projected={projected?.get(runner.selectionId)}
          suspended={suspended}
          onPick={onPick}
        />
      ))}
    </div>
  );
}
