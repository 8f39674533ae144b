import { useEffect } from 'react';
import { formatCompactAmount, formatOdds } from '@exchange/betting';
import { notify, tNow, translateNow } from '@exchange/shared-ui';
import type { Order } from './matchTypes';

export const ORDER_CANCELLED = 'Bet cancelled';

export const sideWord = (order: Order) => (order.type === 'back' ? 'Back' : 'Lay');
export const rupees = (amount: number) => `₹${formatCompactAmount(amount)}`;

/** A cancel the player did not ask for (suspension, start of play, close), as the exchange says. */
const cancelledBySystem = (order: Order) => order.cancelledBy === 'EXCHANGE';

/** Orders whose system cancel the player has been told of in this visit, so each is told once. */
const told = new Set<number>();

/** Tells the player once of each order the exchange cancelled (shown or not: it may have nothing left). */
export function useToldOfSystemCancels(orders: readonly Order[]) {
  useEffect(() => {
    for (const order of orders) {
      if (!cancelledBySystem(order) || told.has(order.orderId)) continue;
      told.add(order.orderId);
      notify.info(
        tNow('orders.cancelledByExchange', {
          amount: rupees(order.cancelled),
          side: translateNow(sideWord(order)),
          runner: order.runnerName,
          price: formatOdds(order.price),
          reason: translateNow(order.cancelReason ?? ''),
        }),
      );
    }
  }, [orders]);
}

/** What rests (open with an unmatched part) and what matched (not yet settled). */
export function splitOrders(orders: readonly Order[]): { unmatched: Order[]; matched: Order[] } {
  return {
    unmatched: orders.filter((o) => o.status === 'OPEN' && o.unmatched > 0),
    matched: orders.filter((o) => o.matched > 0 && o.status !== 'SETTLED'),
  };
}
