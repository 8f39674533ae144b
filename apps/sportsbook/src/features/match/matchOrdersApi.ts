import {
  Order as OrderSchema,
  type CancelOrderBody,
  type Order,
  type ReplaceOrderBody,
} from '@exchange/contracts/matchOdds';
import { answerOf } from '@exchange/contracts/read';
import { baseApi } from '@exchange/shared-auth';

/**
 * The player's unmatched Match Odds orders (issue 15): cancel what rests, or move it to another
 * price. Both refresh the my-bet poll (orders, positions) and the wallet, as placing a bet does.
 */
export const matchOrdersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    cancelOrder: build.mutation<Order | null, number>({
      query: (orderId) => ({
        api: 'cm',
        url: '/bet/order/cancel',
        method: 'POST',
        data: { orderId } satisfies CancelOrderBody,
      }),
      transformResponse: (envelope: unknown) => answerOf(OrderSchema, envelope),
      invalidatesTags: ['Bets', 'Wallet'],
      extraOptions: { maxRetries: 0 },
    }),
    replaceOrder: build.mutation<Order | null, ReplaceOrderBody>({
      query: (data) => ({ api: 'cm', url: '/bet/order/price', method: 'POST', data }),
      transformResponse: (envelope: unknown) => answerOf(OrderSchema, envelope),
      invalidatesTags: ['Bets', 'Wallet'],
      extraOptions: { maxRetries: 0 },
    }),
  }),
});
