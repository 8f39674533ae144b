import { profitLoss, rateFromHundredths } from '@exchange/betting';
import { eq, inArray } from 'drizzle-orm';
import { rowsPaidBy, type SettledBet, type SettledBetSource } from '../betRecords/settledBet';
import { matchOddsFills, matchOddsOrders } from './tables';

/**
 * Match Odds orders (cricket, tennis, soccer; cash-out hedges are orders too) that had something
 * matched, marked with their ledger row at settlement. One order is one bet: its matched stake, the
 * stake-weighted mean of the prices its fills matched at, and its profit and loss summed fill by
 * fill (each fill at its own price), so they add up to what the settlement paid to the paisa.
 */
export const matchOddsSettledBets: SettledBetSource = {
  name: 'Match Odds orders',
  async read(db, settlementIds) {
    const orders = await rowsPaidBy(db, matchOddsOrders, settlementIds, eq(matchOddsOrders.status, 'SETTLED'));
    if (orders.length === 0) return [];
    const fills = await db
      .select()
      .from(matchOddsFills)
      .where(
        inArray(
          matchOddsFills.orderId,
          orders.map((order) => order.id),
        ),
      )
      .orderBy(matchOddsFills.id);
    return orders.flatMap((order): SettledBet[] => {
      const own = fills.filter((fill) => fill.orderId === order.id);
      const stakePaise = own.reduce((sum, fill) => sum + fill.stakePaise, 0);
      if (order.settlementId === null || order.pnlPaise === null || stakePaise === 0) return [];
      let profitPaise = 0;
      let lossPaise = 0;
      let weighted = 0;
      for (const fill of own) {
        const pl = profitLoss('MATCH_ODDS', fill.side, rateFromHundredths(fill.priceHundredths), fill.stakePaise);
        profitPaise += pl.profitPaise;
        lossPaise += pl.lossPaise;
        weighted += fill.priceHundredths * fill.stakePaise;
      }
      return [
        {
          reference: `match-odds-order:${order.id}`,
          id: order.id,
          group: 'MATCH',
          marketName: 'MATCH_ODDS',
          marketId: order.marketId,
          eventName: order.eventName,
          selectionId: order.selectionId,
          runnerName: order.runnerName,
          side: order.side,
          rateHundredths: Math.round(weighted / stakePaise),
          run: null,
          stakePaise,
          profitPaise,
          lossPaise,
          pnlPaise: order.pnlPaise,
          result: '',
          placedAt: order.createdAt,
          settlementId: order.settlementId,
        },
      ];
    });
  },
};
