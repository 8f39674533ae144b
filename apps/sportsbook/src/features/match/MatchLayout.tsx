import { memo, type ComponentProps } from 'react';
import { formatAmount, useT, useTranslateText, xsButtonClass } from '@exchange/shared-ui';
import { BetOptions, MatchSlip, type MatchSlipProps } from '../betslip';
import { BookmakerTable } from './BookmakerTable';
import { CashOutBar, LadderModal, YourBets, usePreloadMatchIslands } from './islands';
import styles from './matchLayout.module.css';
import { MatchTabs } from './MatchTabs';
import { MATCH_ODDS_LABEL, MatchOddsTable, type PickPriceFn } from './MatchOddsTable';
import { rateCellStyles } from './RateCell';
import { MatchOrdersView } from './MatchOrdersView';
import type { RunnerOdds } from './matchTypes';
import { ScorePanel } from './ScorePanel';
import { SessionTable, type SessionPick } from './SessionTable';
import { TvPanel } from './TvPanel';
import { useBookmakerRunners, useMatchOddsMarket, useScore, useSessions, type useMatchData } from './useMatchData';

type PickFn = (runner: RunnerOdds, side: 'back' | 'lay') => void;
type PickSessionFn = ComponentProps<typeof SessionTable>['onPick'];

type Props = {
  eventId: number;
  eventName: string;
  data: ReturnType<typeof useMatchData>;
  projected: ComponentProps<typeof BookmakerTable>['projected'];
  matchOddsProjected: ComponentProps<typeof BookmakerTable>['projected'];
  onPickMatchOdds: PickPriceFn;
  mobile: boolean;
  tv: boolean;
  onToggleTv: () => void;
  onBack: () => void;
  onPickBookmaker: PickFn;
  onPickSession: PickSessionFn;
  ladder: SessionPick | null;
  onLadder: (line: SessionPick | null) => void;
  onCloseLadder: () => void;
  slip: MatchSlipProps;
};

// The parts below are memoised on what they show: the odds poll changes rates every second, and
// the page's chrome (tabs, title row, dialogs, slip) must not re-render with them (issue 12: at rest).
// The tables read their own rates from the cache (useMatchData.ts), so a rate that moves
// re-renders its table alone. Cash out, Your Bets, the ladder, the orders' lists and the slip's
// filled body and dialogs are islands (islands.tsx): a cold match loads no Chakra (issue 12).
const MemoOrders = memo(MatchOrdersView);
type WithEvent<P, K extends keyof P> = Omit<P, K> & { eventId: number };
const LiveMatchOdds = memo(function LiveMatchOdds({
  eventId,
  ...props
}: WithEvent<ComponentProps<typeof MatchOddsTable>, 'market'>) {
  return <MatchOddsTable market={useMatchOddsMarket(eventId)} {...props} />;
});
const LiveBookmaker = memo(function LiveBookmaker({
  eventId,
  ...props
}: WithEvent<ComponentProps<typeof BookmakerTable>, 'runners'>) {
  return <BookmakerTable runners={useBookmakerRunners(eventId)} {...props} />;
});
const LiveSessions = memo(function LiveSessions({
  eventId,
  ...props
}: WithEvent<ComponentProps<typeof SessionTable>, 'sessions' | 'types'>) {
  const { lines, types } = useSessions(eventId);
  return <SessionTable sessions={lines} types={types} {...props} />;
});
const LiveScore = memo(function LiveScore({ eventId }: { eventId: number }) {
  return <ScorePanel score={useScore(eventId)} />;
});
const MemoYourBets = memo(YourBets);
const MemoLadder = memo(LadderModal);

const TitleRow = memo(function TitleRow({
  eventName,
  tv,
  onToggleTv,
  onBack,
}: {
  eventName: string;
  tv: boolean;
  onToggleTv: () => void;
  onBack: () => void;
}) {
  const tx = useTranslateText();
  return (
    <div className={styles.titleRow}>
      <button
        type="button"
        className={xsButtonClass}
        data-variant="ghost"
        onClick={onBack}
        aria-label={tx('Back to matches')}
      >
        ←
      </button>
      <p className={styles.eventName} data-testid="event-name">
        {eventName}
      </p>
      <button
        type="button"
        className={xsButtonClass}
        data-variant={tv ? 'solid' : 'outline'}
        onClick={onToggleTv}
        data-testid="view-tv"
      >
        {tx('View Tv')}
      </button>
    </div>
  );
});

const SessionPlusMinus = memo(function SessionPlusMinus({ value }: { value: number }) {
  const tx = useTranslateText();
  return (
    <div className={rateCellStyles.plusMinus}>
      <p>{tx('Session Plus/Minus')}</p>
      <p className={rateCellStyles.pl} data-pl={value < 0 ? 'negative' : 'positive'} data-testid="session-plus-minus">
        {formatAmount(value)}
      </p>
    </div>
  );
});

/** The match page once its data is in: Game Info (score, bookmaker, sessions, slip) and Your Bets. */
export function MatchLayout({
  eventId,
  eventName,
  data,
  projected,
  matchOddsProjected,
  onPickMatchOdds,
  mobile,
  tv,
  onToggleTv,
  onBack,
  onPickBookmaker,
  onPickSession,
  ladder,
  onLadder,
  onCloseLadder,
  slip,
}: Props) {
  const t = useT();
  // The rates are drawn: the islands' chunks come when the browser is next idle.
  usePreloadMatchIslands(mobile);
  const slipElement = <MatchSlip slip={slip} mobile={mobile} />;
  const orders = <MemoOrders orders={data.matchOrders.orders} />;
  const ladderMarket = ladder ? data.exposures.get(ladder.runner.marketId) : undefined;
  return (
    <div>
      <MatchTabs
        info={
          <div className={styles.columns}>
            <div className={styles.stack}>
              <TitleRow eventName={eventName} tv={tv} onToggleTv={onToggleTv} onBack={onBack} />
              {tv ? <TvPanel eventId={eventId} /> : null}
              <LiveScore eventId={eventId} />
              <BetOptions />
              <LiveMatchOdds
                eventId={eventId}
                positions={data.matchOddsPositions}
                projected={matchOddsProjected}
                onPick={onPickMatchOdds}
              />
              {data.matchOdds && data.matchOdds.status !== 'CLOSED' ? (
                <CashOutBar
                  market="matchOdds"
                  eventId={eventId}
                  label={MATCH_ODDS_LABEL}
                  positions={data.matchOddsPositions}
                />
              ) : null}
              {mobile ? orders : null}
              <LiveBookmaker
                eventId={eventId}
                positions={data.positions}
                projected={projected}
                onPick={onPickBookmaker}
              />
              {data.teams.length > 0 ? (
                <CashOutBar
                  market="bookmaker"
                  eventId={eventId}
                  label={t('sport.bookmaker')}
                  positions={data.positions}
                />
              ) : null}
              <SessionPlusMinus value={data.fancyPlusMinus} />
              <LiveSessions
                eventId={eventId}
                exposures={data.sessionExposure}
                onPick={onPickSession}
                onLadder={onLadder}
              />
            </div>
            {mobile ? null : (
              <div className={styles.stack}>
                {slipElement}
                {orders}
              </div>
            )}
          </div>
        }
        bets={<MemoYourBets bets={data.myBets} />}
      />
      {mobile ? slipElement : null}
      <MemoLadder
        title={ladder?.runner.runnerName ?? null}
        sessionType={ladder?.gameType}
        market={ladderMarket}
        onClose={onCloseLadder}
      />
    </div>
  );
}
