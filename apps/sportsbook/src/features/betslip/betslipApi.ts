import { baseApi, type Envelope } from '@exchange/shared-auth';

/** What the slip sends to place a bookmaker bet (spec section 8, `/bet/place`). */
export type PlaceBetPayload = {
  amount: number;
  profit: number;
  loss: number;
  marketId: string;
  selectionId: number;
  type: 'back' | 'lay';
  eventId: number;
  runnerName: string;
  gameType: string;
  marketName: string;
  back?: number;
  backRate?: number;
  lay?: number;
  layRate?: number;
};

/** What the slip sends to place a session (fancy) bet (`/bet/fancy-place`). */
export type FancyBetPayload = {
  amount: number;
  eventId: number;
  marketId: string;
  marketName: string;
  gameType: string;
  type: 'yes' | 'no';
  backRate?: number;
  layRate?: number;
  oddsBack?: number;
  oddsLay?: number;
  profit: number;
  loss: number;
};

export type PlacedBet = { betId: number; repeated: boolean };

type WithIdempotency<T> = { payload: T; idempotencyKey: string };

/** Placing bets belongs to the slip; the match page's reads are tagged so that a placed bet refreshes them. */
export const betslipApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
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
