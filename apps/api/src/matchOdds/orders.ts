// One file on purpose (about 300 lines): every write path here (place, cancel, re-price, cash-out,
// the keeper's cancels) runs the same protocol of locking the market row, then the wallets in id
// order, inside one transaction. Split across files, that order would be easy to break in one place.
import {
  bestPrices,
  CASH_OUT_CHANGED,
  cashOutBets,
  exactPaise,
  formatOdds,
  isLadderPrice,
  matchOrder,
  NO_CASH_OUT_PRICE,
  NOTHING_TO_CASH_OUT,
  rateFromHundredths,
  rateToHundredths,
  validateSportBet,
  type BetSide,
  type HedgeBet,
  type IncomingOrder,
} from '@exchange/betting';
import type { Order, Persistence } from '@exchange/contracts/matchOdds';
import { and, eq, gt } from 'drizzle-orm';
import { IdempotencyKeys, type IdempotentRequest } from '../betRequests/idempotency';
import { MATCH_LIMITS } from '../sports/limits';
import { MARKET_CLOSED, MARKET_SUSPENDED, foundMatch } from '../sports/refusals';
import type { Db } from '../db/client';
import { ApiError } from '../http/envelope';
import type { Tx, Wallet, WalletService } from '../wallet/wallet';
import { holdingsOf, matchedPositions } from './exposure';
import { isMakerOrder } from './maker';
import type { MatchOddsRunner, MatchOddsVenue } from '../sports/matchOddsEvent';
import {
  CANCELLED_BY_PLAYER,
  CANCELLED_UNMATCHED,
  matchOddsMarket,
  priceChangedReason,
  runnerBook,
  takenNow,
  type MatchOddsMarket,
} from './market';
import { asResting, cancelRemainder, reread, reserveAround, writeMatch, type LockedMarket } from './orderWrites';
import { matchOddsMarkets, matchOddsOrders, type OrderRow } from './tables';
import { toOrder } from './views';

export const NOT_A_VALID_ODD = 'Please select a Valid Odd';
export const ORDER_NOT_FOUND = 'Order not found';
export const NOTHING_UNMATCHED = 'This order has nothing left unmatched';
export const PRICE_MOVED = 'The price moved before the cash-out could be matched; please try again';
export const selfMatch = (price: number) =>
  `This order would match your own unmatched order at ${formatOdds(price)}; cancel that order first`;

export type PlaceOrderInput = {
  eventId: number;
  marketId: string;
  selectionId: number;
  side: BetSide;
  price: number;
  amount: number;
  /** CANCEL: what does not match at once is cancelled instead of resting (fill-and-kill). */
  persistence?: Persistence | undefined;
  idempotency?: IdempotentRequest | undefined;
};

export type CashOutPlan = {
  bet: (HedgeBet & { runner: MatchOddsRunner }) | undefined;
  guaranteedPaise: number;
};

type ExecuteOptions = {
  idempotency?: IdempotentRequest | undefined;
  /** An order whose unmatched part this one takes over (a new price). */
  replacing?: OrderRow;
  /** All of it must match at once, or nothing is written (a cash-out's hedge). */
  fillOrKill?: boolean;
  /** What does not match at once is cancelled (the player's 'Cancel unmatched' choice). */
  fillAndKill?: boolean;
};

type Lock = (userIds: readonly number[], bettor?: number) => Promise<Map<number, Wallet>>;

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
    private readonly world: MatchOddsVenue,
  ) {
    this.keys = new IdempotencyKeys(db);
  }

  /** The market as a bet must see it, with its row locked: orders on one market go one at a time. */
  private async lockMarket(tx: Tx, eventId: number, marketId: string): Promise<LockedMarket> {
    const match = await this.world.forBet(tx, foundMatch(this.world.find(eventId)));
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
      return this.execute(tx, lock, userId, market, runner, incoming, {
        idempotency: input.idempotency,
        fillAndKill: input.persistence === 'CANCEL',
      });
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
      const { answer } = await this.execute(tx, lock, userId, market, runner, incoming, { replacing: current });
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
      await reserveAround(tx, wallets, market, () => cancelRemainder(tx, current!, CANCELLED_BY_PLAYER));
      return toOrder(await reread(tx, orderId), (await holdingsOf(tx, userId, order.marketId)).fills);
    });
    await this.onBookChanged(answer.marketId);
    return answer;
  }

  /**
   * The cash-out on offer: the hedge that levels the player's matched position at the best prices
   * others offer now (packages/betting `cashOutBets`), and what it guarantees. Unmatched orders are
   * left as they are.
   */
  private async hedge(tx: Tx, userId: number, market: LockedMarket): Promise<CashOutPlan> {
    const holdings = await holdingsOf(tx, userId, market.marketId);
    if (holdings.fills.length === 0) throw ApiError.badRequest(NOTHING_TO_CASH_OUT);
    const ids = market.runners.map((runner) => runner.selectionId);
    const open = await tx
      .select()
      .from(matchOddsOrders)
      .where(and(eq(matchOddsOrders.marketId, market.marketId), eq(matchOddsOrders.status, 'OPEN')));
    const quotes = market.runners.map((runner) => {
      const resting = open.filter((row) => row.selectionId === runner.selectionId && row.userId !== userId);
      const { toBack, toLay } = bestPrices(runnerBook(runner, resting.map(asResting), market.taken), 1);
      const price = (level: { priceHundredths: number } | undefined) =>
        level ? rateFromHundredths(level.priceHundredths) : undefined;
      return { selectionId: runner.selectionId, back: price(toBack[0]), lay: price(toLay[0]) };
    });
    // One fill-or-kill order per cash-out (its wallets are locked once): on a market of three or
    // more, the best hedge that is a single bet, if there is one.
    const cash = cashOutBets('MATCH_ODDS', matchedPositions(ids, holdings), quotes, { maxBets: 1 });
    if (!cash) throw ApiError.badRequest(NO_CASH_OUT_PRICE);
    const bet = cash.bets[0];
    const runner = bet && market.runners.find((candidate) => candidate.selectionId === bet.selectionId)!;
    return { bet: bet && runner ? { ...bet, runner } : undefined, guaranteedPaise: cash.guaranteedPaise };
  }

  /** What cashing out would place and guarantee now (asked when the player opens the cash-out). */
  async cashOutOffer(userId: number, eventId: number): Promise<CashOutPlan & { marketId: string }> {
    return this.wallets.runMany(async (tx) => {
      const market = await this.lockMarket(tx, eventId, this.marketIdOf(eventId));
      MatchOddsOrders.tradable(market, market.runners[0]!.selectionId);
      return { ...(await this.hedge(tx, userId, market)), marketId: market.marketId };
    });
  }

  /**
   * Places the hedge, all of it matched at once at the price offered, if it still guarantees at
   * least what the player was shown (`shownPaise`); otherwise nothing is written.
   */
  async cashOut(userId: number, eventId: number, marketId: string, shownPaise: number) {
    const result = await this.wallets.runMany(async (tx, lock) => {
      const market = await this.lockMarket(tx, eventId, marketId);
      MatchOddsOrders.tradable(market, market.runners[0]!.selectionId);
      const { bet, guaranteedPaise } = await this.hedge(tx, userId, market);
      if (guaranteedPaise < shownPaise) throw ApiError.badRequest(CASH_OUT_CHANGED);
      if (!bet) return { order: null, guaranteedPaise };
      const incoming = { side: bet.side, priceHundredths: rateToHundredths(bet.rate), stakePaise: bet.stakePaise };
      const { answer } = await this.execute(tx, lock, userId, market, bet.runner, incoming, { fillOrKill: true });
      return { order: answer, guaranteedPaise };
    });
    await this.onBookChanged(marketId);
    return result;
  }

  private marketIdOf(eventId: number): string {
    return matchOddsMarket(foundMatch(this.world.find(eventId))).marketId;
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
    { idempotency, replacing, fillOrKill = false, fillAndKill = false }: ExecuteOptions = {},
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
    if (fillOrKill && unmatchedPaise > 0) throw ApiError.badRequest(PRICE_MOVED);
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
          priceChangedReason(formatOdds(rateFromHundredths(incoming.priceHundredths))),
        );
      placed = await writeMatch(tx, market, runner, userId, incoming, { fills, matchedPaise, unmatchedPaise }, owners);
      // Inside the reservation, so the liability is only ever that of the matched part.
      if (fillAndKill && unmatchedPaise > 0) {
        await cancelRemainder(tx, placed, CANCELLED_UNMATCHED);
        placed = await reread(tx, placed.id);
      }
    });
    const answer = toOrder(placed!, (await holdingsOf(tx, userId, market.marketId)).fills);
    await this.keys.remember(tx, userId, idempotency, answer);
    return { answer, repeated: false };
  }
}
