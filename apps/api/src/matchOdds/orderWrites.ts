import type { IncomingOrder, MatchResult, RestingOrder } from '@exchange/betting';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx, Wallet } from '../wallet/wallet';
import { exposureNow } from './exposure';
import { isMakerOrder } from './maker';
import type { MatchOddsRunner } from '../sports/matchOddsEvent';
import type { MakerTaken, MatchOddsMarket } from './market';
import { matchOddsFills, matchOddsMarkets, matchOddsOrders, type OrderRow } from './tables';

/** A market whose row this transaction holds, with what players have taken of the makers' quotes. */
export type LockedMarket = MatchOddsMarket & { taken: MakerTaken };

/** Every wallet's exposure on the market before `write`, and the change it made to each after it. */
export async function reserveAround(
  tx: Tx,
  wallets: Map<number, Wallet>,
  market: MatchOddsMarket,
  write: () => Promise<void>,
): Promise<void> {
  const ids = market.runners.map((runner) => runner.selectionId);
  const before = new Map<number, number>();
  for (const userId of wallets.keys()) before.set(userId, await exposureNow(tx, userId, market.marketId, ids));
  await write();
  // Releases first, so a counterparty's freed money is never needed for the taker's reservation.
  const changes = [];
  for (const [userId, wallet] of wallets)
    changes.push({ wallet, delta: (await exposureNow(tx, userId, market.marketId, ids)) - before.get(userId)! });
  for (const { wallet, delta } of changes.sort((a, b) => a.delta - b.delta)) wallet.changeLiability(delta);
}

export const asResting = (row: OrderRow): RestingOrder => ({
  id: String(row.id),
  side: row.side,
  priceHundredths: row.priceHundredths,
  remainingPaise: row.remainingPaise,
  sequence: row.id,
});

/**
 * Writes a match worked out under the market's lock: the incoming order with its matched and
 * unmatched parts, a fill on it per match, and for a match with another player's order a fill on
 * that order too (each naming the other) and the order's new state; what was taken of the makers'
 * quotes is added up on the market's row.
 */
export async function writeMatch(
  tx: Tx,
  market: LockedMarket,
  runner: MatchOddsRunner,
  userId: number,
  incoming: IncomingOrder,
  { fills, matchedPaise, unmatchedPaise }: MatchResult,
  owners: ReadonlyMap<string, OrderRow>,
): Promise<OrderRow> {
  const [placed] = await tx
    .insert(matchOddsOrders)
    .values({
      userId,
      cricketId: market.cricketId,
      eventId: market.eventId,
      eventName: market.eventName,
      marketId: market.marketId,
      selectionId: runner.selectionId,
      runnerName: runner.runnerName,
      side: incoming.side,
      priceHundredths: incoming.priceHundredths,
      stakePaise: incoming.stakePaise,
      matchedPaise,
      remainingPaise: unmatchedPaise,
      status: unmatchedPaise > 0 ? 'OPEN' : 'MATCHED',
      placedInPlay: market.inPlay,
    })
    .returning();
  for (const fill of fills) {
    const resting = owners.get(fill.orderId);
    const common = { cricketId: market.cricketId, marketId: market.marketId, selectionId: runner.selectionId };
    const at = { priceHundredths: fill.priceHundredths, stakePaise: fill.stakePaise };
    await tx.insert(matchOddsFills).values({
      ...common,
      ...at,
      orderId: placed!.id,
      userId,
      side: incoming.side,
      counterOrderId: resting?.id ?? null,
    });
    if (!resting) continue;
    await tx.insert(matchOddsFills).values({
      ...common,
      ...at,
      orderId: resting.id,
      userId: resting.userId,
      side: resting.side,
      counterOrderId: placed!.id,
    });
    await matchPart(tx, resting.id, fill.stakePaise);
  }
  const taken = { ...market.taken };
  for (const fill of fills)
    if (isMakerOrder(fill.orderId)) taken[fill.orderId] = (taken[fill.orderId] ?? 0) + fill.stakePaise;
  await tx
    .update(matchOddsMarkets)
    .set({ quoteKey: market.quoteKey, makerTaken: taken })
    .where(eq(matchOddsMarkets.marketId, market.marketId));
  return placed!;
}

/** Moves `stakePaise` of a resting order from unmatched to matched. */
export async function matchPart(tx: Tx, orderId: number, stakePaise: number): Promise<void> {
  await tx
    .update(matchOddsOrders)
    .set({
      matchedPaise: sql`${matchOddsOrders.matchedPaise} + ${stakePaise}`,
      remainingPaise: sql`${matchOddsOrders.remainingPaise} - ${stakePaise}`,
      status: sql`CASE WHEN ${matchOddsOrders.remainingPaise} - ${stakePaise} = 0 THEN 'MATCHED' ELSE 'OPEN' END`,
    })
    .where(eq(matchOddsOrders.id, orderId));
}

/** Cancels what is left unmatched of an order, saying why. */
export async function cancelRemainder(tx: Tx, order: OrderRow, reason: string): Promise<void> {
  await tx
    .update(matchOddsOrders)
    .set({
      cancelledPaise: sql`${matchOddsOrders.cancelledPaise} + ${matchOddsOrders.remainingPaise}`,
      remainingPaise: 0,
      status: 'CANCELLED',
      cancelReason: reason,
    })
    .where(and(eq(matchOddsOrders.id, order.id), eq(matchOddsOrders.status, 'OPEN')));
}

export async function reread(tx: Tx, orderId: number): Promise<OrderRow> {
  const [row] = await tx.select().from(matchOddsOrders).where(eq(matchOddsOrders.id, orderId));
  return row!;
}
