import { StreamAnswer } from '@exchange/contracts/exchange';
import { read } from '@exchange/contracts/read';
import { envelopeResponse, httpUrl } from '@exchange/shared-http';
import { baseApi, getRuntimeConfig } from '@exchange/shared-auth';
import { quietlyPolled } from '@exchange/live-data';
import { eventDataRead, oddsRead } from './matchReads';
import type { EventData, MatchSettings, MyBets, Odds, Score } from './matchTypes';
import { parseEventData, parseMyBets, parseOdds, parseScore, parseSettings } from './parseMatch';

/** Polling intervals of spec section 9. */
export const ODDS_POLL_MS = 1000;
export const SCORE_POLL_MS = 5000;
export const MY_BETS_POLL_MS = 5000;
export const MATCH_SETTINGS_POLL_MS = 10_000;

export const matchApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getOdds: build.query<Odds, number>(
      quietlyPolled('getOdds', {
        query: oddsRead,
        transformResponse: (envelope: unknown) => parseOdds(envelopeResponse(envelope)),
      }),
    ),
    getEventData: build.query<EventData | null, number>({
      query: eventDataRead,
      transformResponse: (envelope: unknown) => parseEventData(envelopeResponse(envelope)),
    }),
    getMatchSettings: build.query<MatchSettings | undefined, number>({
      ...quietlyPolled('getMatchSettings', {
        query: (eventId: number) => ({ api: 'cm' as const, url: '/cricket/match-details', params: { eventId } }),
        transformResponse: (envelope: unknown) => parseSettings(envelopeResponse(envelope)),
      }),
      providesTags: ['Bets'],
    }),
    getScore: build.query<Score | null, number>(
      quietlyPolled('getScore', {
        query: (eventId: number) => ({
          api: 'aam' as const,
          url: '/auth/score-sport2',
          method: 'POST' as const,
          params: { eventId },
          data: {},
        }),
        transformResponse: (envelope: unknown) => parseScore(envelopeResponse(envelope)),
      }),
    ),
    getStream: build.query<string | null, number>({
      query: (eventId) => ({ api: 'aam', url: `/auth/streaming/${eventId}` }),
      // Only an http(s) address, read against the API, ever becomes a frame.
      transformResponse: (envelope: unknown) =>
        httpUrl(read(StreamAnswer, envelopeResponse(envelope), {}, 'stream')?.url, getRuntimeConfig().api.aam),
    }),
    getMyBets: build.query<MyBets, number>({
      ...quietlyPolled('getMyBets', {
        query: (eventId: number) => ({ api: 'cm' as const, url: `/bet/my-bet/${eventId}` }),
        transformResponse: parseMyBets,
      }),
      providesTags: ['Bets'],
    }),
  }),
});
