import { isCrossed, profitLoss, type RestingOrder } from '@exchange/betting';
import { eq } from 'drizzle-orm';
import { CRICKET } from '../testing/cricketExchangeKit';
import { ledgerEntries } from '../wallet/tables';
import { holdingsExposure, holdingsOf } from './exposure';
import { matchOddsKit } from '../testing/matchOddsKit';
import { matchOddsFills, matchOddsOrders } from './tables';

const kit = matchOddsKit();
const { market, placed, order, mine, step, userRow, post } = kit;
const PLAYERS = ['C3001', 'C3002', 'C3003', 'C3004', 'C3005'];
const UPCOMING = { cricketId: 1004, eventId: 34_120_004 };

beforeAll(async () => {
  await post('/__test/cricket/clock', { paused: true });
  for (const username of PLAYERS) await kit.addPlayer(username, 3000);
});

describe('many players at once', () => {
  it('100 concurrent orders on one runner never overdraw a wallet, never cross the book and reconcile to the fills', async () => {
    const india = (await market()).runners[0]!;
    let seed = 11;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const replies = await Promise.all(
      Array.from({ length: 100 }, () => {
        const side = random() < 0.5 ? 'back' : 'lay';
        const price = step(india.back[0]!.price, Math.floor(random() * 7) - 3);
        return order(
          PLAYERS[Math.floor(random() * PLAYERS.length)]!,
          india.selectionId,
          side,
          price,
          100 + Math.floor(random() * 14) * 100,
        );
      }),
    );
    const refusals = new Set(replies.filter((r) => r.statusCode !== 200).map((r) => r.json().error.description));
    for (const reason of refusals)
      expect([
        'Insufficient balance for this bet',
        expect.stringMatching(/^This order would match your own/),
      ]).toContainEqual(reason);
    expect(replies.filter((r) => r.statusCode === 200).length).toBeGreaterThan(30);

    const ids = (await market()).runners.map((runner) => runner.selectionId);
    for (const username of PLAYERS) {
      const row = await userRow(username);
      const holdings = await holdingsOf(kit.db as never, row.id, `${CRICKET}-MO`);
      // The wallet holds exactly the exposure of what the player has on the market, and never more than the balance.
      expect(row.liabilityPaise).toBe(holdingsExposure(ids, holdings));
      expect(row.balancePaise).toBe(300_000);
      expect(row.liabilityPaise).toBeLessThanOrEqual(row.balancePaise);
    }
    const orders = await kit.db
      .select()
      .from(matchOddsOrders)
      .where(eq(matchOddsOrders.marketId, `${CRICKET}-MO`));
    const fills = await kit.db
      .select()
      .from(matchOddsFills)
      .where(eq(matchOddsFills.marketId, `${CRICKET}-MO`));
    for (const row of orders) {
      const filled = fills.filter((f) => f.orderId === row.id).reduce((sum, f) => sum + f.stakePaise, 0);
      expect(row.matchedPaise).toBe(filled);
      expect(row.matchedPaise + row.remainingPaise + row.cancelledPaise).toBe(row.stakePaise);
    }
    // Between players every matched rupee has a backer and a layer.
    const between = fills.filter((f) => f.counterOrderId !== null);
    const sum = (side: string) => between.filter((f) => f.side === side).reduce((total, f) => total + f.stakePaise, 0);
    expect(sum('back')).toBe(sum('lay'));
    expect(sum('back')).toBeGreaterThan(0);
    const resting: RestingOrder[] = orders
      .filter((row) => row.status === 'OPEN')
      .map((row) => ({
        id: String(row.id),
        side: row.side,
        priceHundredths: row.priceHundredths,
        remainingPaise: row.remainingPaise,
        sequence: row.id,
      }));
    expect(isCrossed(resting)).toBe(false);
    const shown = (await market()).runners[0]!;
    expect(shown.back[0]!.price).toBeLessThan(shown.lay[0]!.price);
  }, 60_000);
});

describe('what the match does to unmatched orders', () => {
  it('cancels a pre-match order that has not matched when play starts, and says so', async () => {
    const before = await userRow('C1001');
    const upcoming = (await market(UPCOMING.eventId)).runners[0]!;
    expect((await market(UPCOMING.eventId)).inPlay).toBe(false);
    const resting = await placed('C1001', upcoming.selectionId, 'back', step(upcoming.back[0]!.price, 3), 400, {
      eventId: UPCOMING.eventId,
      marketId: `${UPCOMING.cricketId}-MO`,
    });
    expect(resting.status).toBe('OPEN');
    await post(`/__test/cricket/${UPCOMING.cricketId}/advance`, { balls: 1 });
    const after = (await mine('C1001', UPCOMING.eventId)).orders[0];
    expect(after).toMatchObject({
      orderId: resting.orderId,
      status: 'CANCELLED',
      cancelled: 400,
      cancelReason: 'Match went in play',
    });
    expect((await userRow('C1001')).liabilityPaise).toBe(before.liabilityPaise);
  });

  it('lets the makers take a resting order when the price moves through it, at the order’s own price', async () => {
    await post(`/__test/cricket/${CRICKET}/chance`, { homeWinChance: 0.5 });
    const india = (await market()).runners[0]!;
    // At 50 % (fair odds 2.00) the makers offer to back India at 1.99; C1002 asks 2.10 and rests.
    expect(india.back[0]!.price).toBe(1.99);
    const resting = await placed('C1002', india.selectionId, 'back', 2.1, 200);
    expect(resting.status).toBe('OPEN');
    const liability = (await userRow('C1002')).liabilityPaise;
    // India's chance falls to 45 %: fair odds 2.22, the makers now offer 2.20 to backers, so they take the order at 2.10.
    await post(`/__test/cricket/${CRICKET}/chance`, { homeWinChance: 0.45 });
    const taken = (await mine('C1002')).orders.find((o: { orderId: number }) => o.orderId === resting.orderId);
    expect(taken).toMatchObject({ status: 'MATCHED', matched: 200, averageMatchedPrice: 2.1 });
    // A back risks its stake matched or not.
    expect((await userRow('C1002')).liabilityPaise).toBe(liability);
  });

  it('settles every matched part at the end, in the one ledger row of the match, and cancels what rested', async () => {
    const { runners } = await market();
    const [india, australia] = runners as [(typeof runners)[0], (typeof runners)[0]];
    await placed('C1001', india.selectionId, 'back', india.back[0]!.price, 1000);
    await placed('C1001', australia.selectionId, 'lay', australia.lay[0]!.price, 700);
    await placed('C1002', australia.selectionId, 'back', australia.back[0]!.price, 600);
    const resting = await placed('C1002', india.selectionId, 'lay', step(india.lay[0]!.price, -3), 500);
    expect(resting.status).toBe('OPEN');
    const players = ['C1001', 'C1002', ...PLAYERS];
    const before = new Map<string, Awaited<ReturnType<typeof userRow>>>();
    for (const username of players) before.set(username, await userRow(username));
    const fills = await kit.db
      .select()
      .from(matchOddsFills)
      .where(eq(matchOddsFills.marketId, `${CRICKET}-MO`));

    const end = (await post(`/__test/cricket/${CRICKET}/finish`, {})).json().response;
    const winner = runners.find((runner) => runner.runnerName === end.winner)?.selectionId ?? null;
    for (const username of players) {
      const row = before.get(username)!;
      // By hand: a back fill wins (price − 1) × stake if its runner won and loses the stake if not; a lay the reverse; a tie voids.
      let expected = 0;
      for (const fill of fills.filter((f) => f.userId === row.id)) {
        const { profitPaise, lossPaise } = profitLoss(
          'MATCH_ODDS',
          fill.side,
          fill.priceHundredths / 100,
          fill.stakePaise,
        );
        const runnerWon = fill.selectionId === winner;
        if (winner !== null) expected += (fill.side === 'back') === runnerWon ? profitPaise : -lossPaise;
      }
      const after = await userRow(username);
      expect(after.liabilityPaise).toBe(0);
      expect(after.balancePaise - row.balancePaise).toBe(expected);
      const ledger = await kit.db
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.reference, `cricket:${CRICKET}`));
      const own = ledger.filter((entry) => entry.userId === row.id);
      if (fills.some((f) => f.userId === row.id))
        expect(own.map((e) => e.creditPaise - e.debitPaise)).toEqual([expected]);
    }
    const orders = await kit.db
      .select()
      .from(matchOddsOrders)
      .where(eq(matchOddsOrders.marketId, `${CRICKET}-MO`));
    expect(orders.filter((row) => row.status === 'OPEN' || row.status === 'MATCHED')).toEqual([]);
    expect(orders.find((row) => row.id === resting.orderId)).toMatchObject({
      status: 'CANCELLED',
      cancelReason: 'Market closed',
    });
    // Settled once: finishing again changes nothing.
    const c1001 = await userRow('C1001');
    await post(`/__test/cricket/${CRICKET}/finish`, {});
    expect((await userRow('C1001')).balancePaise).toBe(c1001.balancePaise);
  });
});
