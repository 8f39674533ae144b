import type { RestingOrder } from '@exchange/betting';
import type { MatchOdds } from '@exchange/contracts/matchOdds';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Tx, WalletService } from '../wallet/wallet';
import { makerOrders } from './maker';
import type { MatchOddsEvent } from '../sports/matchOddsEvent';
import {
  CANCELLED_CLOSED,
  CANCELLED_IN_PLAY,
  CANCELLED_SUSPENDED,
  matchOddsMarket,
  matchOddsSnapshot,
  takenNow,
  type MakerTaken,
  type MatchOddsMarket,
  type RestingByRunner,
} from './market';
import { cancelRemainder, matchPart, reserveAround } from './orderWrites';
import { matchOddsFills, matchOddsMarkets, matchOddsOrders, type MarketRow, type OrderRow } from './tables';

type Resting = RestingOrder & { selectionId: number; userId: number; placedInPlay: boolean };

/** Whether the makers' quotes now reach a resting player order (the price moved through it). */
function makerReaches(order: Resting, chance: number, taken: MakerTaken): boolean {
  return makerOrders(order.selectionId, chance, taken).some((maker) =>
    order.side === 'back'
      ? maker.side === 'lay' && maker.priceHundredths >= order.priceHundredths
      : maker.side === 'back' && maker.priceHundredths <= order.priceHundredths,
  );
}

/**
 * Keeps every market's book: the open player orders the odds poll shows (reloaded after each
 * change and each second, so every instance shows the same book), and, on the engine's instance,
 * what the match does to them: unmatched orders are cancelled when the market suspends, when a
 * pre-match order meets the start of play, and at the close; and the makers take a resting order
 * when the price moves through it, at the order's own price.
 */
export class MatchOddsKeeper {
  private open = new Map<string, Resting[]>();
  private markets = new Map<string, MarketRow>();
  private snapshots = new Map<string, { odds: unknown; value: MatchOdds }>();

  constructor(
    private readonly db: Db,
    private readonly wallets: WalletService,
  ) {}

  async refresh(): Promise<void> {
    const rows = await this.db
      .select()
      .from(matchOddsOrders)
      .where(and(eq(matchOddsOrders.status, 'OPEN'), gt(matchOddsOrders.remainingPaise, 0)));
    const open = new Map<string, Resting[]>();
    for (const row of rows) {
      const resting: Resting = {
        id: String(row.id),
        side: row.side,
        priceHundredths: row.priceHundredths,
        remainingPaise: row.remainingPaise,
        sequence: row.id,
        selectionId: row.selectionId,
        userId: row.userId,
        placedInPlay: row.placedInPlay,
      };
      open.set(row.marketId, [...(open.get(row.marketId) ?? []), resting]);
    }
    this.open = open;
    this.markets = new Map((await this.db.select().from(matchOddsMarkets)).map((row) => [row.marketId, row]));
    this.snapshots.clear();
  }

  private restingByRunner(marketId: string): RestingByRunner {
    const byRunner = new Map<number, RestingOrder[]>();
    for (const order of this.open.get(marketId) ?? [])
      byRunner.set(order.selectionId, [...(byRunner.get(order.selectionId) ?? []), order]);
    return byRunner;
  }

  /** The Match Odds part of the odds poll, built once per odds snapshot and book. */
  snapshot(match: MatchOddsEvent): MatchOdds {
    const market = matchOddsMarket(match);
    const cached = this.snapshots.get(market.marketId);
    if (cached && cached.odds === match.odds) return cached.value;
    const taken = takenNow(market, this.markets.get(market.marketId));
    const value = matchOddsSnapshot(market, this.restingByRunner(market.marketId), taken);
    this.snapshots.set(market.marketId, { odds: match.odds, value });
    return value;
  }

  /** The engine's instance, after each published tick of a match. */
  async afterTick(match: MatchOddsEvent): Promise<void> {
    const market = matchOddsMarket(match);
    const open = this.open.get(market.marketId) ?? [];
    if (open.length === 0) return;
    if (market.status !== 'ACTIVE') {
      const reason = market.status === 'SUSPENDED' ? CANCELLED_SUSPENDED : CANCELLED_CLOSED;
      await this.cancelOpen(market, open, reason);
    } else if (market.inPlay && open.some((order) => !order.placedInPlay)) {
      await this.cancelOpen(
        market,
        open.filter((order) => !order.placedInPlay),
        CANCELLED_IN_PLAY,
      );
    }
    const chance = new Map(market.runners.map((runner) => [runner.selectionId, runner.chance]));
    const taken = takenNow(market, this.markets.get(market.marketId));
    const reached = (this.open.get(market.marketId) ?? []).filter((order) =>
      makerReaches(order, chance.get(order.selectionId)!, taken),
    );
    if (market.status === 'ACTIVE' && reached.length > 0) await this.makersTake(market, reached);
  }

  private async inMarket(
    market: MatchOddsMarket,
    orders: readonly Resting[],
    change: (tx: Tx, rows: OrderRow[]) => Promise<void>,
  ): Promise<void> {
    await this.wallets.runMany(async (tx, lock) => {
      await tx.select().from(matchOddsMarkets).where(eq(matchOddsMarkets.marketId, market.marketId)).for('update');
      const rows = await tx
        .select()
        .from(matchOddsOrders)
        .where(
          and(
            inArray(
              matchOddsOrders.id,
              orders.map((order) => Number(order.id)),
            ),
            eq(matchOddsOrders.status, 'OPEN'),
            gt(matchOddsOrders.remainingPaise, 0),
          ),
        );
      const wallets = await lock(rows.map((row) => row.userId));
      await reserveAround(tx, wallets, market, () => change(tx, rows));
    });
    await this.refresh();
  }

  private cancelOpen(market: MatchOddsMarket, orders: readonly Resting[], reason: string): Promise<void> {
    return this.inMarket(market, orders, async (tx, rows) => {
      for (const row of rows) await cancelRemainder(tx, row, reason);
    });
  }

  /** The makers match what the price moved through, at each order's own price (the resting order's price). */
  private makersTake(market: MatchOddsMarket, orders: readonly Resting[]): Promise<void> {
    return this.inMarket(market, orders, async (tx, rows) => {
      for (const row of rows) {
        await tx.insert(matchOddsFills).values({
          orderId: row.id,
          userId: row.userId,
          cricketId: market.cricketId,
          marketId: market.marketId,
          selectionId: row.selectionId,
          side: row.side,
          priceHundredths: row.priceHundredths,
          stakePaise: row.remainingPaise,
          counterOrderId: null,
        });
        await matchPart(tx, row.id, row.remainingPaise);
      }
    });
  }
}
