import { useMemo } from 'react';
import { orderSessions, sessionTypeOf, type SessionType } from '@exchange/betting';
import { accountSelectors, skipToken, useAppSelector } from '@exchange/shared-auth';
import { useQuietPoll } from '@exchange/live-data';
import { MATCH_SETTINGS_POLL_MS, MY_BETS_POLL_MS, ODDS_POLL_MS, SCORE_POLL_MS, matchApi } from './matchApi';
import type { MarketExposure, MatchOrders, MyBet, Odds, RunnerOdds, Score } from './matchTypes';

const NO_BETS: MyBet[] = [];
const NO_ORDERS: MatchOrders = { orders: [], exposure: 0, positions: [] };
const NO_RUNNERS: RunnerOdds[] = [];
const NO_IDS: number[] = [];
const dataOnly = <T>({ data }: { data?: T }) => ({ data });
const nothing = () => NOTHING;
const NOTHING = {};

const idsKey = (rows: readonly { selectionId: number }[] | undefined) =>
  rows?.map((r) => r.selectionId).join(',') ?? '';
const idsOf = (key: string) => (key ? key.split(',').map(Number) : NO_IDS);

/**
 * What the page itself reads of the odds answer: which markets and runners there are, never a
 * rate. Every value is a string or a number, so an answer whose rates moved selects an equal
 * object and the page, its tabs and its slip do not re-render; the tables read the rates
 * themselves (useBookmakerRunners, useMatchOddsMarket, useSessions).
 */
function oddsOutline({ data, isLoading }: { data?: Odds; isLoading: boolean }) {
  const bookmaker = data?.bookMakerOdds[0]?.bm1;
  const matchOdds = data?.matchOdds;
  return {
    isLoading,
    bookmakerMarketId: bookmaker?.marketId,
    teamIds: idsKey(bookmaker?.oddDetailsDTOS),
    matchOddsMarketId: matchOdds?.marketId,
    matchOddsStatus: matchOdds?.status,
    matchOddsMinStack: matchOdds?.minStack,
    matchOddsMaxStack: matchOdds?.maxStack,
    matchOddsRunnerIds: idsKey(matchOdds?.runners),
  };
}

type Part<T> = ({ data }: { data?: Odds }) => { part: T };
/** A selector of one part of the odds answer (made once, so that RTK Query memoises it). */
const oddsPart =
  <T>(read: (odds: Odds | undefined) => T): Part<T> =>
  ({ data }) => ({ part: read(data) });
/** One part of the cached odds answer, read without a subscription of its own (the page polls it). */
const useOddsPart = <T>(eventId: number, selectFromResult: Part<T>): T =>
  matchApi.endpoints.getOdds.useQueryState(eventId || skipToken, { selectFromResult }).part;

const bookmakerRunners = oddsPart((odds) => odds?.bookMakerOdds[0]?.bm1?.oddDetailsDTOS ?? NO_RUNNERS);
const matchOddsMarket = oddsPart((odds) => odds?.matchOdds);
const fancyGroups = oddsPart((odds) => odds?.fancyOdds);

/** The bookmaker's runners with their rates: re-renders its table, and only it, when a rate moves. */
export const useBookmakerRunners = (eventId: number) => useOddsPart(eventId, bookmakerRunners);
/** The Match Odds market (issue 15), or undefined when the match has none. */
export const useMatchOddsMarket = (eventId: number) => useOddsPart(eventId, matchOddsMarket);
/**
 * The session (fancy) lines of every type in the spec's order (packages/betting `orderSessions`),
 * and each line's type by its marketId (its fancyOdds group's gameType). The lines are the cached
 * answer's own objects, so a row whose line did not change does not re-render.
 */
export function useSessions(eventId: number): { lines: RunnerOdds[]; types: ReadonlyMap<string, SessionType> } {
  const fancy = useOddsPart(eventId, fancyGroups);
  return useMemo(() => {
    const types = new Map<string, SessionType>();
    for (const group of fancy ?? [])
      for (const line of group.oddDetailsDTOS) types.set(line.marketId, sessionTypeOf(group.gameType));
    return {
      lines: orderSessions(fancy?.flatMap((g) => g.oddDetailsDTOS) ?? NO_RUNNERS, (r) => r.runnerName),
      types,
    };
  }, [fancy]);
}
/** The score, read by its panel alone: a new ball re-renders the panel, not the page. */
export function useScore(eventId: number): Score | null | undefined {
  return matchApi.endpoints.getScore.useQueryState(eventId || skipToken, { selectFromResult: dataOnly }).data;
}

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
  const odds = matchApi.useGetOddsQuery(eventId ?? 0, { skip, selectFromResult: oddsOutline });
  // Subscribed here, read by the score panel (useScore): nothing of it is selected for the page.
  matchApi.useGetScoreQuery(eventId ?? 0, { skip, selectFromResult: nothing });
  const settings = matchApi.useGetMatchSettingsQuery(eventId ?? 0, {
    skip: skip || !loggedIn,
    selectFromResult: dataOnly,
  });
  const myBets = matchApi.useGetMyBetsQuery(eventId ?? 0, { skip: skip || !loggedIn, selectFromResult: dataOnly });
  // The polls, quietly: an answer that brings nothing new writes nothing (live-data's quietPoll.ts).
  useQuietPoll(matchApi.endpoints.getOdds, eventId ?? 0, ODDS_POLL_MS, { skip });
  useQuietPoll(matchApi.endpoints.getScore, eventId ?? 0, SCORE_POLL_MS, { skip });
  useQuietPoll(matchApi.endpoints.getMatchSettings, eventId ?? 0, MATCH_SETTINGS_POLL_MS, { skip: skip || !loggedIn });
  useQuietPoll(matchApi.endpoints.getMyBets, eventId ?? 0, MY_BETS_POLL_MS, { skip: skip || !loggedIn });

  const { bookmakerMarketId, teamIds, matchOddsRunnerIds } = odds;

  const exposures = useMemo(() => {
    const byMarket = new Map<string, MarketExposure>();
    for (const dto of settings.data?.plExposureResponseDTOs ?? []) byMarket.set(dto.marketIdExternal, dto);
    return byMarket;
  }, [settings.data]);
  const positions = useMemo(() => {
    const map = new Map<number, number>();
    const market = bookmakerMarketId ? exposures.get(bookmakerMarketId) : undefined;
    for (const r of market?.runnerPlExposureDTOS ?? []) map.set(r.selectionId, r.exposure);
    return map;
  }, [bookmakerMarketId, exposures]);
  const sessionExposure = useMemo(() => {
    const map = new Map<string, number>();
    for (const [marketId, dto] of exposures) if (marketId !== bookmakerMarketId) map.set(marketId, dto.exposure);
    return map;
  }, [bookmakerMarketId, exposures]);
  const teams = useMemo(() => idsOf(teamIds), [teamIds]);
  const { matchOddsMarketId, matchOddsStatus, matchOddsMinStack, matchOddsMaxStack } = odds;
  const matchOdds = useMemo(
    () =>
      matchOddsMarketId === undefined
        ? undefined
        : {
            marketId: matchOddsMarketId,
            status: matchOddsStatus,
            minStack: matchOddsMinStack,
            maxStack: matchOddsMaxStack,
            selectionIds: idsOf(matchOddsRunnerIds),
          },
    [matchOddsMarketId, matchOddsStatus, matchOddsMinStack, matchOddsMaxStack, matchOddsRunnerIds],
  );

  const matchOrders = myBets.data?.matchOrders ?? NO_ORDERS;
  const matchOddsPositions = useMemo(
    () => new Map(matchOrders.positions.map((p) => [p.selectionId, p.position])),
    [matchOrders],
  );

  return {
    eventId,
    eventName: eventData.data?.eventName,
    /** The bookmaker's selection ids, in its order; its rates are read by its table. */
    teams,
    /** The Match Odds market's outline, when the match has one; its prices are read by its table. */
    matchOdds,
    matchOrders,
    matchOddsPositions,
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
