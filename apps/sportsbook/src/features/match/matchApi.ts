import { baseApi, type Envelope } from '@exchange/shared-auth';
import type { EventData, FancyBetPayload, MatchSettings, MyBet, MyBets, Odds, PlaceBetPayload, PlacedBet, Score } from './matchTypes';

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
      transformResponse: (envelope: Envelope<Odds>) => envelope.response,
    }),
    getEventData: build.query<EventData, number>({
      query: (eventId) => ({ api: 'cm', url: `/cricket/event-data/${eventId}`, skipAuth: true }),
      transformResponse: (envelope: Envelope<EventData>) => envelope.response,
    }),
    getMatchSettings: build.query<MatchSettings, number>({
      query: (eventId) => ({ api: 'cm', url: '/cricket/match-details', params: { eventId } }),
      transformResponse: (envelope: Envelope<MatchSettings>) => envelope.response,
      providesTags: ['Bets'],
    }),
    getScore: build.query<Score | null, number>({
      query: (eventId) => ({ api: 'aam', url: '/auth/score-sport2', method: 'POST', params: { eventId }, data: {} }),
      transformResponse: (envelope: Envelope<{ score: Score }>) => envelope.response?.score ?? null,
    }),
    getStream: build.query<string, number>({
      query: (eventId) => ({ api: 'aam', url: `/auth/streaming/${eventId}` }),
      transformResponse: (envelope: Envelope<{ url: string }>) => envelope.response.url,
    }),
    getMyBets: build.query<MyBets, number>({
      query: (eventId) => ({ api: 'cm', url: `/bet/my-bet/${eventId}` }),
      transformResponse: (envelope: Envelope<MyBet[]> & { extra?: { fancyPlusMinus?: number } }) => ({
        list: Array.isArray(envelope.response) ? envelope.response : [],
        fancyPlusMinus: envelope.extra?.fancyPlusMinus ?? 0,
      }),
      providesTags: ['Bets'],
    }),
    placeBet: build.mutation<PlacedBet, WithIdempotency<PlaceBetPayload>>({
      query: ({ payload, idempotencyKey }) => ({ api: 'cm', url: '/bet/place', method: 'POST', data: payload, headers: { 'Idempotency-Key': idempotencyKey } }),
      transformResponse: (envelope: Envelope<PlacedBet>) => envelope.response,
      invalidatesTags: ['Bets', 'Wallet'],
      extraOptions: { maxRetries: 0 },
    }),
    placeFancyBet: build.mutation<PlacedBet, WithIdempotency<FancyBetPayload>>({
      query: ({ payload, idempotencyKey }) => ({ api: 'cm', url: '/bet/fancy-place', method: 'POST', data: payload, headers: { 'Idempotency-Key': idempotencyKey } }),
      transformResponse: (envelope: Envelope<PlacedBet>) => envelope.response,
      invalidatesTags: ['Bets', 'Wallet'],
      extraOptions: { maxRetries: 0 },
    }),
  }),
});
