import {
  exactPaise,
  formatOdds,
  isLadderPrice,
  matchOrder,
  rateFromHundredths,
  rateToHundredths,
  validateSportBet,
  type BetSide,
  type IncomingOrder,
  type RestingOrder,
} from '@exchange/betting';
import type { Order } from '@exchange/contracts/matchOdds';
import { and, eq, gt, sql } from 'drizzle-orm';
import { IdempotencyKeys, type IdempotentRequest } from '../betRequests/idempotency';
import { MARKET_CLOSED, MARKET_SUSPENDED, MATCH_NOT_FOUND } from '../cricket/bets';
import { MATCH_LIMITS } from '../cricket/markets';
import type { CricketWorld } from '../cricket/world';
import type { Db } from '../db/client';
import { ApiError } from '../http/envelope';
import type { Tx, Wallet, WalletService } from '../wallet/wallet';
import { exposureNow, holdingsOf } from './exposure';
import { isMakerOrder } from './maker';
import {
  matchOddsMarket,
  runnerBook,
  takenNow,
  type MakerTaken,
  type MatchOddsMarket,
  type MatchOddsRunner,
} from './market';
import { matchOddsFills, matchOddsMarkets, matchOddsOrders, type OrderRow } from './tables';
import { toOrder } from './views';

export const NOT_A_VALID_ODD = 'Please select a Valid Odd';
export const ORDER_NOT_FOUND = 'Order not found';
export const NOTHING_UNMATCHED = 'This order has nothing left unmatched';
export const selfMatch = (price: number) =>
  `This order would match your own unmatched order at ${formatOdds(price)}; cancel that order first`;

export type PlaceOrderInput = {
  eventId: number;
  marketId: string;
  selectionId: number;
  side: BetSide;
  price: number;
  amount: number;
  idempotency?: IdempotentRequest | undefined;
};

/** A market whose row this transaction holds, with what players have taken of the makers' quotes. */
type LockedMarket = MatchOddsMarket & { taken: MakerTaken };

type Lock = (userIds: readonly number[], bettor?: number) => Promise<Map<number, Wallet>>;

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

const asResting = (row: OrderRow): RestingOrder => ({
  id: String(row.id),
  side: row.side,
  priceHundredths: row.priceHundredths,
  remainingPaise: row.remainingPaise,
  sequence: row.id,
});

/**
 * Match Odds orders (issue 15): placed, matched against other players' orders and the market
 * makers in price-time priority, rested, cancelled and re-priced, each in one transaction that
 * holds the market's row and then every player's wallet the match touches.
 */
export class MatchOddsOrders {
  private readonly keys: IdempotencyKeys;
  /** Called after a change to the market's open orders commits (the book the odds poll shows). */
  onBookChanged: (marketId: string) => Promise<void> = async () => {};

  constructor(
    private readonly db: Db,
    private readonly wallets: WalletService,
    private readonly world: CricketWorld,
  ) {
    this.keys = new IdempotencyKeys(db);
  }

  /** The market as a bet must see it, with its row locked: orders on one market go one at a time. */
  private async lockMarket(tx: Tx, eventId: number, marketId: string): Promise<LockedMarket> {
    const known = this.world.byEventId(eventId) ?? this.world.byCricketId(eventId);
    if (!known) throw ApiError.notFound(MATCH_NOT_FOUND);
    const match = await this.world.forBet(tx, known);
    if (!match) throw ApiError.badRequest(MARKET_CLOSED);
    const market = matchOddsMarket(match);
    if (market.marketId !== marketId) throw ApiError.badRequest(MARKET_CLOSED);
    await tx.insert(matchOddsMarkets).values({ marketId, cricketId: market.cricketId }).onConflictDoNothing();
    const [row] = await tx.select().from(matchOddsMarkets).where(eq(matchOddsMarkets.marketId, marketId)).for('update');
    return { ...market, taken: takenNow(market, row) };
  }

  private static tradable(market: MatchOddsMarket, selectionId: number): MatchOddsRunner {
    if (market.status === 'CLOSED') throw ApiError.badRequest(MARKET_CLOSED);
    if (market.status === 'SUSPENDED') throw ApiError.badRequest(MARKET_SUSPENDED);
    const runner = market.runners.find((candidate) => candidate.selectionId === selectionId);
    if (!runner) throw ApiError.badRequest(MARKET_CLOSED);
    return runner;
  }

  /** Stake and price as the player wrote them, or the spec's refusal. */
  private static incoming(side: BetSide, price: number, amount: number): IncomingOrder {
    const invalid = validateSportBet({ amount, odd: price, marketType: 'MATCH_ODDS', limits: MATCH_LIMITS });
    if (invalid) throw ApiError.badRequest(invalid);
    return MatchOddsOrders.atPrice(side, price, exactPaise(amount));
  }

  /** A price the player wrote, which must be one of the ladder's. */
  private static atPrice(side: BetSide, price: number, stakePaise: number): IncomingOrder {
    if (typeof price !== 'number' || !(price > 1)) throw ApiError.badRequest(NOT_A_VALID_ODD);
    const priceHundredths = rateToHundredths(price);
    if (!isLadderPrice(priceHundredths) || rateFromHundredths(priceHundredths) !== price)
      throw ApiError.badRequest(NOT_A_VALID_ODD);
    return { side, priceHundredths, stakePaise };
  }

  async place(userId: number, input: PlaceOrderInput): Promise<{ answer: Order; repeated: boolean }> {
    const incoming = MatchOddsOrders.incoming(input.side, input.price, input.amount);
    const result = await this.wallets.runMany(async (tx, lock) => {
      const market = await this.lockMarket(tx, input.eventId, input.marketId);
      const runner = MatchOddsOrders.tradable(market, input.selectionId);
      return this.execute(tx, lock, userId, market, runner, incoming, input.idempotency);
    });
    if (!result.repeated) await this.onBookChanged(input.marketId);
    return result;
  }

  /** Change the price of what is left unmatched: that part is cancelled and placed again at the new price. */
  async replace(userId: number, orderId: number, price: number): Promise<Order> {
    const answer = await this.wallets.runMany(async (tx, lock) => {
      const [order] = await tx.select().from(matchOddsOrders).where(eq(matchOddsOrders.id, orderId));
      if (!order || order.userId !== userId) throw ApiError.notFound(ORDER_NOT_FOUND);
      const market = await this.lockMarket(tx, order.eventId, order.marketId);
      const [current] = await tx.select().from(matchOddsOrders).where(eq(matchOddsOrders.id, orderId));
      if (current!.status !== 'OPEN' || current!.remainingPaise === 0) throw ApiError.badRequest(NOTHING_UNMATCHED);
      const runner = MatchOddsOrders.tradable(market, current!.selectionId);
      // What is left may be below the minimum stake: it was accepted when the order was placed.
      const incoming = MatchOddsOrders.atPrice(current!.side, price, current!.remainingPaise);
      const { answer } = await this.execute(tx, lock, userId, market, runner, incoming, undefined, current);
      return answer;
    });
    await this.onBookChanged(answer.marketId);
    return answer;
  }

  async cancel(userId: number, orderId: number): Promise<Order> {
    const answer = await this.wallets.runMany(async (tx, lock) => {
      const [order] = await tx.select().from(matchOddsOrders).where(eq(matchOddsOrders.id, orderId));
      if (!order || order.userId !== userId) throw ApiError.notFound(ORDER_NOT_FOUND);
      // Cancelling is allowed while suspended: it only releases money.
      const market = await this.lockMarket(tx, order.eventId, order.marketId);
      const wallets = await lock([userId]);
      const [current] = await tx.select().from(matchOddsOrders).where(eq(matchOddsOrders.id, orderId));
      if (current!.status !== 'OPEN' || current!.remainingPaise === 0) throw ApiError.badRequest(NOTHING_UNMATCHED);
      await reserveAround(tx, wallets, market, () => cancelRemainder(tx, current!, 'Cancelled by you'));
      return toOrder(await reread(tx, orderId), (await holdingsOf(tx, userId, order.marketId)).fills);
    });
    await this.onBookChanged(answer.marketId);
    return answer;
  }

  /**
   * Inside a locked market: matches the incoming order against the runner's book, writes the order,
   * the fills on both sides and the resting orders' new state, and moves every wallet involved by
   * the change of its exposure. `replacing` is an order whose unmatched part this one takes over.
   */
  private async execute(
    tx: Tx,
    lock: Lock,
    userId: number,
    market: LockedMarket,
    runner: MatchOddsRunner,
    incoming: IncomingOrder,
    idempotency?: IdempotentRequest,
    replacing?: OrderRow,
  ): Promise<{ answer: Order; repeated: boolean }> {
    const rows = await tx
      .select()
      .from(matchOddsOrders)
      .where(
        and(
          eq(matchOddsOrders.marketId, market.marketId),
          eq(matchOddsOrders.selectionId, runner.selectionId),
          eq(matchOddsOrders.status, 'OPEN'),
          gt(matchOddsOrders.remainingPaise, 0),
        ),
      );
    const others = rows.filter((row) => row.userId !== userId);
    const own = rows.filter((row) => row.userId === userId && row.id !== replacing?.id);
    // No one trades with themselves: an order that would meet the player's own resting order is refused.
    const mine = matchOrder(own.map(asResting), incoming).fills[0];
    if (mine) throw ApiError.badRequest(selfMatch(rateFromHundredths(mine.priceHundredths)));
    const { fills, matchedPaise, unmatchedPaise } = matchOrder(
      runnerBook(runner, others.map(asResting), market.taken),
      incoming,
    );
    const owners = new Map(others.map((row) => [String(row.id), row]));
    const counterparties = fills
      .filter((fill) => !isMakerOrder(fill.orderId))
      .map((f) => owners.get(f.orderId)!.userId);
    const wallets = await lock([userId, ...counterparties], userId);
    const replayed = await this.keys.replay<Order>(tx, userId, idempotency);
    if (replayed !== undefined) return { answer: replayed, repeated: true };

    let placed: OrderRow | undefined;
    await reserveAround(tx, wallets, market, async () => {
      if (replacing)
        await cancelRemainder(
          tx,
          replacing,
          `Price changed to ${formatOdds(rateFromHundredths(incoming.priceHundredths))}`,
        );
      [placed] = await tx
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
    });
    const taken = { ...market.taken };
    for (const fill of fills)
      if (isMakerOrder(fill.orderId)) taken[fill.orderId] = (taken[fill.orderId] ?? 0) + fill.stakePaise;
    await tx
      .update(matchOddsMarkets)
      .set({ quoteKey: market.quoteKey, makerTaken: taken })
      .where(eq(matchOddsMarkets.marketId, market.marketId));
    const answer = toOrder(placed!, (await holdingsOf(tx, userId, market.marketId)).fills);
    await this.keys.remember(tx, userId, idempotency, answer);
    return { answer, repeated: false };
  }
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

async function reread(tx: Tx, orderId: number): Promise<OrderRow> {
  const [row] = await tx.select().from(matchOddsOrders).where(eq(matchOddsOrders.id, orderId));
  return row!;
}
