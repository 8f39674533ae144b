import { fromPaise } from '@exchange/betting';
import type { MyMarket, MyMarkets, MyMarketsBody } from '@exchange/contracts/matchOdds';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { CricketBets } from '../cricket/bets';
import type { Db } from '../db/client';
import { matchOddsFills, matchOddsOrders } from '../matchOdds/tables';
import { matchesOf } from '../sports/matches';

type Bet = {
  side: 'back' | 'lay';
  eventId: number;
  cricketId: number;
  eventName: string;
  marketId: string;
  marketName: string;
  stakePaise: number;
  at: Date;
};

/**
 * The my-market list: every market of an unsettled match where the player has matched bets
 * (bookmaker and session bets are matched when placed; Match Odds orders by their fills), one row
 * per market with how many bets and how much is matched, newest activity first, filtered by the
 * side (betType) and by `search` in the event or market name, one page at a time.
 */
export async function myMarkets(db: Db, bets: CricketBets, userId: number, query: MyMarketsBody): Promise<MyMarkets> {
  const matched: Bet[] = (await bets.ensureLoaded(userId)).map((bet) => ({
    side: bet.side,
    eventId: bet.eventId,
    cricketId: bet.cricketId,
    eventName: bet.eventName,
    marketId: bet.marketId,
    marketName: bet.kind === 'FANCY' ? bet.runnerName : bet.marketName,
    stakePaise: bet.stakePaise,
    at: bet.createdAt,
  }));
  const orders = await db
    .select()
    .from(matchOddsOrders)
    .where(and(eq(matchOddsOrders.userId, userId), ne(matchOddsOrders.status, 'SETTLED')));
  const byId = new Map(orders.map((order) => [order.id, order]));
  const fills = orders.length
    ? await db
        .select()
        .from(matchOddsFills)
        .where(inArray(matchOddsFills.orderId, [...byId.keys()]))
    : [];
  for (const fill of fills) {
    const order = byId.get(fill.orderId)!;
    matched.push({
      ...order,
      side: fill.side,
      marketName: 'MATCH_ODDS',
      stakePaise: fill.stakePaise,
      at: fill.createdAt,
    });
  }

  const side = query.betType === 'BACK' ? 'back' : query.betType === 'LAY' ? 'lay' : null;
  const needle = (query.search ?? '').trim().toLowerCase();
  const markets = new Map<string, MyMarket & { latest: number; paise: number }>();
  for (const bet of matched) {
    if (side && bet.side !== side) continue;
    if (needle && !`${bet.eventName} ${bet.marketName}`.toLowerCase().includes(needle)) continue;
    const row = markets.get(bet.marketId) ?? {
      sport: 'cricket' as MyMarket['sport'],
      eventId: bet.eventId,
      cricketId: bet.cricketId,
      eventName: bet.eventName,
      marketId: bet.marketId,
      marketName: bet.marketName,
      betCount: 0,
      matchedAmount: 0,
      lastBetAt: bet.at.toISOString(),
      latest: 0,
      paise: 0,
    };
    row.betCount += 1;
    row.paise += bet.stakePaise;
    if (bet.at.getTime() >= row.latest) [row.latest, row.lastBetAt] = [bet.at.getTime(), bet.at.toISOString()];
    markets.set(bet.marketId, row);
  }
  // Match Odds orders may be on tennis or soccer: each match page is under its own sport.
  const ids = [...new Set([...markets.values()].map((row) => row.cricketId))];
  const sportOf = new Map((await matchesOf(db, ids)).map((row) => [row.cricketId, row.sport]));
  for (const row of markets.values()) {
    const sport = sportOf.get(row.cricketId);
    if (sport === 'tennis' || sport === 'soccer') row.sport = sport;
  }
  const pageNumber = query.pageNumber ?? 0;
  const pageSize = query.pageSize ?? 100;
  const sorted = [...markets.values()].sort((a, b) => b.latest - a.latest);
  return {
    markets: sorted
      .slice(pageNumber * pageSize, (pageNumber + 1) * pageSize)
      .map(({ latest: _latest, paise, ...row }) => ({ ...row, matchedAmount: fromPaise(paise) })),
    pageNumber,
    pageSize,
    totalMarkets: sorted.length,
  };
}
