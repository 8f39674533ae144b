import { Box, SimpleGrid, Text } from '@exchange/shared-ui/chakra';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useNavigate } from '@exchange/shared-ui/router';
import { accountActions, accountSelectors, useAppDispatch, useAppSelector, type Sport } from '@exchange/shared-auth';
import { LoadingBlock, NoData, PageTitle, useTranslateText } from '@exchange/shared-ui';
import type { BetCounts, DashboardMatch } from './cricketApi';
import { MatchCard } from './MatchCard';
import { SportTabs } from './SportTabs';
import { orderMatches } from './matchOrder';

type Props = {
  sport: Sport;
  title: string;
  /** The sport's dashboard as read so far, and how its reading goes. */
  data: DashboardMatch[] | undefined;
  isLoading: boolean;
  isError: boolean;
  /** Cricket's bet counts per match (a match missing here has none); a sport without them shows none on its cards. */
  counts?: BetCounts;
  /** Between the sports' tabs and the list (cricket's Current Bets). */
  children?: ReactNode;
};

/**
 * A sport's list of matches, in play first (cricket's dashboard, `/tennis`, `/soccer`): a card
 * opens its match for a player, and the login for a visitor.
 */
export function MatchList({ sport, title, data, isLoading, isError, counts, children }: Props) {
  const tx = useTranslateText();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(accountSelectors.selectIsLoggedIn);
  const matches = useMemo(() => orderMatches(data ?? []), [data]);

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
      <PageTitle title={title} />
      <SportTabs current={sport} />
      {children}
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
            matchBets={counts ? (counts[String(match.cricketId)]?.matchCount ?? 0) : undefined}
            sessionBets={counts ? (counts[String(match.cricketId)]?.fancyCount ?? 0) : undefined}
            onOpen={open}
          />
        ))}
      </SimpleGrid>
    </Box>
  );
}
