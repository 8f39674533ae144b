import { exchangeMarketExposure, positionByRunner, rateFromHundredths, type RunnerBet } from '@exchange/betting';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Tx } from '../wallet/wallet';
import { matchOddsFills, matchOddsOrders, type FillRow, type OrderRow } from './tables';

/** A player's live (unsettled) orders on a market and the fills of those orders. */
export type MarketHoldings = { orders: OrderRow[]; fills: FillRow[] };

export async function holdingsOf(tx: Tx, userId: number, marketId: string): Promise<MarketHoldings> {
  const orders = await tx
    .select()
    .from(matchOddsOrders)
    .where(
      and(
        eq(matchOddsOrders.userId, userId),
        eq(matchOddsOrders.marketId, marketId),
        ne(matchOddsOrders.status, 'SETTLED'),
      ),
    )
    .orderBy(matchOddsOrders.id);
  const ids = orders.map((order) => order.id);
  const fills = ids.length
    ? await tx.select().from(matchOddsFills).where(inArray(matchOddsFills.orderId, ids)).orderBy(matchOddsFills.id)
    : [];
  return { orders, fills };
}

const bet = (
  row: { selectionId: number; side: 'back' | 'lay'; priceHundredths: number },
  stakePaise: number,
): RunnerBet => ({
  selectionId: row.selectionId,
  side: row.side,
  rate: rateFromHundredths(row.priceHundredths),
  stakePaise,
});

export const matchedBets = ({ fills }: MarketHoldings): RunnerBet[] => fills.map((fill) => bet(fill, fill.stakePaise));

export const unmatchedBets = ({ orders }: MarketHoldings): RunnerBet[] =>
  orders
    .filter((order) => order.status === 'OPEN' && order.remainingPaise > 0)
    .map((order) => bet(order, order.remainingPaise));

/** The money a player has at risk on the market: matched position plus unmatched orders at their worst. */
export function holdingsExposure(selectionIds: readonly number[], holdings: MarketHoldings): number {
  return exchangeMarketExposure(selectionIds, matchedBets(holdings), unmatchedBets(holdings));
}

/** What each runner's win would pay on the matched bets alone (the POSITION the page shows). */
export function matchedPositions(selectionIds: readonly number[], holdings: MarketHoldings): Map<number, number> {
  return positionByRunner('MATCH_ODDS', selectionIds, matchedBets(holdings));
}

export async function exposureNow(tx: Tx, userId: number, marketId: string, selectionIds: readonly number[]) {
  return holdingsExposure(selectionIds, await holdingsOf(tx, userId, marketId));
}
