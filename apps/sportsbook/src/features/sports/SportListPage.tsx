import { Box, SimpleGrid, Text } from '@exchange/shared-ui/chakra';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { DashboardMatch } from '@exchange/contracts/cricket';
import { accountActions, accountSelectors, useAppDispatch, useAppSelector } from '@exchange/shared-auth';
import { LoadingBlock, NoData, PageTitle } from '@exchange/shared-ui';
import { DASHBOARD_POLL_MS } from '../cricket/cricketApi';
import { MatchCard } from '../cricket/MatchCard';
import { orderMatches } from '../cricket/matchOrder';
import { SPORT_TITLES, sportsApi, type OtherSport } from './sportsApi';

/** `/tennis`, `/soccer`: the sport's matches, in play first, as cricket's dashboard lists them. */
export default function SportListPage({ sport }: { sport: OtherSport }) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(accountSelectors.selectIsLoggedIn);
  const { data, isLoading, isError } = sportsApi.useGetSportDashboardQuery(sport, {
    pollingInterval: DASHBOARD_POLL_MS,
    selectFromResult: ({ data, isLoading, isError }) => ({ data, isLoading, isError }),
  });
  const matches = useMemo(() => orderMatches(data ?? []), [data]);

  const open = useCallback(
    (match: DashboardMatch) => {
      if (!loggedIn) {
        dispatch(accountActions.popupToggled({ popup: 'loginPopOpen', open: true }));
        return;
      }
      navigate(`/game/${sport}/${match.cricketId}`, { state: { event: match } });
    },
    [dispatch, loggedIn, navigate, sport],
  );

  return (
    <Box>
      <PageTitle title={SPORT_TITLES[sport]} />
      {isLoading ? <LoadingBlock /> : null}
      {isError && !data ? (
        <Text p="3" color="fg.error">
          Matches could not be loaded. Retrying…
        </Text>
      ) : null}
      {!isLoading && data && matches.length === 0 ? <NoData /> : null}
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="2" mt="2" data-testid="match-list">
        {matches.map((match) => (
          <MatchCard key={match.cricketId} match={match} onOpen={open} />
        ))}
      </SimpleGrid>
    </Box>
  );
}
