import {
  EventData as EventDataSchema,
  MatchSettings as MatchSettingsSchema,
  MyBet as MyBetSchema,
  MyBetsEnvelope,
  Odds as OddsSchema,
  ScoreAnswer,
} from '@exchange/contracts/exchange';
import { keepRows, nested, read, zeroIfNoNumber, type Reading } from '@exchange/contracts/read';
import { isRecord } from '@exchange/shared-http';
import type { EventData, MatchSettings, MyBet, MyBets, Odds, RunnerOdds, Score } from './matchTypes';
import { bestPrices, MATCH_ODDS, MATCH_ORDERS, NO_ORDERS } from './parseMatchOdds';

/**
 * Readers for the match page's polled answers, read with the contract's schemas (packages/contracts
 * read.ts): a runner, market or bet that is not the contract's is left out and logged, never a
 * crash. What is the page's own: a rate that is not a number reads as 0 (a rate of 0 is never
 * offered to the player), an unknown market status as suspended, a score's odd field as empty.
 */

const RUNNER = nested<RunnerOdds>({ back1: 0, lay1: 0, backSize1: 0, laySize1: 0, maxLimit: 0, status: 'SUSPENDED' });

const ODDS: Reading<Odds> = {
  matchOdds: nested(MATCH_ODDS),
  fancyOdds: nested({ gameType: '', marketName: '', oddDetailsDTOS: RUNNER }),
  bookMakerOdds: nested({ bm1: nested({ marketName: '', oddDetailsDTOS: RUNNER }) }),
};

/** `/cricket/odds/{eventId}`: Match Odds (issue 15), the bookmaker markets and the session groups (spec section 3). */
export function parseOdds(response: unknown): Odds {
  const odds = read(OddsSchema, response, ODDS, 'odds') ?? { bookMakerOdds: [], fancyOdds: [] };
  return odds.matchOdds ? { ...odds, matchOdds: bestPrices(odds.matchOdds) } : odds;
}

/**
 * `/cricket/match-details`: stake limits and the player's exposure per market. Without readable
 * limits there is no settings object: the slip then refuses every stake rather than guess a limit.
 */
export const parseSettings = (response: unknown): MatchSettings | undefined =>
  read(
    MatchSettingsSchema,
    response,
    {
      eventId: zeroIfNoNumber,
      plExposureResponseDTOs: nested({ exposure: 0, runnerPlExposureDTOS: nested({ exposure: 0 }) }),
    },
    'match settings',
  );

const SCORE: Reading<Score> = {
  spnnation1: '',
  spnnation2: '',
  score1: '',
  score2: '',
  spnrunrate2: '',
  spnmessage: '',
  balls: (sent) => (Array.isArray(sent) ? sent.filter((b): b is string => typeof b === 'string') : []),
};

/** `/auth/score-sport2`: the score panel's texts; anything else reads as no score. */
export const parseScore = (response: unknown): Score | null =>
  read(ScoreAnswer, response, { score: nested(SCORE) }, 'score')?.score ?? null;

const MY_BET: Reading<MyBet> = {
  back: 0,
  lay: 0,
  backRate: 0,
  layRate: 0,
  marketName: '',
  selectionId: zeroIfNoNumber,
  gameType: '',
  result: '',
  createdDate: '',
};

/** `/bet/my-bet/{eventId}`: the player's bets on the match, the sessions' plus/minus and their Match Odds orders. */
export function parseMyBets(envelope: unknown): MyBets {
  const body = isRecord(envelope) ? envelope : {};
  const extra = read(
    MyBetsEnvelope.properties.extra,
    isRecord(body.extra) ? body.extra : {},
    { fancyPlusMinus: 0, matchOdds: nested(MATCH_ORDERS) },
    'my bets extra',
  );
  return {
    list: keepRows(MyBetSchema, body.response, 'my bets', MY_BET),
    fancyPlusMinus: extra?.fancyPlusMinus ?? 0,
    matchOrders: extra?.matchOdds ?? NO_ORDERS,
  };
}

/** `/cricket/event-data/{id}`: the match's ids and name, or null when the answer names no match. */
export const parseEventData = (response: unknown): EventData | null =>
  read(
    EventDataSchema,
    response,
    { cricketId: (_, event) => event.eventId as number, inPlay: false, oddDetailsDTOS: RUNNER },
    'event data',
  ) ?? null;
