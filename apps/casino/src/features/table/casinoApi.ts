import { CASINO_CLOSES_BELOW } from '@exchange/betting';
import type { CasinoPlaceBetRequest } from '@exchange/contracts/casino';
import { envelopeResponse } from '@exchange/shared-http';
import { baseApi, getRuntimeConfig } from '@exchange/shared-auth';
import { quietlyPolled } from '@exchange/live-data';
import {
  lastResultsOf,
  parseCasinoBets,
  readCasinoBet,
  parseCasinoOdds,
  parseExposure,
  parseGamesList,
  parseLucky7RoundData,
  parseSettledBets,
  readCountdown,
} from './parseTable';

import { MAX_RUN_SECONDS } from './countdownDial';
import type { CasinoBet, CasinoOdds, GameListItem, LastResult, Lucky7RoundData, SettledCasinoBet } from './tableTypes';

export type {
  CasinoBet,
  CasinoOdd,
  CasinoOdds,
  GameListItem,
  LastResult,
  Lucky7RoundData,
  SettledCasinoBet,
} from './tableTypes';

/** Spec section 9: the casino's polling intervals. */
export const POLL = { odds: 800, results: 1500, bets: 2500, exposure: 2000, lucky7Data: 2000 } as const;

const casino = (url: string, params: Record<string, unknown>, skipAuth = false) => ({
  api: 'casino' as const,
  url,
  params,
  skipAuth,
});

export const casinoApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    casinoOdds: build.query<CasinoOdds | null, string>(
      quietlyPolled('casinoOdds', {
        query: (casinoGames: string) => casino('/odds', { casinoGames }, true),
        transformResponse: parseCasinoOdds,
        // The countdown changes every second and nothing else does: a tick is kept beside the entry.
        // Ticks on schedule are not told while the felt's dial turns by itself (up to MAX_RUN_SECONDS);
        // the one that closes betting always is.
        countdown: {
          field: 'autoTime',
          read: readCountdown,
          forecast: { upTo: MAX_RUN_SECONDS, marks: [CASINO_CLOSES_BELOW] },
        },
      }),
    ),
    lastResults: build.query<LastResult[], string>(
      quietlyPolled('lastResults', {
        query: (casinoGames: string) => casino('/last-10-results', { casinoGames }, true),
        transformResponse: lastResultsOf,
      }),
    ),
    myCasinoBets: build.query<CasinoBet[], string>({
      ...quietlyPolled('myCasinoBets', {
        query: (casinoGames: string) => casino('/my-bet', { casinoGames }),
        transformResponse: parseCasinoBets,
      }),
      providesTags: ['Bets'],
    }),
    casinoExposure: build.query<Record<string, number>, string>({
      ...quietlyPolled('casinoExposure', {
        // The round rides in a header: the URL, which keys the browser's CORS preflight cache, stays the same every round
        // (the client's X-Origin-Id and X-Fingerprint headers make every call preflighted). Lucky 7's round data does the same.
        query: (marketId: string) => ({
          api: 'casino' as const,
          url: '/pl-exposure',
          headers: { 'X-Market-Id': marketId },
        }),
        transformResponse: parseExposure,
      }),
      providesTags: ['Bets'],
    }),
    lucky7RoundData: build.query<Lucky7RoundData | null, string>(
      quietlyPolled('lucky7RoundData', {
        query: (marketId: string) => ({
          api: 'casino' as const,
          url: '/lucky7/round-data',
          headers: { 'X-Market-Id': marketId },
          skipAuth: true,
        }),
        transformResponse: parseLucky7RoundData,
      }),
    ),
    /**
     * The player's settled casino bets, every table, newest first (spec section 7, `/my-bet/settled`).
     * Not polled: read when a table opens and again when a round of it settles (SettledBets.tsx).
     */
    mySettledBets: build.query<SettledCasinoBet[], void>({
      query: () => casino('/my-bet/settled', {}),
      transformResponse: parseSettledBets,
    }),
    casinoGamesList: build.query<GameListItem[], void>({
      query: () => casino('/games-list', {}, true),
      transformResponse: (envelope: unknown) => parseGamesList(envelope, getRuntimeConfig().api.casino),
    }),
    placeCasinoBet: build.mutation<CasinoBet | null, { bet: CasinoPlaceBetRequest; idempotencyKey: string }>({
      query: ({ bet, idempotencyKey }) => ({
        api: 'casino',
        url: '/bet/place',
        method: 'POST',
        data: bet,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      transformResponse: (envelope: unknown) => readCasinoBet(envelopeResponse(envelope)) ?? null,
      // A bet is never re-sent behind the player's back.
      extraOptions: { maxRetries: 0 },
      invalidatesTags: ['Bets', 'Wallet'],
    }),
  }),
});

export const {
  useCasinoOddsQuery,
  useLastResultsQuery,
  useMyCasinoBetsQuery,
  useCasinoExposureQuery,
  useLucky7RoundDataQuery,
  useCasinoGamesListQuery,
  useMySettledBetsQuery,
  usePlaceCasinoBetMutation,
} = casinoApi;
