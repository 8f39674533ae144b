import { PlacedBet as PlacedBetSchema } from '@exchange/contracts/exchange';
import { answerOf } from '@exchange/contracts/read';
import { baseApi, envelopeResponse, getRuntimeConfig, httpUrl, isRecord } from '@exchange/shared-auth';
import type { EventData, FancyBetPayload, MatchSettings, MyBets, Odds, PlaceBetPayload, PlacedBet, Score } from './matchTypes';
import { parseEventData, parseMyBets, parseOdds, parseScore, parseSettings } from './parseMatch';

/** Polling intervals of spec section 9. */
export const ODDS_POLL_MS = 1000;
export const SCORE_POLL_MS = 5000;
export const MY_BETS_POLL_MS = 5000;
export const MATCH_SETTINGS_POLL_MS = 10_000;

type WithIdempotency<T> = { payload: T; idempotencyKey: string };

export const matchApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getOdds: build.query<Odds, number>({
      query: (eventId) => ({ api: 'cm', url: `/cricket/odds/${eventId}`, skipAuth: true }),
      transformResponse: (envelope: unknown) => parseOdds(envelopeResponse(envelope)),
    }),
    getEventData: build.query<EventData | null, number>({
      query: (eventId) => ({ api: 'cm', url: `/cricket/event-data/${eventId}`, skipAuth: true }),
      transformResponse: (envelope: unknown) => parseEventData(envelopeResponse(envelope)),
    }),
    getMatchSettings: build.query<MatchSettings | undefined, number>({
      query: (eventId) => ({ api: 'cm', url: '/cricket/match-details', params: { eventId } }),
      transformResponse: (envelope: unknown) => parseSettings(envelopeResponse(envelope)),
      providesTags: ['Bets'],
    }),
    getScore: build.query<Score | null, number>({
      query: (eventId) => ({ api: 'aam', url: '/auth/score-sport2', method: 'POST', params: { eventId }, data: {} }),
      transformResponse: (envelope: unknown) => parseScore(envelopeResponse(envelope)),
    }),
    getStream: build.query<string | null, number>({
      query: (eventId) => ({ api: 'aam', url: `/auth/streaming/${eventId}` }),
      // Only an http(s) address, read against the API, ever becomes a frame.
      transformResponse: (envelope: unknown) => {
        const body = envelopeResponse(envelope);
        return httpUrl(isRecord(body) ? body.url : undefined, getRuntimeConfig().api.aam);
      },
    }),
    getMyBets: build.query<MyBets, number>({
      query: (eventId) => ({ api: 'cm', url: `/bet/my-bet/${eventId}` }),
      transformResponse: parseMyBets,
      providesTags: ['Bets'],
    }),
    placeBet: build.mutation<PlacedBet | null, WithIdempotency<PlaceBetPayload>>({
      query: ({ payload, idempotencyKey }) => ({ api: 'cm', url: '/bet/place', method: 'POST', data: payload, headers: { 'Idempotency-Key': idempotencyKey } }),
      transformResponse: (envelope: unknown) => answerOf(PlacedBetSchema, envelope),
      invalidatesTags: ['Bets', 'Wallet'],
      extraOptions: { maxRetries: 0 },
    }),
    placeFancyBet: build.mutation<PlacedBet | null, WithIdempotency<FancyBetPayload>>({
      query: ({ payload, idempotencyKey }) => ({ api: 'cm', url: '/bet/fancy-place', method: 'POST', data: payload, headers: { 'Idempotency-Key': idempotencyKey } }),
      transformResponse: (envelope: unknown) => answerOf(PlacedBetSchema, envelope),
      invalidatesTags: ['Bets', 'Wallet'],
      extraOptions: { maxRetries: 0 },
    }),
  }),
});
