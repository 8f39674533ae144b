import { fromPaise } from '@exchange/betting';
import type { MatchOrders } from '@exchange/contracts/matchOdds';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { LiveMatch } from '../cricket/world';
import type { Db } from '../db/client';
import { holdingsExposure, matchedPositions } from './exposure';
import { matchOddsMarket } from './market';
import { matchOddsFills, matchOddsOrders } from './tables';
import { toOrder } from './views';

/** The player's orders on a match's Match Odds, newest first, with the exposure and the matched position per runner. */
export async function matchOrders(db: Db, userId: number, match: LiveMatch): Promise<MatchOrders> {
  const market = matchOddsMarket(match);
  const orders = await db
    .select()
    .from(matchOddsOrders)
    .where(and(eq(matchOddsOrders.userId, userId), eq(matchOddsOrders.marketId, market.marketId)))
    .orderBy(desc(matchOddsOrders.id));
  const ids = orders.map((order) => order.id);
  const fills = ids.length ? await db.select().from(matchOddsFills).where(inArray(matchOddsFills.orderId, ids)) : [];
  const selectionIds = market.runners.map((runner) => runner.selectionId);
  const unsettled = { orders: orders.filter((order) => order.status !== 'SETTLED'), fills: [] as typeof fills };
  const unsettledIds = new Set(unsettled.orders.map((order) => order.id));
  unsettled.fills = fills.filter((fill) => unsettledIds.has(fill.orderId));
  const positions = matchedPositions(selectionIds, unsettled);
  return {
    orders: orders.map((order) => toOrder(order, fills)),
    exposure: fromPaise(holdingsExposure(selectionIds, unsettled)),
    positions: selectionIds.map((selectionId) => ({
      selectionId,
      position: fromPaise(positions.get(selectionId) ?? 0),
    })),
  };
}
