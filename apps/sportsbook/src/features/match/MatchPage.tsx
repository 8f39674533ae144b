import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate, useParams } from '@exchange/shared-ui/router';
import { cricketMarketKind, sessionRule, type SessionType } from '@exchange/betting';
import type { Sport } from '@exchange/shared-auth';
import { island, LoadingBlock, NoData, usePhoneLayout } from '@exchange/shared-ui';
import { projectedPositions } from '../betslip';
import { MatchLayout } from './MatchLayout';
import { isOtherSport } from './sportMatchApi';
import type { RunnerOdds } from './matchTypes';
import type { SessionPick } from './SessionTable';
import { useMatchData } from './useMatchData';
import { useMatchSlip } from './useMatchSlip';

type NavState = { event?: { cricketId?: number; eventId?: number; eventName?: string } } | null;

/** The id from the route, or else the last path segment (spec section 2). */
function routeIdOf(param: string | undefined, pathname: string): number {
  const id = Number(param ?? pathname.split('/').filter(Boolean).at(-1));
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
}

/** Cricket's page; tennis and soccer have their own (Match Odds only, issue 15). */
export const OFFERED_SPORTS: readonly Sport[] = ['cricket', 'tennis', 'soccer'];
export const SPORT_NOT_OFFERED = 'There are no matches in this sport right now.';

// Issue 12: a cold cricket match loads no Chakra. Tennis and soccer's page and the message for a
// sport not offered are drawn with Chakra: each comes in a chunk of its own when its route needs it.
const SportMatchPage = island(() => import('./SportMatchPage').then((m) => m.default), <LoadingBlock />);
const SportNotOffered = island(() => import('./SportNotOffered').then((m) => m.SportNotOffered), <LoadingBlock />);

/**
 * `/game/{sport}/{id}`: a match of an offered sport, or a clear message. A tennis or soccer id
 * opens that sport's match, never the cricket match that happens to have the same number.
 */
export default function MatchPage() {
  const { sport = 'cricket' } = useParams();
  if (!(OFFERED_SPORTS as readonly string[]).includes(sport)) return <SportNotOffered message={SPORT_NOT_OFFERED} />;
  if (isOtherSport(sport)) return <SportMatchPage sport={sport} />;
  return <SportMatch sport={sport as Sport} />;
}

function SportMatch({ sport }: { sport: Sport }) {
  const { id } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const navEvent = (location.state as NavState)?.event;
  const routeId = routeIdOf(id, location.pathname);
  const data = useMatchData(routeId, navEvent?.eventId);
  const { eventId } = data;
  const eventName = navEvent?.eventName ?? data.eventName ?? '';
  const mobile = usePhoneLayout();
  const [tv, setTv] = useState(false);
  const [ladder, setLadder] = useState<SessionPick | null>(null);
  const { open, bet, pickMatchOdds, slipProps } = useMatchSlip({
    sport,
    eventId,
    eventName,
    settings: data.settings,
    matchOdds: data.matchOdds,
    mobile,
  });

  /** A bookmaker rate, or a session's (`session`: its type): a line's run and rate, fancy1's odds. */
  const pick = useCallback(
    (runner: RunnerOdds, side: 'back' | 'lay', session: SessionType | null) => {
      const odd = side === 'back' ? runner.back1 : runner.lay1;
      if (!eventId || !(odd > 0) || runner.status !== 'ACTIVE') return;
      const fancy = session !== null;
      const size = side === 'back' ? runner.backSize1 : runner.laySize1;
      open({
        eventId,
        amount: 0,
        marketId: runner.marketId,
        marketType: fancy ? 'fancyOdds' : 'bookMakerOdds',
        marketName: cricketMarketKind(fancy),
        type: side,
        isBookmaker: !fancy,
        isFancy: fancy,
        isYesAndNo: fancy,
        selectedOdd: odd,
        selectedRate: fancy && sessionRule(session) === 'line' ? size : odd,
        selectedId: runner.selectionId,
        runnerName: runner.runnerName,
        gameType: session ?? 'MATCH',
        maxLimit: runner.maxLimit,
      });
    },
    [open, eventId],
  );
  const pickBookmaker = useCallback((runner: RunnerOdds, side: 'back' | 'lay') => pick(runner, side, null), [pick]);
  const pickSession = useCallback(
    (runner: RunnerOdds, side: 'back' | 'lay', gameType: SessionType) => pick(runner, side, gameType),
    [pick],
  );

  const toggleTv = useCallback(() => setTv((v) => !v), []);
  const back = useCallback(() => navigate('/cricket'), [navigate]);
  const closeLadder = useCallback(() => setLadder(null), []);
  const { teams } = data;
  const projected = useMemo(() => projectedPositions(data.positions, teams, bet), [data.positions, teams, bet]);
  const matchOddsTeams = data.matchOdds?.selectionIds;
  const matchOddsProjected = useMemo(
    () => projectedPositions(data.matchOddsPositions, matchOddsTeams ?? [], bet, 'matchOdds'),
    [data.matchOddsPositions, matchOddsTeams, bet],
  );

  if (data.notFound) return <NoData />;
  if (data.loading || !eventId) return <LoadingBlock />;

  return (
    <MatchLayout
      eventId={eventId}
      eventName={eventName}
      data={data}
      projected={projected}
      matchOddsProjected={matchOddsProjected}
      onPickMatchOdds={pickMatchOdds}
      mobile={mobile}
      tv={tv}
      onToggleTv={toggleTv}
      onBack={back}
      onPickBookmaker={pickBookmaker}
      onPickSession={pickSession}
      ladder={ladder}
      onLadder={setLadder}
      onCloseLadder={closeLadder}
      slip={slipProps}
    />
  );
}
