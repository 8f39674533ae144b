import {
  EventData as EventDataSchema,
  MatchSettings as MatchSettingsSchema,
  MyBet as MyBetSchema,
  RunnerOdds as RunnerOddsSchema,
} from '@exchange/contracts/exchange';
import { keepRows, matches } from '@exchange/contracts/read';
import { isSessionType } from '@exchange/betting';
import { finite, isRecord, items, numberOrZero, positiveId, text } from '@exchange/shared-http';
import type { EventData, MarketExposure, MatchSettings, MyBet, MyBets, Odds, RunnerOdds, Score } from './matchTypes';
import { parseMatchOdds, parseMatchOrders } from './parseMatchOdds';

/**
 * Readers for the match page's polled answers. Every server input is untrusted: a runner or bet
 * that cannot be read is left out, a number that is not a number reads as 0 (a rate of 0 is never
 * offered to the player), and an unknown market status reads as suspended, so nothing malformed
 * can be bet on or crash the page. What is read is then checked against the contract's schema, so a
 * row that still is not what the API promises (a fractional id, say) is left out and logged.
 */

function runner(value: unknown): RunnerOdds | undefined {
  if (!isRecord(value)) return undefined;
  const selectionId = positiveId(value.selectionId);
  const marketId = text(value.marketId);
  const runnerName = text(value.runnerName);
  if (selectionId === undefined || !marketId || !runnerName) return undefined;
  return {
    runnerName,
    selectionId,
    marketId,
    back1: numberOrZero(value.back1),
    lay1: numberOrZero(value.lay1),
    backSize1: numberOrZero(value.backSize1),
    laySize1: numberOrZero(value.laySize1),
    maxLimit: Math.max(0, numberOrZero(value.maxLimit)),
    status: value.status === 'ACTIVE' ? 'ACTIVE' : 'SUSPENDED',
  };
}

const runners = (value: unknown): RunnerOdds[] =>
  keepRows(
    RunnerOddsSchema,
    items(value)
      .map(runner)
      .filter((r): r is RunnerOdds => r !== undefined),
    'odds runners',
  );

/** `/cricket/odds/{eventId}`: Match Odds (issue 15), the bookmaker markets and the session groups (spec section 3). */
export function parseOdds(response: unknown): Odds {
  const body = isRecord(response) ? response : {};
  const bookMakerOdds = items(body.bookMakerOdds).flatMap((item) => {
    const bm1 = isRecord(item) && isRecord(item.bm1) ? item.bm1 : undefined;
    const marketId = text(bm1?.marketId);
    if (!bm1 || !marketId) return [];
    return [{ bm1: { marketId, marketName: text(bm1.marketName) ?? '', oddDetailsDTOS: runners(bm1.oddDetailsDTOS) } }];
  });
  const fancyOdds = items(body.fancyOdds).flatMap((item) =>
    isRecord(item)
      ? [
          {
            gameType: text(item.gameType) ?? '',
            marketName: text(item.marketName) ?? '',
            oddDetailsDTOS: runners(item.oddDetailsDTOS),
          },
        ]
      : [],
  );
  const matchOdds = parseMatchOdds(body.matchOdds);
  return matchOdds ? { matchOdds, bookMakerOdds, fancyOdds } : { bookMakerOdds, fancyOdds };
}

/**
 * A position row's key: a team's selection id, or on a session's ladder the run (0 included: a ball
 * or an over can end on no runs) or a fancy1 outcome (0 its event did not happen, 1 it did).
 */
const positionKey = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : undefined;

function exposure(value: unknown): MarketExposure | undefined {
  if (!isRecord(value)) return undefined;
  const marketIdExternal = text(value.marketIdExternal);
  if (!marketIdExternal) return undefined;
  const runnerPlExposureDTOS = items(value.runnerPlExposureDTOS).flatMap((r) => {
    const selectionId = isRecord(r) ? positionKey(r.selectionId) : undefined;
    return isRecord(r) && selectionId !== undefined ? [{ selectionId, exposure: numberOrZero(r.exposure) }] : [];
  });
  return { marketIdExternal, exposure: numberOrZero(value.exposure), runnerPlExposureDTOS };
}

/**
 * `/cricket/match-details`: stake limits and the player's exposure per market. Without readable
 * limits there is no settings object: the slip then refuses every stake rather than guess a limit.
 */
export function parseSettings(response: unknown): MatchSettings | undefined {
  if (!isRecord(response)) return undefined;
  const limits = [
    'minStack',
    'maxStack',
    'bookmakerMinStack',
    'bookmakerMaxStack',
    'sessionMinStack',
    'sessionMaxStack',
  ] as const;
  const read = Object.fromEntries(limits.map((key) => [key, finite(response[key])]));
  if (limits.some((key) => read[key] === undefined || read[key]! < 0)) return undefined;
  const settings = {
    eventId: numberOrZero(response.eventId),
    ...(read as Record<(typeof limits)[number], number>),
    plExposureResponseDTOs: items(response.plExposureResponseDTOs)
      .map(exposure)
      .filter((e): e is MarketExposure => e !== undefined),
  };
  return matches(MatchSettingsSchema, settings) ? settings : undefined;
}

/** `/auth/score-sport2`: the score panel's texts; anything else reads as no score. */
export function parseScore(response: unknown): Score | null {
  const score = isRecord(response) && isRecord(response.score) ? response.score : undefined;
  if (!score) return null;
  const str = (value: unknown) => text(value) ?? '';
  return {
    spnnation1: str(score.spnnation1),
    spnnation2: str(score.spnnation2),
    score1: str(score.score1),
    score2: str(score.score2),
    spnrunrate2: str(score.spnrunrate2),
    spnmessage: str(score.spnmessage),
    balls: items(score.balls).filter((b): b is string => typeof b === 'string'),
  };
}

function myBet(value: unknown): MyBet | undefined {
  if (!isRecord(value)) return undefined;
  const betId = positiveId(value.id);
  const amount = finite(value.amount);
  const runnerName = text(value.runnerName);
  const marketId = text(value.marketId);
  if (betId === undefined || amount === undefined || !runnerName || !marketId) return undefined;
  return {
    id: betId,
    runnerName,
    amount,
    back: numberOrZero(value.back),
    lay: numberOrZero(value.lay),
    backRate: numberOrZero(value.backRate),
    layRate: numberOrZero(value.layRate),
    marketName: text(value.marketName) ?? '',
    marketId,
    selectionId: numberOrZero(value.selectionId),
    gameType: text(value.gameType) ?? '',
    ...(isSessionType(value.sessionType) ? { sessionType: value.sessionType } : {}),
    result: text(value.result) ?? '',
    createdDate: text(value.createdDate) ?? '',
  };
}

/** `/bet/my-bet/{eventId}`: the player's bets on the match, the sessions' plus/minus and their Match Odds orders. */
export function parseMyBets(envelope: unknown): MyBets {
  const body = isRecord(envelope) ? envelope : {};
  const extra = isRecord(body.extra) ? body.extra : {};
  const read = items(body.response)
    .map(myBet)
    .filter((b): b is MyBet => b !== undefined);
  return {
    list: keepRows(MyBetSchema, read, 'my bets'),
    fancyPlusMinus: numberOrZero(extra.fancyPlusMinus),
    matchOrders: parseMatchOrders(extra.matchOdds),
  };
}

/** `/cricket/event-data/{id}`: the match's ids and name, or null when the answer names no match. */
export function parseEventData(response: unknown): EventData | null {
  if (!isRecord(response)) return null;
  const eventId = positiveId(response.eventId);
  const eventName = text(response.eventName);
  if (eventId === undefined || eventName === undefined) return null;
  const event = {
    eventId,
    cricketId: positiveId(response.cricketId) ?? eventId,
    eventName,
    inPlay: response.inPlay === true,
    oddDetailsDTOS: runners(response.oddDetailsDTOS),
  };
  return matches(EventDataSchema, event) ? event : null;
}
