import {
  PlacedBet as PlacedBetSchema,
  type FancyBetRequest,
  type PlaceBetRequest,
  type PlacedBet,
} from '@exchange/contracts/exchange';
import { answerOf } from '@exchange/contracts/read';
import { baseApi } from '@exchange/shared-auth';

/** What the slip sends to place a bet, and the API's answer: the contract's shapes (spec section 8). */
export type {
  FancyBetRequest as FancyBetPayload,
  PlaceBetRequest as PlaceBetPayload,
  PlacedBet,
} from '@exchange/contracts/exchange';

type WithIdempotency<T> = { payload: T; idempotencyKey: string };

/** Placing bets belongs to the slip; the match page's reads are tagged so that a placed bet refreshes them. */
export const betslipApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    placeBet: build.mutation<PlacedBet | null, WithIdempotency<PlaceBetRequest>>({
      query: ({ payload, idempotencyKey }) => ({
        api: 'cm',
        url: '/bet/place',
        method: 'POST',
        data: payload,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      transformResponse: (envelope: unknown) => answerOf(PlacedBetSchema, envelope),
      invalidatesTags: ['Bets', 'Wallet'],
      extraOptions: { maxRetries: 0 },
    }),
    placeFancyBet: build.mutation<PlacedBet | null, WithIdempotency<FancyBetRequest>>({
      query: ({ payload, idempotencyKey }) => ({
        api: 'cm',
        url: '/bet/fancy-place',
        method: 'POST',
        data: payload,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      transformResponse: (envelope: unknown) => answerOf(PlacedBetSchema, envelope),
      invalidatesTags: ['Bets', 'Wallet'],
      extraOptions: { maxRetries: 0 },
    }),
  }),
});
