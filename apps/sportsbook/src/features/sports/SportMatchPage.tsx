import { Box, Button, Flex, Grid, Stack, Text, useBreakpointValue } from '@exchange/shared-ui/chakra';
import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { accountSelectors, gameDataActions, useAppDispatch, useAppSelector } from '@exchange/shared-auth';
import { LoadingBlock, NoData } from '@exchange/shared-ui';
import { DesktopBetSlip, MobileBetDialogs, projectedPositions, useBetSlip } from '../betslip';
import { MY_BETS_POLL_MS, ODDS_POLL_MS } from '../match/matchApi';
import { MatchOddsTable } from '../match/MatchOddsTable';
import { MatchOrdersView } from '../match/MatchOrdersView';
import type { MatchOddsRunner, MatchOrders } from '../match/matchTypes';
import { useOutsideClickClears } from '../match/outsideClick';
import { ScoreLine } from './ScoreLine';
import { SPORT_TITLES, sportsApi, type OtherSport } from './sportsApi';

const NO_ORDERS: MatchOrders = { orders: [], exposure: 0, positions: [] };
const NO_RUNNERS: number[] = [];
export const MATCH_ENDED = 'This match has ended; its bets are settled in your ledger.';

function routeIdOf(param: string | undefined): number {
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
}

/**
 * `/game/tennis/{id}`, `/game/soccer/{id}` (issue 15): the score line and the Match Odds table
 * with cricket's slip, Matched / Unmatched view and position per runner (three runners for soccer).
 * These sports have no bookmaker or sessions. One poll a second brings score and prices.
 */
export default function SportMatchPage({ sport }: { sport: OtherSport }) {
  const { id } = useParams();
  const routeId = routeIdOf(id);
  const navigate = useNavigate();
  const location = useLocation();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(accountSelectors.selectIsLoggedIn);
  const mobile = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  const { data, isLoading } = sportsApi.useGetSportMatchQuery(
    { sport, id: routeId },
    {
      skip: !routeId,
      pollingInterval: ODDS_POLL_MS,
      selectFromResult: ({ data, isLoading }) => ({ data, isLoading }),
    },
  );
  const eventId = data?.eventId;
  const { data: orders = NO_ORDERS } = sportsApi.useGetMatchOrdersQuery(eventId ?? 0, {
    skip: !eventId || !loggedIn,
    pollingInterval: MY_BETS_POLL_MS,
    selectFromResult: ({ data }) => ({ data }),
  });
  const market = data?.matchOdds;
  const { minStack, maxStack } = market ?? {};
  const limits = useMemo(
    () => (minStack !== undefined && maxStack !== undefined ? { minStack, maxStack } : undefined),
    [minStack, maxStack],
  );
  const slip = useBetSlip(null, limits);

  useEffect(() => {
    if (eventId) dispatch(gameDataActions.eventOpened({ sport, eventId }));
    return () => {
      dispatch(gameDataActions.betCleared());
    };
  }, [dispatch, eventId, sport]);
  useOutsideClickClears(slip.bet !== null && !mobile, slip.clear);

  const { open } = slip;
  const marketId = market?.marketId;
  const pick = useCallback(
    (runner: MatchOddsRunner, side: 'back' | 'lay', price: number) => {
      if (!eventId || !marketId || !(price > 1)) return;
      open({
        eventId,
        amount: 0,
        marketId,
        marketType: 'matchOdds',
        marketName: 'MATCH_ODDS',
        type: side,
        isBookmaker: false,
        isFancy: false,
        isYesAndNo: false,
        selectedOdd: price,
        selectedRate: price,
        selectedId: runner.selectionId,
        runnerName: runner.runnerName,
        gameType: 'MATCH',
        maxLimit: 0,
      });
    },
    [open, eventId, marketId],
  );
  const positions = useMemo(() => new Map(orders.positions.map((p) => [p.selectionId, p.position])), [orders]);
  const runnerIds = useMemo(() => market?.runners.map((r) => r.selectionId) ?? NO_RUNNERS, [market?.runners]);
  const projected = useMemo(
    () => projectedPositions(positions, runnerIds, slip.bet, 'matchOdds'),
    [positions, runnerIds, slip.bet],
  );
  const back = useCallback(() => navigate(`/${sport}`), [navigate, sport]);

  // Not found, or an answer that is not what the contract says: the page says there is nothing to show.
  if (!routeId || (!isLoading && !data)) return <NoData />;
  if (isLoading || !data) return <LoadingBlock />;

  const eventName = (location.state as { event?: { eventName?: string } } | null)?.event?.eventName ?? data.eventName;
  const { bet, seconds, placing, setAmount, setPrice, place, clear } = slip;
  const slipProps = {
    bet,
    seconds,
    placing,
    eventName,
    onAmount: setAmount,
    onPrice: setPrice,
    onPlace: place,
    onCancel: clear,
  };
  const ordersView = <MatchOrdersView orders={orders.orders} />;
  return (
    <Box>
      <Grid templateColumns={{ base: '1fr', md: '1fr 300px' }} gap="3" alignItems="start">
        <Stack gap="2">
          <Flex align="center" gap="2">
            <Button size="xs" variant="ghost" onClick={back} aria-label={`Back to ${SPORT_TITLES[sport]}`}>
              ←
            </Button>
            <Text fontWeight="bold" flex="1" data-testid="event-name">
              {eventName}
            </Text>
          </Flex>
          <ScoreLine match={data} />
          {data.finished ? <NoData message={MATCH_ENDED} /> : null}
          <MatchOddsTable market={data.matchOdds} positions={positions} projected={projected} onPick={pick} />
          {mobile ? ordersView : null}
        </Stack>
        {mobile ? null : (
          <Stack gap="2">
            <DesktopBetSlip {...slipProps} />
            {ordersView}
          </Stack>
        )}
      </Grid>
      {mobile ? <MobileBetDialogs {...slipProps} /> : null}
    </Box>
  );
}
