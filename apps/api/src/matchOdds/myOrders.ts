import { fromPaise } from '@exchange/betting';
import type { MatchOrders } from '@exchange/contracts/matchOdds';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { holdingsExposure, matchedPositions } from './exposure';
import type { MatchOddsEvent } from '../sports/matchOddsEvent';
import { matchOddsMarket } from './market';
import { matchOddsFills, matchOddsOrders } from './tables';
import { toOrder } from './views';

/** The player's orders on a match's Match Odds, newest first, with the exposure and the matched position per runner. */
async function loadMatchOrders(db: Db, userId: number, match: MatchOddsEvent): Promise<MatchOrders> {
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

/**
 * The answer above per player and market, kept until the player's money next changes: every change
 * to a player's orders (placed, matched by someone else, cancelled, settled) is a wallet transaction
 * of that player, whose listeners (and, across instances, the cluster's notice) call `forget`.
 */
export class MatchOrdersCache {
  private readonly byUser = new Map<number, Map<string, Promise<MatchOrders>>>();

  constructor(private readonly db: Db) {}

  forget(userId: number): void {
    this.byUser.delete(userId);
  }

  of(userId: number, match: MatchOddsEvent): Promise<MatchOrders> {
    const marketId = matchOddsMarket(match).marketId;
    const mine = this.byUser.get(userId) ?? new Map<string, Promise<MatchOrders>>();
    this.byUser.set(userId, mine);
    let answer = mine.get(marketId);
    if (!answer) {
      answer = loadMatchOrders(this.db, userId, match);
      mine.set(marketId, answer);
      answer.catch(() => mine.delete(marketId));
    }
    return answer;
  }
}
