import { useMemo } from 'react';
import { orderSessions } from '@exchange/betting';
import { accountSelectors, useAppSelector, useQuietPoll } from '@exchange/shared-auth';
import { MATCH_SETTINGS_POLL_MS, MY_BETS_POLL_MS, ODDS_POLL_MS, SCORE_POLL_MS, matchApi } from './matchApi';
import type { MarketExposure, MatchOrders, MyBet, RunnerOdds } from './matchTypes';

const NO_BETS: MyBet[] = [];
const NO_ORDERS: MatchOrders = { orders: [], exposure: 0, positions: [] };
const NO_RUNNERS: RunnerOdds[] = [];
const dataOnly = <T>({ data }: { data?: T }) => ({ data });
const dataAndLoading = <T>({ data, isLoading }: { data?: T; isLoading: boolean }) => ({ data, isLoading });

/**
 * Every polled read of the match page, once each, at the spec's intervals (section 9). Derived
 * values are memoised on the cached answers, which RTK Query keeps referentially equal when a poll
 * brings nothing new, so unchanged rows do not re-render.
 */
export function useMatchData(routeId: number, knownEventId: number | undefined) {
  const loggedIn = useAppSelector(accountSelectors.selectIsLoggedIn);
  const eventData = matchApi.useGetEventDataQuery(routeId, { skip: !routeId });
  const eventId = knownEventId ?? eventData.data?.eventId;
  const skip = !eventId;
  // Each poll selects only what the page reads: the fetching flags a poll toggles would otherwise
  // re-render the whole page twice per answer, changed or not.
  const odds = matchApi.useGetOddsQuery(eventId ?? 0, { skip, selectFromResult: dataAndLoading });
  const score = matchApi.useGetScoreQuery(eventId ?? 0, { skip, selectFromResult: dataOnly });
  const settings = matchApi.useGetMatchSettingsQuery(eventId ?? 0, {
    skip: skip || !loggedIn,
    selectFromResult: dataOnly,
  });
  const myBets = matchApi.useGetMyBetsQuery(eventId ?? 0, { skip: skip || !loggedIn, selectFromResult: dataOnly });
  // The polls, quietly: an answer that brings nothing new writes nothing (shared-auth quietPoll.ts).
  useQuietPoll(matchApi.endpoints.getOdds, eventId ?? 0, ODDS_POLL_MS, { skip });
  useQuietPoll(matchApi.endpoints.getScore, eventId ?? 0, SCORE_POLL_MS, { skip });
  useQuietPoll(matchApi.endpoints.getMatchSettings, eventId ?? 0, MATCH_SETTINGS_POLL_MS, { skip: skip || !loggedIn });
  useQuietPoll(matchApi.endpoints.getMyBets, eventId ?? 0, MY_BETS_POLL_MS, { skip: skip || !loggedIn });

  const bookmaker = odds.data?.bookMakerOdds[0]?.bm1;
  const runners = bookmaker?.oddDetailsDTOS ?? NO_RUNNERS;
  const fancy = odds.data?.fancyOdds;
  const sessions = useMemo(
    () => orderSessions(fancy?.flatMap((g) => g.oddDetailsDTOS) ?? NO_RUNNERS, (r) => r.runnerName),
    [fancy],
  );

  const exposures = useMemo(() => {
    const byMarket = new Map<string, MarketExposure>();
    for (const dto of settings.data?.plExposureResponseDTOs ?? []) byMarket.set(dto.marketIdExternal, dto);
    return byMarket;
  }, [settings.data]);
  const positions = useMemo(() => {
    const map = new Map<number, number>();
    const market = bookmaker ? exposures.get(bookmaker.marketId) : undefined;
    for (const r of market?.runnerPlExposureDTOS ?? []) map.set(r.selectionId, r.exposure);
    return map;
  }, [bookmaker, exposures]);
  const sessionExposure = useMemo(() => {
    const map = new Map<string, number>();
    for (const [marketId, dto] of exposures) if (marketId !== bookmaker?.marketId) map.set(marketId, dto.exposure);
    return map;
  }, [bookmaker?.marketId, exposures]);

  const matchOrders = myBets.data?.matchOrders ?? NO_ORDERS;
  const matchOddsPositions = useMemo(
    () => new Map(matchOrders.positions.map((p) => [p.selectionId, p.position])),
    [matchOrders],
  );

  return {
    eventId,
    eventName: eventData.data?.eventName,
    bookmaker,
    runners,
    matchOdds: odds.data?.matchOdds,
    matchOrders,
    matchOddsPositions,
    sessions,
    score: score.data,
    settings: settings.data,
    exposures,
    positions,
    sessionExposure,
    myBets: myBets.data?.list ?? NO_BETS,
    fancyPlusMinus: myBets.data?.fancyPlusMinus ?? 0,
    loading: eventData.isLoading || odds.isLoading,
    notFound: (eventData.isError && !eventData.data) || eventData.data === null,
  };
}
