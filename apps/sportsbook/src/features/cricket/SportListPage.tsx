import { useQuietPoll } from '@exchange/live-data';
import { DASHBOARD_POLL_MS, cricketApi, type OtherSport } from './cricketApi';
import { MatchList } from './MatchList';

export const SPORT_LIST_TITLES: Record<OtherSport, string> = { tennis: 'Tennis', soccer: 'Soccer' };

/**
 * `/tennis`, `/soccer` (issue 15): the sport's matches, in play first, as cricket's dashboard lists
 * them; a card opens `/game/{sport}/{id}`. No bet counts: the spec's counts are bookmaker and
 * session bets, which these sports do not have.
 */
export default function SportListPage({ sport }: { sport: OtherSport }) {
  const { data, isLoading, isError } = cricketApi.useGetSportDashboardQuery(sport, {
    selectFromResult: ({ data, isLoading, isError }) => ({ data, isLoading, isError }),
  });
  useQuietPoll(cricketApi.endpoints.getSportDashboard, sport, DASHBOARD_POLL_MS);
  return (
    <MatchList sport={sport} title={SPORT_LIST_TITLES[sport]} data={data} isLoading={isLoading} isError={isError} />
  );
}
