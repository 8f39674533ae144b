import {
  PlacedBet as PlacedBetSchema,
  type FancyBetRequest,
  type PlaceBetRequest,
  type PlacedBet,
} from '@exchange/contracts/exchange';
import { Order as OrderSchema, type Order, type PlaceOrderBody } from '@exchange/contracts/matchOdds';
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
    /** A Match Odds order (issue 15): what matches at once and what rests unmatched come back in the Order. */
    placeOrder: build.mutation<Order | null, WithIdempotency<PlaceOrderBody>>({
      query: ({ payload, idempotencyKey }) => ({
        api: 'cm',
        url: '/bet/order',
        method: 'POST',
        data: payload,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      transformResponse: (envelope: unknown) => answerOf(OrderSchema, envelope),
      invalidatesTags: ['Bets', 'Wallet'],
      extraOptions: { maxRetries: 0 },
    }),
  }),
});
