import { Box, Button, Flex, Grid, Stack, Tabs, Text, useBreakpointValue } from '@exchange/shared-ui/chakra';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { gameDataActions, useAppDispatch, type Sport } from '@exchange/shared-auth';
import { formatAmount, LoadingBlock, NoData } from '@exchange/shared-ui';
import { DesktopBetSlip } from '../betslip/DesktopBetSlip';
import { MobileBetDialogs } from '../betslip/MobileBetDialogs';
import { projectedPositions } from '../betslip/slipRules';
import { useBetSlip } from '../betslip/useBetSlip';
import { BookmakerTable } from './BookmakerTable';
import { LadderModal } from './LadderModal';
import type { RunnerOdds } from './matchTypes';
import { ScorePanel } from './ScorePanel';
import { SessionTable } from './SessionTable';
import { TvPanel } from './TvPanel';
import { useMatchData } from './useMatchData';
import { YourBets } from './YourBets';

type NavState = { event?: { cricketId?: number; eventId?: number; eventName?: string } } | null;

/** The id from the route, or else the last path segment (spec section 2). */
function routeIdOf(param: string | undefined, pathname: string): number {
  const id = Number(param ?? pathname.split('/').filter(Boolean).at(-1));
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
}

/** Clicks outside the slip and the rate cells clear the selection (spec section 4). */
function useOutsideClickClears(active: boolean, clear: () => void) {
  useEffect(() => {
    if (!active) return undefined;
    const onPointerDown = (e: PointerEvent) => {
      const target = e.target instanceof Element ? e.target : null;
      if (target?.closest('[data-betslip],[data-rate-cell]')) return;
      clear();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [active, clear]);
}

/** Sports the reference exchange runs markets for; the others have routes and store slots only. */
export const OFFERED_SPORTS: readonly Sport[] = ['cricket'];
export const SPORT_NOT_OFFERED = 'There are no matches in this sport right now.';

/**
 * `/game/{sport}/{id}`: a match of an offered sport, or a clear message. A tennis or soccer id must
 * never open the cricket match that happens to have the same number.
 */
export default function MatchPage() {
  const { sport = 'cricket' } = useParams();
  const navigate = useNavigate();
  if (!(OFFERED_SPORTS as readonly string[]).includes(sport)) {
    return (
      <Stack align="center" bg="bg" pb="4">
        <NoData message={SPORT_NOT_OFFERED} />
        <Button size="sm" colorPalette="brand" onClick={() => navigate('/cricket')}>
          Go to Cricket
        </Button>
      </Stack>
    );
  }
  return <SportMatch sport={sport as Sport} />;
}

function SportMatch({ sport }: { sport: Sport }) {
  const { id } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const navEvent = (location.state as NavState)?.event;
  const routeId = routeIdOf(id, location.pathname);
  const data = useMatchData(routeId, navEvent?.eventId);
  const { eventId } = data;
  const eventName = navEvent?.eventName ?? data.eventName ?? '';
  const mobile = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  const [tv, setTv] = useState(false);
  const [ladder, setLadder] = useState<RunnerOdds | null>(null);
  const slip = useBetSlip(data.settings);

  // Changing the event clears the selection; so does leaving the page.
  useEffect(() => {
    if (eventId) dispatch(gameDataActions.eventOpened({ sport: sport as Sport, eventId }));
    return () => {
      dispatch(gameDataActions.betCleared());
    };
  }, [dispatch, eventId, sport]);
  useOutsideClickClears(slip.bet !== null && !mobile, slip.clear);

  const { open } = slip;
  const pick = useCallback(
    (runner: RunnerOdds, side: 'back' | 'lay', fancy: boolean) => {
      const odd = side === 'back' ? runner.back1 : runner.lay1;
      if (!eventId || !(odd > 0) || runner.status !== 'ACTIVE') return;
      open({
          eventId,
          amount: 0,
          marketId: runner.marketId,
          marketType: fancy ? 'fancyOdds' : 'bookMakerOdds',
          marketName: fancy ? 'FANCY_ODDS' : 'BOOKMAKER_ODDS_1',
          type: side,
          isBookmaker: !fancy,
          isFancy: fancy,
          isYesAndNo: fancy,
          selectedOdd: odd,
          selectedRate: fancy ? (side === 'back' ? runner.backSize1 : runner.laySize1) : odd,
          selectedId: runner.selectionId,
          runnerName: runner.runnerName,
          gameType: fancy ? 'Normal' : 'MATCH',
          maxLimit: runner.maxLimit,
          profit: 0,
          loss: 0,
        });
    },
    [open, eventId],
  );
  const pickBookmaker = useCallback((runner: RunnerOdds, side: 'back' | 'lay') => pick(runner, side, false), [pick]);
  const pickSession = useCallback((runner: RunnerOdds, side: 'back' | 'lay') => pick(runner, side, true), [pick]);

  const teams = useMemo(() => data.runners.map((r) => r.selectionId), [data.runners]);
  const projected = useMemo(() => projectedPositions(data.positions, teams, slip.bet), [data.positions, teams, slip.bet]);

  if (data.notFound) return <NoData />;
  if (data.loading || !eventId) return <LoadingBlock />;

  const slipProps = { bet: slip.bet, seconds: slip.seconds, placing: slip.placing, eventName, onAmount: slip.setAmount, onPlace: slip.place, onCancel: slip.clear };
  return (
    <Box>
      <Tabs.Root defaultValue="info" variant="enclosed" size="sm" fitted lazyMount>
        <Tabs.List>
          <Tabs.Trigger value="info">Game Info</Tabs.Trigger>
          <Tabs.Trigger value="bets">Your Bets</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="info">
          <Grid templateColumns={{ base: '1fr', md: '1fr 300px' }} gap="3" alignItems="start">
            <Stack gap="2">
              <Flex align="center" gap="2" justify="space-between">
                <Button size="xs" variant="ghost" onClick={() => navigate('/cricket')} aria-label="Back to matches">
                  ←
                </Button>
                <Text fontWeight="bold" flex="1" data-testid="event-name">
                  {eventName}
                </Text>
                <Button size="xs" variant={tv ? 'solid' : 'outline'} onClick={() => setTv((v) => !v)} data-testid="view-tv">
                  View Tv
                </Button>
              </Flex>
              {tv ? <TvPanel eventId={eventId} /> : null}
              <ScorePanel score={data.score} />
              <BookmakerTable runners={data.runners} positions={data.positions} projected={projected} onPick={pickBookmaker} />
              <Flex justify="space-between" px="2" py="1" bg="bg.muted" fontSize="sm" fontWeight="bold">
                <Text>Session Plus/Minus</Text>
                <Text color={data.fancyPlusMinus < 0 ? 'pl.negative' : 'pl.positive'} data-testid="session-plus-minus">
                  {formatAmount(data.fancyPlusMinus)}
                </Text>
              </Flex>
              <SessionTable sessions={data.sessions} exposures={data.sessionExposure} onPick={pickSession} onLadder={setLadder} />
            </Stack>
            {mobile ? null : <DesktopBetSlip {...slipProps} />}
          </Grid>
        </Tabs.Content>
        <Tabs.Content value="bets">
          <YourBets bets={data.myBets} />
        </Tabs.Content>
      </Tabs.Root>
      {mobile ? <MobileBetDialogs {...slipProps} /> : null}
      <LadderModal title={ladder?.runnerName ?? null} market={ladder ? data.exposures.get(ladder.marketId) : undefined} onClose={() => setLadder(null)} />
    </Box>
  );
}
