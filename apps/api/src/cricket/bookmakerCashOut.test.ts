import { eq } from 'drizzle-orm';
import { ledgerEntries } from '../wallet/tables';
import { bookmakerLevelling } from './bookmakerCashOut';
import { CRICKET, EVENT, cricketExchangeKit } from '../testing/cricketExchangeKit';
import type { CricketBetRow } from './tables';
import type { LiveMatch } from './world';

const kit = cricketExchangeKit();
const { get, post, odds, userRow, back } = kit;
const offer = async (u: string) => (await get(`/cm/v1/bet/bookmaker/cash-out/${EVENT}`, u)).json();
const cashOut = (u: string, guaranteed: number, marketId = `${CRICKET}-BM`) =>
  post('/cm/v1/bet/bookmaker/cash-out', { eventId: EVENT, marketId, guaranteed }, u);
const positionsOf = async (u: string) => {
  const settings = (await get(`/cm/v1/cricket/match-details?eventId=${EVENT}`, u)).json().response;
  const bm = settings.plExposureResponseDTOs.find((m: { marketIdExternal: string }) =>
    m.marketIdExternal.endsWith('-BM'),
  );
  return bm.runnerPlExposureDTOS.map((r: { exposure: number }) => r.exposure);
};

beforeAll(async () => {
  await post('/__test/cricket/clock', { paused: true });
  // India (home) 45 %: fair 1/0.45 − 1 = 122.22 per hundred → LAGAI 121 / KHAI 123; Australia 55 %: LAGAI 80 / KHAI 82.
  await post(`/__test/cricket/${CRICKET}/chance`, { homeWinChance: 0.45 });
});

describe('cash-out of a bookmaker position', () => {
  it('has nothing to offer before a bookmaker bet', async () => {
    expect((await offer('C1001')).error.description).toBe('There is nothing matched to cash out on this market');
  });

  it('lays the backed team at its KHAI rate, levelling both results, releasing the money at risk', async () => {
    const before = await userRow('C1001');
    const [india] = (await odds()).teams;
    expect([india!.back1, india!.lay1]).toEqual([121, 123]);
    // LAGAI India ₹1,000 at 121: India +1,210, Australia −1,000; ₹1,000 at risk.
    expect((await back(india!, 1000)).statusCode).toBe(200);
    expect((await userRow('C1001')).liabilityPaise - before.liabilityPaise).toBe(100_000);
    // India to 60 %: India LAGAI 65 / KHAI 67 (fair 66.67); Australia 40 %: LAGAI 149 / KHAI 151 (fair 150).
    await post(`/__test/cricket/${CRICKET}/chance`, { homeWinChance: 0.6 });
    // By hand: KHAI India 2,210 / 1.67 = ₹1,323.35 → India 1,210 − 1,323.35 × 0.67 (₹886.64) = ₹323.36,
    // Australia −1,000 + 1,323.35 = ₹323.35; guaranteed the lower, ₹323.35.
    // (LAGAI Australia 2,210 / 2.49 = ₹887.55 instead would leave only 1,210 − 887.55 = ₹322.45.)
    const shown = (await offer('C1001')).response;
    expect(shown).toEqual({
      marketId: `${CRICKET}-BM`,
      guaranteed: 323.35,
      bets: [
        { selectionId: india!.selectionId, runnerName: india!.runnerName, type: 'lay', price: 67, amount: 1323.35 },
      ],
    });
    // The player saw more than the rates now pay: nothing is written.
    const refused = await cashOut('C1001', 323.36);
    expect(refused.json().error.description).toBe(
      'The cash-out amount has changed; check the new amount and try again',
    );
    const done = await cashOut('C1001', 323.35);
    expect(done.json().response).toMatchObject({ guaranteed: 323.35, betIds: [expect.any(Number)] });
    expect(await positionsOf('C1001')).toEqual([323.36, 323.35]);
    // Nothing can be lost any more: the ₹1,000 held for the LAGAI is released, the balance untouched.
    const after = await userRow('C1001');
    expect(after.liabilityPaise).toBe(before.liabilityPaise);
    expect(after.balancePaise).toBe(before.balancePaise);
    // The hedge is a bookmaker bet like any other, in the player's list as KHAI at 67.
    const mine = (await get(`/cm/v1/bet/my-bet/${EVENT}`, 'C1001')).json().response;
    expect(mine.map((bet: { lay: number; amount: number }) => [bet.lay, bet.amount])).toContainEqual([67, 1323.35]);
    // Level already: cashing out again has nothing to place.
    expect((await offer('C1001')).response).toMatchObject({ guaranteed: 323.35, bets: [] });
  });

  it('places the hedge once when the same cash-out arrives twice at once', async () => {
    // C1002 LAGAI India ₹500 at 65 (60 %), then India drifts back to 45 %: a cash-out at a loss.
    const [india] = (await odds()).teams;
    expect((await back(india!, 500, 'C1002')).statusCode).toBe(200);
    await post(`/__test/cricket/${CRICKET}/chance`, { homeWinChance: 0.45 });
    const shown = (await offer('C1002')).response;
    // KHAI India 825 / 2.23 = ₹369.96 → India 325 − 369.96 × 1.23 (₹455.05) = −₹130.05, Australia −500 + 369.96 = −₹130.04.
    expect(shown).toMatchObject({ guaranteed: -130.05, bets: [{ type: 'lay', price: 123, amount: 369.96 }] });
    const rows = await kit.betRows();
    const [first, second] = await Promise.all([cashOut('C1002', -130.05), cashOut('C1002', -130.05)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const placed = [first, second].map((answer) => answer.json().response.betIds.length).sort();
    expect(placed).toEqual([0, 1]);
    expect(await kit.betRows()).toBe(rows + 1);
    expect(await positionsOf('C1002')).toEqual([-130.05, -130.04]);
    // Nothing can be lost beyond the guaranteed ₹130.05 now.
    expect((await userRow('C1002')).liabilityPaise).toBe(13_005);
  });

  it('is refused while suspended and for another market, and the ledger pays the guaranteed amount', async () => {
    await post(`/__test/cricket/${CRICKET}/suspend`, { suspended: true });
    expect((await offer('C1001')).error.description).toBe('Market is suspended');
    expect((await cashOut('C1001', 0)).json().error.description).toBe('Market is suspended');
    await post(`/__test/cricket/${CRICKET}/suspend`, { suspended: false });
    expect((await cashOut('C1001', 0, 'someone-else-BM')).json().error.description).toBe('Market is closed');
    const before = await userRow('C1001');
    const end = (await post(`/__test/cricket/${CRICKET}/finish`, {})).json().response;
    // India winning pays ₹323.36, Australia ₹323.35 (the paisa the hedge's rounding leaves); a tie voids both bets.
    const expected = end.winner === 'India' ? 32_336 : end.winner === null ? 0 : 32_335;
    const after = await userRow('C1001');
    expect(after.balancePaise - before.balancePaise).toBe(expected);
    expect(after.liabilityPaise).toBe(0);
    // One ledger row for the match carries it, to the paisa.
    const rows = await kit.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, `cricket:${CRICKET}`));
    const mine = rows.filter((row) => row.userId === after.id);
    expect(mine.reduce((sum, row) => sum + row.creditPaise - row.debitPaise, 0)).toBe(expected);
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const rows = await kit.betRows();
    const odd = await cashOut('C1002', 1.234);
    expect(odd.statusCode).toBe(400);
    expect(odd.json().error.description).toBe('guaranteed must be an amount with at most two decimals');
    expect((await get('/cm/v1/bet/bookmaker/cash-out/999999', 'C1002')).statusCode).toBe(404);
    expect((await get(`/cm/v1/bet/bookmaker/cash-out/${EVENT}`)).statusCode).toBe(401);
    expect(await kit.betRows()).toBe(rows);
  });
});

describe('the levelling of a bookmaker market of three runners', () => {
  // Only the parts the levelling reads: the live market and the player's open bets.
  const runner = (selectionId: number, runnerName: string, back1: number, lay1: number, status = 'ACTIVE') => ({
    selectionId,
    runnerName,
    back1,
    lay1,
    status,
  });
  const match = (runners: ReturnType<typeof runner>[]) =>
    ({
      inPlay: true,
      sim: { finished: false },
      odds: { bookMakerOdds: [{ bm1: { marketId: '7-BM', oddDetailsDTOS: runners } }] },
    }) as unknown as LiveMatch;
  // LAGAI Home ₹100 at 200: Home +200, Draw −100, Away −100.
  const lagaiHome = [
    { kind: 'BOOKMAKER', marketId: '7-BM', selectionId: 1, side: 'back', rateHundredths: 20_000, stakePaise: 10_000 },
  ] as CricketBetRow[];

  it('backs the draw and the away side when Home has no KHAI, guaranteeing the same on all three', () => {
    // No KHAI on Home (0); Draw LAGAI 240, Away LAGAI 300. LAGAI Draw 300 / 3.40 = ₹88.24, LAGAI Away 300 / 4 = ₹75:
    // Home 200 − 88.24 − 75 = ₹36.76, Draw −100 + 211.78 − 75 = ₹36.78, Away −100 − 88.24 + 225 = ₹36.76.
    const plan = bookmakerLevelling(
      match([runner(1, 'Home', 95, 0), runner(2, 'Draw', 240, 245), runner(3, 'Away', 300, 310)]),
      lagaiHome,
    );
    expect(plan).toEqual({
      marketId: '7-BM',
      guaranteedPaise: 3_676,
      bets: [
        { selectionId: 2, runnerName: 'Draw', side: 'back', rate: 240, stakePaise: 8_824 },
        { selectionId: 3, runnerName: 'Away', side: 'back', rate: 300, stakePaise: 7_500 },
      ],
    });
  });

  it('lays Home alone when that pays more, and refuses while any runner is suspended', () => {
    // Home KHAI 104: KHAI Home 300 / 2.04 = ₹147.06 → Home 200 − 152.94 = ₹47.06; Draw, Away −100 + 147.06 = ₹47.06.
    const plan = bookmakerLevelling(
      match([runner(1, 'Home', 100, 104), runner(2, 'Draw', 240, 245), runner(3, 'Away', 300, 310)]),
      lagaiHome,
    );
    expect(plan.bets).toEqual([{ selectionId: 1, runnerName: 'Home', side: 'lay', rate: 104, stakePaise: 14_706 }]);
    expect(plan.guaranteedPaise).toBe(4_706);
    expect(() =>
      bookmakerLevelling(
        match([runner(1, 'Home', 100, 104), runner(2, 'Draw', 240, 245, 'SUSPENDED'), runner(3, 'Away', 300, 310)]),
        lagaiHome,
      ),
    ).toThrow('Market is suspended');
  });
});
