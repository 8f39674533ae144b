import { Envelope } from '@exchange/contracts/envelope';
import { EventParams } from '@exchange/contracts/exchange';
import {
  CancelOrderBody,
  CashOutBody,
  CashOutOffer,
  CashOutResult,
  MatchOrders,
  Order,
  PlaceOrderBody,
  ReplaceOrderBody,
} from '@exchange/contracts/matchOdds';
import { fromPaise } from '@exchange/betting';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { idempotentRequest, markReplayed } from '../betRequests/idempotency';
import { guaranteedPaise, levellingBetView } from '../betRequests/cashOut';
import { betRoute } from '../betRequests/input';
import { foundMatch } from '../sports/refusals';
import type { MatchOddsVenue } from '../sports/matchOddsEvent';
import { authOf } from '../http/auth';
import { ok } from '../http/envelope';
import { signedIn } from '../http/routes';
import type { SessionStore } from '../security/tokens';
import type { MatchOrdersCache } from './myOrders';
import type { MatchOddsOrders } from './orders';

export interface MatchOddsRoutesOptions {
  world: MatchOddsVenue;
  orders: MatchOddsOrders;
  myOrders: MatchOrdersCache;
  sessions: SessionStore;
}

const tags = ['match odds'];

/** What the player is told after placing: all matched, part resting, or the rest cancelled by their choice. */
function placedMessage(order: Order): string {
  if (order.unmatched > 0) return 'Bet placed; part of it is unmatched';
  if (order.matched === 0) return 'Nothing matched at your price; the bet was cancelled';
  return order.cancelled > 0 ? 'Bet matched in part; the rest was cancelled' : 'Bet Matched';
}

/** /cm/v1 Match Odds orders (issue 15): place, cancel, re-price, and the player's orders on a match. */
export const matchOddsRoutes: FastifyPluginAsyncTypebox<MatchOddsRoutesOptions> = async (
  app,
  { world, orders, myOrders, sessions },
) => {
  const player = signedIn(sessions);

  app.post(
    '/bet/order',
    betRoute(player, {
      tags,
      summary:
        'Back or lay a runner of Match Odds at a ladder price; what does not match rests; idempotent on the Idempotency-Key header',
      body: PlaceOrderBody,
      answer: Envelope(Order),
    }),
    async (request, reply) => {
      const { userId } = authOf(request);
      const body = request.body;
      const result = await orders.place(userId, {
        eventId: body.eventId,
        marketId: body.marketId,
        selectionId: body.selectionId,
        side: body.type,
        price: body.price,
        amount: body.amount,
        persistence: body.persistence,
        idempotency: idempotentRequest(request, userId),
      });
      markReplayed(reply, result.repeated);
      return ok(result.answer, placedMessage(result.answer));
    },
  );

  app.post(
    '/bet/order/cancel',
    player({
      tags,
      summary: 'Cancel what is left unmatched of an order; its money is released',
      body: CancelOrderBody,
      answer: Envelope(Order),
      errors: [400, 404],
    }),
    async (request) => ok(await orders.cancel(authOf(request).userId, request.body.orderId), 'Bet cancelled'),
  );

  app.post(
    '/bet/order/price',
    player({
      tags,
      summary: 'Move what is left unmatched of an order to another price (it may then match)',
      body: ReplaceOrderBody,
      answer: Envelope(Order),
      errors: [400, 404],
    }),
    async (request) =>
      ok(await orders.replace(authOf(request).userId, request.body.orderId, request.body.price), 'Price changed'),
  );

  app.get(
    '/bet/cash-out/:eventId',
    player({
      tags,
      summary:
        "The cash-out on offer for the player's matched Match Odds position: the levelling bet and the amount every result then pays",
      params: EventParams,
      answer: Envelope(CashOutOffer),
      errors: [400, 404],
    }),
    async (request) => {
      const offer = await orders.cashOutOffer(authOf(request).userId, request.params.eventId);
      return ok({
        marketId: offer.marketId,
        guaranteed: fromPaise(offer.guaranteedPaise),
        bet: offer.bet ? levellingBetView(offer.bet, offer.bet.runner.runnerName) : null,
      });
    },
  );

  app.post(
    '/bet/cash-out',
    player({
      tags,
      summary:
        'Cash out: place the levelling bet, matched in full at the offered price, if it still pays at least the amount shown',
      body: CashOutBody,
      answer: Envelope(CashOutResult),
      errors: [400, 404],
    }),
    async (request) => {
      const { eventId, marketId, guaranteed } = request.body;
      const result = await orders.cashOut(authOf(request).userId, eventId, marketId, guaranteedPaise(guaranteed));
      return ok({ guaranteed: fromPaise(result.guaranteedPaise), order: result.order }, 'Cashed out');
    },
  );

  app.get(
    '/bet/orders/:eventId',
    player({
      tags,
      summary: "The player's Match Odds orders on a match (matched and unmatched) and the position per runner",
      params: EventParams,
      answer: Envelope(MatchOrders),
      errors: [400, 404],
    }),
    async (request) => {
      return ok(await myOrders.of(authOf(request).userId, foundMatch(world.find(request.params.eventId))));
    },
  );
};
