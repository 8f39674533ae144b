import { Box, Button, Flex, Grid, Stack, Text } from '@exchange/shared-ui/chakra';
import { memo, useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useParams } from '@exchange/shared-ui/router';
import { accountSelectors, useAppSelector } from '@exchange/shared-auth';
import { useQuietPoll } from '@exchange/live-data';
import { LoadingBlock, NoData, usePhoneLayout, useTranslateText } from '@exchange/shared-ui';
import { BetOptions, MatchSlip, projectedPositions } from '../betslip';
import { CashOutBar, usePreloadMatchIslands } from './islands';
import { MY_BETS_POLL_MS, ODDS_POLL_MS } from './matchApi';
import { MATCH_ODDS_LABEL, MatchOddsTable } from './MatchOddsTable';
import { MatchOrdersView } from './MatchOrdersView';
import type { MatchOrders } from './matchTypes';
import { ScoreLine } from './ScoreLine';
import { SPORT_TITLES, sportMatchApi, type OtherSport } from './sportMatchApi';
import { useMatchSlip } from './useMatchSlip';

const NO_ORDERS: MatchOrders = { orders: [], exposure: 0, positions: [] };
const NO_RUNNERS: number[] = [];
export const MATCH_ENDED = 'This match has ended. Its bets are settled in your ledger.';
export const matchNotFoundText = (sport: OtherSport) =>
  `There is no ${SPORT_TITLES[sport].toLowerCase()} match with this id. It may have ended some time ago.`;

function routeIdOf(param: string | undefined): number {
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
}

// The parts the one-second poll does not change are memoised on what they show (issue 12: at rest).
const MemoMatchOdds = memo(MatchOddsTable);
const MemoOrders = memo(MatchOrdersView);

/** A match that cannot be shown: says why, and leads back to the sport's list. */
function Missing({ message, sport }: { message: string; sport: OtherSport }) {
  const navigate = useNavigate();
  const tx = useTranslateText();
  return (
    <Stack align="center" bg="bg" pb="4" data-testid="match-missing">
      <NoData message={message} />
      <Button size="sm" colorPalette="brand" onClick={() => navigate(`/${sport}`)}>
        {tx(`Go to ${SPORT_TITLES[sport]}`)}
      </Button>
    </Stack>
  );
}

/**
 * `/game/tennis/{id}`, `/game/soccer/{id}` (issue 15): the score line and the Match Odds table
 * with cricket's slip (price ladder, Keep / better odds, one-click), the Matched / Unmatched view,
 * the position per runner (three runners for soccer) and the cash-out. These sports have no
 * bookmaker or sessions. One poll a second brings score and prices.
 */
export default function SportMatchPage({ sport }: { sport: OtherSport }) {
  const { id } = useParams();
  const routeId = routeIdOf(id);
  const navigate = useNavigate();
  const tx = useTranslateText();
  const location = useLocation();
  const loggedIn = useAppSelector(accountSelectors.selectIsLoggedIn);
  const mobile = usePhoneLayout();
  const { data, isLoading, isError } = sportMatchApi.useGetSportMatchQuery(
    { sport, id: routeId },
    {
      skip: !routeId,
      selectFromResult: ({ data, isLoading, isError }) => ({ data, isLoading, isError }),
    },
  );
  useQuietPoll(sportMatchApi.endpoints.getSportMatch, { sport, id: routeId }, ODDS_POLL_MS, { skip: !routeId });
  const eventId = data?.eventId;
  const { data: orders = NO_ORDERS } = sportMatchApi.useGetMatchOrdersQuery(eventId ?? 0, {
    skip: !eventId || !loggedIn,
    selectFromResult: ({ data }) => ({ data }),
  });
  useQuietPoll(sportMatchApi.endpoints.getMatchOrders, eventId ?? 0, MY_BETS_POLL_MS, { skip: !eventId || !loggedIn });
  const market = data?.matchOdds;
  const navName = (location.state as { event?: { eventName?: string } } | null)?.event?.eventName;
  const eventName = navName ?? data?.eventName ?? '';
  const { bet, pickMatchOdds, slipProps } = useMatchSlip({
    sport,
    eventId,
    eventName,
    settings: null,
    matchOdds: market,
    mobile,
  });
  // Once the prices are drawn, the slip's islands come when the browser is next idle (issue 12).
  usePreloadMatchIslands(mobile, data != null);

  const positions = useMemo(() => new Map(orders.positions.map((p) => [p.selectionId, p.position])), [orders]);
  const runnerIds = useMemo(() => market?.runners.map((r) => r.selectionId) ?? NO_RUNNERS, [market?.runners]);
  const projected = useMemo(
    () => projectedPositions(positions, runnerIds, bet, 'matchOdds'),
    [positions, runnerIds, bet],
  );
  const back = useCallback(() => navigate(`/${sport}`), [navigate, sport]);

  const slipElement = <MatchSlip slip={slipProps} mobile={mobile} />;

  // An unknown id (or an answer that is not what the contract says) is told, never a blank page.
  if (!routeId || (!isLoading && !data && isError) || data === null)
    return <Missing sport={sport} message={matchNotFoundText(sport)} />;
  if (isLoading || !data) return <LoadingBlock />;

  const ordersView = <MemoOrders orders={orders.orders} />;
  const marketOpen = data.matchOdds.status !== 'CLOSED';
  return (
    <Box>
      <Grid templateColumns={{ base: '1fr', md: '1fr 300px' }} gap="3" alignItems="start">
        <Stack gap="2">
          <Flex align="center" gap="2">
            <Button size="xs" variant="ghost" onClick={back} aria-label={tx(`Back to ${SPORT_TITLES[sport]}`)}>
              ←
            </Button>
            <Text fontWeight="bold" flex="1" data-testid="event-name">
              {eventName}
            </Text>
          </Flex>
          <ScoreLine match={data} />
          {data.finished ? (
            <Text px="3" py="2" bg="bg.muted" fontSize="sm" data-testid="match-ended">
              {tx(MATCH_ENDED)}
            </Text>
          ) : (
            <BetOptions />
          )}
          <MemoMatchOdds market={data.matchOdds} positions={positions} projected={projected} onPick={pickMatchOdds} />
          {marketOpen ? (
            <CashOutBar market="matchOdds" eventId={data.eventId} label={MATCH_ODDS_LABEL} positions={positions} />
          ) : null}
          {mobile ? ordersView : null}
        </Stack>
        {mobile ? null : (
          <Stack gap="2">
            {data.finished ? null : slipElement}
            {ordersView}
          </Stack>
        )}
      </Grid>
      {mobile ? slipElement : null}
    </Box>
  );
}
