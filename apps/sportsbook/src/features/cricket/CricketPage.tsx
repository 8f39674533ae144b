import { useMemo } from 'react';
import { accountSelectors, useAppSelector } from '@exchange/shared-auth';
import { useQuietPoll } from '@exchange/live-data';
import { useT } from '@exchange/shared-ui';
import { DASHBOARD_POLL_MS, cricketApi, type BetCounts } from './cricketApi';
import { CurrentBets } from './CurrentBets';
import { MatchList } from './MatchList';

const NO_COUNTS: BetCounts = {};

export default function CricketPage() {
  const t = useT();
  const loggedIn = useAppSelector(accountSelectors.selectIsLoggedIn);
  const { data, isLoading, isError } = cricketApi.useGetMatchesDashboardQuery(undefined, {
    selectFromResult: ({ data, isLoading, isError }) => ({ data, isLoading, isError }),
  });
  useQuietPoll(cricketApi.endpoints.getMatchesDashboard, undefined, DASHBOARD_POLL_MS);
  // Counts refresh with the list, every 5 s, only for a logged-in player.
  const { data: counts } = cricketApi.useGetBetCountQuery(undefined, {
    skip: !loggedIn,
    selectFromResult: ({ data }) => ({ data }),
  });
  useQuietPoll(cricketApi.endpoints.getBetCount, undefined, DASHBOARD_POLL_MS, { skip: !loggedIn });
  // What the counts say, as one text: Current Bets reads the bets again when it changes.
  const countsKey = useMemo(() => JSON.stringify(counts ?? {}), [counts]);

  return (
    <MatchList
      sport="cricket"
      title={t('nav.cricket')}
      data={data}
      isLoading={isLoading}
      isError={isError}
      counts={counts ?? NO_COUNTS}
    >
      {loggedIn ? <CurrentBets countsKey={countsKey} /> : null}
    </MatchList>
  );
}
