import { profitLoss, rateFromHundredths, sportBetOutcome } from '@exchange/betting';
import { and, eq, gt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Tx } from '../wallet/wallet';
import { holdingsExposure, holdingsOf } from './exposure';
import { CANCELLED_CLOSED, matchOddsMarketId } from './market';
import { matchOddsOrders, type FillRow } from './tables';

/** Orders that still hold money or a matched part: status not SETTLED and something matched or resting. */
const live = (cricketId: number) =>
  and(
    eq(matchOddsOrders.cricketId, cricketId),
    ne(matchOddsOrders.status, 'SETTLED'),
    or(gt(matchOddsOrders.matchedPaise, 0), gt(matchOddsOrders.remainingPaise, 0)),
  );

export async function matchOddsPlayersToSettle(db: Db, cricketId: number): Promise<number[]> {
  const rows = await db.selectDistinct({ userId: matchOddsOrders.userId }).from(matchOddsOrders).where(live(cricketId));
  return rows.map((row) => row.userId);
}

/** What one fill pays when the match is decided (a tie voids it). */
function fillPnl(fill: FillRow, winnerSelectionId: number | null): number {
  const pl = profitLoss('MATCH_ODDS', fill.side, rateFromHundredths(fill.priceHundredths), fill.stakePaise);
  return sportBetOutcome(
    { kind: 'MATCH_ODDS', side: fill.side, selectionId: fill.selectionId, run: null, ...pl },
    { winnerSelectionId, sessionRuns: null },
  ).pnlPaise;
}

/**
 * A player's Match Odds market at the end of the match, inside the settlement's transaction: the
 * money it held (released), what its fills won or lost (net), whether anything matched, and
 * `finish`, which cancels what was still unmatched and marks every order with a matched part
 * settled under the ledger row.
 * Null when the player has nothing on the market.
 */
export async function matchOddsSettlement(
  tx: Tx,
  userId: number,
  cricketId: number,
  selectionIds: readonly number[],
  winnerSelectionId: number | null,
) {
  const holdings = await holdingsOf(tx, userId, matchOddsMarketId(cricketId));
  const orders = holdings.orders.filter((order) => order.matchedPaise > 0 || order.remainingPaise > 0);
  if (orders.length === 0) return null;
  const pnlOf = new Map<number, number>();
  for (const fill of holdings.fills)
    pnlOf.set(fill.orderId, (pnlOf.get(fill.orderId) ?? 0) + fillPnl(fill, winnerSelectionId));
  return {
    releasedPaise: holdingsExposure(selectionIds, holdings),
    netPaise: [...pnlOf.values()].reduce((sum, pnl) => sum + pnl, 0),
    /** Something matched: the settlement pays bets and posts a ledger row; else it only cancels. */
    paysBets: orders.some((order) => order.matchedPaise > 0),
    /** `settlementId`: the ledger row that paid the matched orders (null when nothing matched). */
    async finish(settlementId: number | null): Promise<void> {
      for (const order of orders) {
        const matched = order.matchedPaise > 0;
        if (matched && settlementId === null)
          throw new Error(`order ${order.id} matched but settled under no ledger row`);
        await tx
          .update(matchOddsOrders)
          .set({
            cancelledPaise: sql`${matchOddsOrders.cancelledPaise} + ${matchOddsOrders.remainingPaise}`,
            remainingPaise: 0,
            ...(order.remainingPaise > 0 ? { cancelReason: CANCELLED_CLOSED } : {}),
            ...(matched
              ? { status: 'SETTLED' as const, pnlPaise: pnlOf.get(order.id) ?? 0, settlementId }
              : { status: 'CANCELLED' as const }),
          })
          .where(eq(matchOddsOrders.id, order.id));
      }
    },
  };
}
