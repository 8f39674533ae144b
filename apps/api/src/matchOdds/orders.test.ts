import { count } from 'drizzle-orm';
import { CRICKET } from '../testing/cricketExchangeKit';
import { matchOddsKit } from '../testing/matchOddsKit';
import { matchOddsFills, matchOddsOrders } from './tables';

const kit = matchOddsKit();
const { market, placed, order, cancel, reprice, mine, step, userRow, post } = kit;
const paise = (rupees: number) => Math.round(rupees * 100);

beforeAll(async () => {
  // Prices stand still unless a test moves the match.
  await post('/__test/cricket/clock', { paused: true });
});

describe('the Match Odds market on the odds poll', () => {
  it('shows each team with the best three prices to back, highest first, and to lay, lowest first', async () => {
    const odds = await market();
    expect(odds).toMatchObject({ marketId: `${CRICKET}-MO`, marketName: 'MATCH_ODDS', status: 'ACTIVE' });
    expect(odds.runners.map((r) => r.runnerName)).toEqual(['India', 'Australia']);
    for (const runner of odds.runners) {
      const backs = runner.back.map((level) => level.price);
      const lays = runner.lay.map((level) => level.price);
      expect(backs).toEqual([...backs].sort((a, b) => b - a));
      expect(lays).toEqual([...lays].sort((a, b) => a - b));
      expect(backs[0]).toBeLessThan(lays[0]!);
      expect(step(backs[0]!, 1)).toBe(lays[0]); // one tick apart
      expect(runner.back[0]!.size).toBe(25_000);
    }
  });
});

describe('placing orders', () => {
  it('matches a back at the best price at once and reserves its stake', async () => {
    const before = await userRow('C1001');
    const india = (await market()).runners[0]!;
    const bet = await placed('C1001', india.selectionId, 'back', india.back[0]!.price, 500);
    expect(bet).toMatchObject({
      status: 'MATCHED',
      matched: 500,
      unmatched: 0,
      averageMatchedPrice: india.back[0]!.price,
    });
    expect((await userRow('C1001')).liabilityPaise - before.liabilityPaise).toBe(paise(500));
  });

  it('rests a back above the best price as unmatched, and cancelling it gives the money back', async () => {
    const before = await userRow('C1001');
    const india = (await market()).runners[0]!;
    // Two ticks above the best price to back, where the makers offer to lay.
    const high = step(india.back[0]!.price, 2);
    expect(india.lay[1]!.price).toBe(high);
    const bet = await placed('C1001', india.selectionId, 'back', high, 300);
    expect(bet).toMatchObject({ status: 'OPEN', matched: 0, unmatched: 300, averageMatchedPrice: null });
    // Backing India more can only lose more if India loses: ₹300 more at risk.
    expect((await userRow('C1001')).liabilityPaise - before.liabilityPaise).toBe(paise(300));
    // Other players see it offered to lay at that price.
    expect((await market()).runners[0]!.lay[1]).toEqual({ price: high, size: india.lay[1]!.size + 300 });

    const cancelled = (await cancel('C1001', bet.orderId)).json().response;
    expect(cancelled).toMatchObject({
      status: 'CANCELLED',
      unmatched: 0,
      cancelled: 300,
      cancelReason: 'Cancelled by you',
      cancelledBy: 'PLAYER',
    });
    const after = await userRow('C1001');
    expect([after.balancePaise, after.liabilityPaise]).toEqual([before.balancePaise, before.liabilityPaise]);
    expect((await cancel('C1001', bet.orderId)).json().error.description).toBe('This order has nothing left unmatched');
    expect((await cancel('C1002', bet.orderId)).statusCode).toBe(404);
    // An id no order can have is a clear 400, never a database error.
    expect((await cancel('C1001', 99_999_999_999)).statusCode).toBe(400);
    expect((await reprice('C1001', 99_999_999_999, 2)).statusCode).toBe(400);
  });

  it("matches two players' opposite orders, the resting one first at its price, and leaves the right remainder", async () => {
    const australia = (await market()).runners[1]!;
    const price = australia.back[0]!.price;
    const c1002Before = await userRow('C1002');
    // C1002 lays ₹500 at the best back price: nothing crosses it, so it rests, first in line at that price.
    const lay = await placed('C1002', australia.selectionId, 'lay', price, 500);
    expect(lay).toMatchObject({ status: 'OPEN', unmatched: 500 });
    expect((await market()).runners[1]!.back[0]).toEqual({ price, size: australia.back[0]!.size + 500 });
    // A lay of ₹500 at odds p risks (p − 1) × 500.
    const layRisk = Math.round((price - 1) * 500 * 100);
    expect((await userRow('C1002')).liabilityPaise - c1002Before.liabilityPaise).toBe(layRisk);

    // C1001 backs ₹300 at that price: all of it matches C1002's order, not the makers'.
    const back = await placed('C1001', australia.selectionId, 'back', price, 300);
    expect(back).toMatchObject({ status: 'MATCHED', matched: 300, averageMatchedPrice: price });
    const c1002 = (await mine('C1002')).orders.find((o: { orderId: number }) => o.orderId === lay.orderId);
    expect(c1002).toMatchObject({ status: 'OPEN', matched: 300, unmatched: 200 });
    const fills = await kit.db.select().from(matchOddsFills);
    expect(fills.filter((f) => f.orderId === back.orderId)).toEqual([
      expect.objectContaining({ counterOrderId: lay.orderId, stakePaise: paise(300), side: 'back' }),
    ]);
    expect(fills.filter((f) => f.orderId === lay.orderId)).toEqual([
      expect.objectContaining({ counterOrderId: back.orderId, stakePaise: paise(300), side: 'lay' }),
    ]);
    // Matched or not, C1002's lay still risks the same (p − 1) × 500.
    expect((await userRow('C1002')).liabilityPaise - c1002Before.liabilityPaise).toBe(layRisk);
    // Cancelling the rest releases exactly the unmatched ₹200's share.
    await cancel('C1002', lay.orderId);
    expect((await userRow('C1002')).liabilityPaise - c1002Before.liabilityPaise).toBe(
      Math.round((price - 1) * 300 * 100),
    );
  });

  it('walks the book for a large order and rests what the asked price cannot fill', async () => {
    const india = (await market()).runners[0]!;
    // ₹30,000 at the best price: what is offered there matches, the rest rests.
    const available = india.back[0]!.size;
    expect(available).toBeLessThan(30_000);
    const bet = await placed('C1001', india.selectionId, 'back', india.back[0]!.price, 30_000);
    expect(bet).toMatchObject({ status: 'OPEN', matched: available, unmatched: 30_000 - available });
    // Taken, the makers' quote is gone from that price until their prices move.
    expect((await market()).runners[0]!.back[0]!.price).toBe(india.back[1]!.price);
    // Re-priced one tick lower, the rest matches the makers' next price.
    const moved = (await reprice('C1001', bet.orderId, india.back[1]!.price)).json().response;
    const rest = 30_000 - available;
    expect(moved).toMatchObject({ status: 'MATCHED', matched: rest, averageMatchedPrice: india.back[1]!.price });
    const first = (await mine('C1001')).orders.find((o: { orderId: number }) => o.orderId === bet.orderId);
    expect(first).toMatchObject({ status: 'CANCELLED', matched: available, cancelled: rest });
    expect(first.cancelReason).toBe(`Price changed to ${india.back[1]!.price.toFixed(2)}`);
  });

  it('refuses, writing nothing: off-ladder prices, stakes out of limits, trading with oneself, an unaffordable order, a suspended market', async () => {
    const india = (await market()).runners[0]!;
    const orders = async () => (await kit.db.select({ n: count() }).from(matchOddsOrders))[0]!.n;
    const before = await orders();
    const refusal = async (reply: ReturnType<typeof order>) => (await reply).json().error?.description;
    expect(await refusal(order('C1001', india.selectionId, 'back', 2.03, 500))).toBe('Please select a Valid Odd');
    expect(await refusal(order('C1001', india.selectionId, 'back', 1000.5, 500))).toBe('Please select a Valid Odd');
    expect(await refusal(order('C1001', india.selectionId, 'back', 2, 50))).toBe('Minimum bet amount is 100');
    expect(await refusal(order('C1001', india.selectionId, 'back', 2, 200_001))).toBe('Maximum bet amount is 200000');
    expect(await refusal(order('C1001', india.selectionId, 'back', 2, 100.555))).toBe('Please enter a Valid Amount');
    expect(await refusal(order('C1001', india.selectionId, 'back', 2, 500, { marketId: '1001-BM' }))).toBe(
      'Market is closed',
    );
    expect(await refusal(order('C2001', india.selectionId, 'back', india.back[0]!.price, 20_000))).toBe(
      'Insufficient balance for this bet',
    );
    const high = step(india.back[0]!.price, 4);
    const resting = await placed('C1001', india.selectionId, 'back', high, 100);
    expect(await refusal(order('C1001', india.selectionId, 'lay', step(high, 1), 100))).toBe(
      `This order would match your own unmatched order at ${high.toFixed(2)}; cancel that order first`,
    );
    await post(`/__test/cricket/${CRICKET}/suspend`, { suspended: true });
    expect(await refusal(order('C1001', india.selectionId, 'back', 2, 500))).toBe('Market is suspended');
    // The suspension cancelled the resting order and released its money; the player reads why.
    const cancelled = (await mine('C1001')).orders.find((o: { orderId: number }) => o.orderId === resting.orderId);
    expect(cancelled).toMatchObject({
      status: 'CANCELLED',
      cancelled: 100,
      cancelReason: 'Market suspended',
      cancelledBy: 'EXCHANGE',
    });
    await post(`/__test/cricket/${CRICKET}/suspend`, { suspended: false });
    expect(await orders()).toBe(before + 1);
  });

  it('places one order for one Idempotency-Key, however often it is sent', async () => {
    const india = (await market()).runners[0]!;
    const orders = async () => (await kit.db.select({ n: count() }).from(matchOddsOrders))[0]!.n;
    const before = await orders();
    const args = ['C1001', india.selectionId, 'back', india.back[0]!.price, 200, { key: 'mo-key-1' }] as const;
    const [first, second] = await Promise.all([order(...args), order(...args)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json().response.orderId).toBe(second.json().response.orderId);
    expect([first.headers['idempotent-replayed'], second.headers['idempotent-replayed']].filter(Boolean)).toEqual([
      'true',
    ]);
    expect(await orders()).toBe(before + 1);
    // The same key for another order is refused.
    const other = await order('C1001', india.selectionId, 'back', india.back[0]!.price, 300, { key: 'mo-key-1' });
    expect(other.statusCode).toBe(409);
  });
});
