import { Box, SimpleGrid, Text } from '@exchange/shared-ui/chakra';
import { useCallback, useMemo } from 'react';
import { useNavigate } from '@exchange/shared-ui/router';
import { accountActions, accountSelectors, useAppDispatch, useAppSelector } from '@exchange/shared-auth';
import { useQuietPoll } from '@exchange/live-data';
import { LoadingBlock, NoData, PageTitle, useTranslateText } from '@exchange/shared-ui';
import { DASHBOARD_POLL_MS, cricketApi, type DashboardMatch, type OtherSport } from './cricketApi';
import { MatchCard } from './MatchCard';
import { SportTabs } from './SportTabs';
import { orderMatches } from './matchOrder';

export const SPORT_LIST_TITLES: Record<OtherSport, string> = { tennis: 'Tennis', soccer: 'Soccer' };

/**
 * `/tennis`, `/soccer` (issue 15): the sport's matches, in play first, as cricket's dashboard lists
 * them; a card opens `/game/{sport}/{id}`. No bet counts: the spec's counts are bookmaker and
 * session bets, which these sports do not have.
 */
export default function SportListPage({ sport }: { sport: OtherSport }) {
  const tx = useTranslateText();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(accountSelectors.selectIsLoggedIn);
  const { data, isLoading, isError } = cricketApi.useGetSportDashboardQuery(sport, {
    selectFromResult: ({ data, isLoading, isError }) => ({ data, isLoading, isError }),
  });
  useQuietPoll(cricketApi.endpoints.getSportDashboard, sport, DASHBOARD_POLL_MS);
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
      <PageTitle title={SPORT_LIST_TITLES[sport]} />
      <SportTabs current={sport} />
      {isLoading ? <LoadingBlock /> : null}
      {isError && !data ? (
        <Text p="3" color="fg.error">
          {tx('Matches could not be loaded. Retrying…')}
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
