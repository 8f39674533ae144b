import { fromPaise, rateFromHundredths } from '@exchange/betting';
import type { Order } from '@exchange/contracts/matchOdds';
import { cancelledBy } from './market';
import type { FillRow, OrderRow } from './tables';

/** Σ price × stake / Σ stake over an order's fills, to two decimals; null before anything matched. */
export function averagePrice(fills: readonly FillRow[]): number | null {
  let stake = 0;
  let weighted = 0;
  for (const fill of fills) {
    stake += fill.stakePaise;
    weighted += fill.priceHundredths * fill.stakePaise;
  }
  return stake === 0 ? null : rateFromHundredths(Math.round(weighted / stake));
}

export function toOrder(order: OrderRow, fills: readonly FillRow[]): Order {
  return {
    orderId: order.id,
    eventId: order.eventId,
    eventName: order.eventName,
    marketId: order.marketId,
    selectionId: order.selectionId,
    runnerName: order.runnerName,
    type: order.side,
    price: rateFromHundredths(order.priceHundredths),
    amount: fromPaise(order.stakePaise),
    matched: fromPaise(order.matchedPaise),
    averageMatchedPrice: averagePrice(fills.filter((fill) => fill.orderId === order.id)),
    unmatched: fromPaise(order.remainingPaise),
    cancelled: fromPaise(order.cancelledPaise),
    status: order.status,
    cancelReason: order.cancelReason,
    cancelledBy: cancelledBy(order.cancelledPaise, order.cancelReason),
    placedAt: order.createdAt.toISOString(),
  };
}
