import { Box, SimpleGrid, Text } from '@exchange/shared-ui/chakra';
import { useCallback, useMemo } from 'react';
import { useNavigate } from '@exchange/shared-ui/router';
import { accountActions, accountSelectors, useAppDispatch, useAppSelector } from '@exchange/shared-auth';
import { useQuietPoll } from '@exchange/live-data';
import { LoadingBlock, NoData, PageTitle, useT, useTranslateText } from '@exchange/shared-ui';
import { DASHBOARD_POLL_MS, cricketApi, type DashboardMatch } from './cricketApi';
import { CurrentBets } from './CurrentBets';
import { MatchCard } from './MatchCard';
import { SportTabs } from './SportTabs';
import { orderMatches } from './matchOrder';

export default function CricketPage() {
  const tx = useTranslateText();
  const t = useT();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(accountSelectors.selectIsLoggedIn);
  const { data, isLoading, isError } = cricketApi.useGetMatchesDashboardQuery(undefined, {
    selectFromResult: ({ data, isLoading, isError }) => ({ data, isLoading, isError }),
  });
  useQuietPoll(cricketApi.endpoints.getMatchesDashboard, undefined, DASHBOARD_POLL_MS);
  const matches = useMemo(() => orderMatches(data ?? []), [data]);
  // Counts refresh with the list, every 5 s, only for a logged-in player.
  const { data: counts } = cricketApi.useGetBetCountQuery(undefined, {
    skip: !loggedIn,
    selectFromResult: ({ data }) => ({ data }),
  });
  useQuietPoll(cricketApi.endpoints.getBetCount, undefined, DASHBOARD_POLL_MS, { skip: !loggedIn });
  // What the counts say, as one text: Current Bets reads the bets again when it changes.
  const countsKey = useMemo(() => JSON.stringify(counts ?? {}), [counts]);

  const open = useCallback(
    (match: DashboardMatch) => {
      if (!loggedIn) {
        dispatch(accountActions.popupToggled({ popup: 'loginPopOpen', open: true }));
        return;
      }
      navigate(`/game/${match.sport}/${match.cricketId}`, { state: { event: match } });
    },
    [dispatch, loggedIn, navigate],
  );

  return (
    <Box>
      <PageTitle title={t('nav.cricket')} />
      <SportTabs current="cricket" />
      {loggedIn ? <CurrentBets countsKey={countsKey} /> : null}
      {isLoading ? <LoadingBlock /> : null}
      {isError && !data ? (
        <Text p="3" color="fg.error">
          {tx('Matches could not be loaded. Retrying…')}
        </Text>
      ) : null}
      {!isLoading && data && matches.length === 0 ? <NoData /> : null}
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="2" mt="2" data-testid="match-list">
        {matches.map((match) => (
          <MatchCard
            key={match.cricketId}
            match={match}
            matchBets={counts?.[String(match.cricketId)]?.matchCount ?? 0}
            sessionBets={counts?.[String(match.cricketId)]?.fancyCount ?? 0}
            onOpen={open}
          />
        ))}
      </SimpleGrid>
    </Box>
  );
}
