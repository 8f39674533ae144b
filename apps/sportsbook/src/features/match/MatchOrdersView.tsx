import { useMemo } from 'react';
import { MatchOrdersList } from './islands';
import { splitOrders, useToldOfSystemCancels } from './matchOrders';
import type { Order } from './matchTypes';

/**
 * Matched / Unmatched (issue 15): the player's Match Odds orders on this match from the my-bet
 * poll. What rests can be cancelled or moved to another ladder price; what matched shows at its
 * average price; an order the exchange cancelled (suspension, start of play) is told once. The
 * lists are drawn with Chakra, in an island (islands.tsx): a cold match loads no Chakra before its
 * rates (issue 12), and without orders their chunk is not asked for at all.
 */
export function MatchOrdersView({ orders }: { orders: readonly Order[] }) {
  useToldOfSystemCancels(orders);
  const { unmatched, matched } = useMemo(() => splitOrders(orders), [orders]);
  if (unmatched.length === 0 && matched.length === 0) return null;
  return <MatchOrdersList unmatched={unmatched} matched={matched} />;
}
