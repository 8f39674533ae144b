import { and, eq } from 'drizzle-orm';
import { matchOddsKit } from '../testing/matchOddsKit';
import { ledgerEntries } from '../wallet/tables';
import { settlementNotices } from '../notices/tables';

const kit = matchOddsKit();
const { get, post, placed, mine, step, userRow } = kit;

type Opened = { matchId: number; eventId: number };
const open = async (sport: 'tennis' | 'soccer', eventName: string): Promise<Opened> =>
  (await post(`/__test/${sport}/matches`, { eventName })).json().response;
const poll = async (sport: string, eventId: number) => (await get(`/cm/v1/${sport}/odds/${eventId}`)).json().response;
const ledgerOf = async (username: string, reference: string) => {
  const { id } = await userRow(username);
  return kit.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, id), eq(ledgerEntries.reference, reference)));
};

beforeAll(async () => {
  for (const username of ['C5101', 'C5102', 'C5103', 'C5104']) await kit.addPlayer(username, 10_000);
});

describe('lists', () => {
  it('each sport lists a few matches, some in play, with ids apart from cricket', async () => {
    for (const sport of ['tennis', 'soccer']) {
      const list = (await get(`/cm/v1/${sport}/all-matches-dashboard`)).json().response;
      expect(list.length).toBeGreaterThanOrEqual(3);
      expect(list.some((m: { inPlay: boolean }) => m.inPlay)).toBe(true);
      expect(list.every((m: { sport: string; cricketId: number }) => m.sport === sport && m.cricketId > 100_000)).toBe(
        true,
      );
    }
    const cricket = (await get('/cm/v1/cricket/all-matches-dashboard')).json().response;
    expect(cricket.every((m: { sport: string }) => m.sport === 'cricket')).toBe(true);
  });
});

describe('soccer', () => {
  it('a goal moves the prices and suspends the market, which cancels unmatched orders and frees their money', async () => {
    const { eventId, matchId } = await open('soccer', 'Arsenal v Chelsea');
    const before = await poll('soccer', eventId);
    expect(before.runners).toEqual(['Arsenal', 'The Draw', 'Chelsea']);
    expect(before.matchOdds.runners).toHaveLength(3);
    const away = before.matchOdds.runners[2];
    // Backing the away side at a price well above the best on offer rests unmatched.
    const resting = await placed('C5101', away.selectionId, 'back', step(away.back[0].price, 5), 200, {
      eventId,
      marketId: `${matchId}-MO`,
    });
    expect(resting.unmatched).toBe(200);
    expect((await userRow('C5101')).liabilityPaise).toBe(200_00);

    const goal = (await post(`/__test/soccer/${matchId}/score`, { side: 0 })).json().response;
    expect(goal.suspended).toBe(true);
    const after = await poll('soccer', eventId);
    expect(after.score.goals).toEqual({ home: before.score.goals.home + 1, away: before.score.goals.away });
    expect(after.matchOdds.status).toBe('SUSPENDED');
    // Arsenal scored: backing them now pays less, backing Chelsea more.
    const best = (odds: typeof before, runner: number): number => odds.matchOdds.runners[runner].back[0].price;
    expect(best(after, 0)).toBeLessThan(best(before, 0));
    expect(best(after, 2)).toBeGreaterThan(best(before, 2));
    const orders = (await mine('C5101', eventId)).orders;
    expect(orders[0]).toMatchObject({ status: 'CANCELLED', unmatched: 0, cancelReason: 'Market suspended' });
    expect((await userRow('C5101')).liabilityPaise).toBe(0);
    expect((await userRow('C5101')).balancePaise).toBe(10_000_00);
  });
});

describe('settlement', () => {
  it('pays a matched back once, in one ledger row with a settlement notice', async () => {
    const { eventId, matchId } = await open('soccer', 'Mumbai City v Bengaluru FC');
    const home = (await poll('soccer', eventId)).matchOdds.runners[0];
    const price: number = home.back[0].price;
    const order = await placed('C5102', home.selectionId, 'back', price, 100, { eventId, marketId: `${matchId}-MO` });
    expect(order).toMatchObject({ matched: 100, unmatched: 0 });
    // Position: +(price - 1) × 100 on Mumbai City, -100 on The Draw and on Bengaluru FC.
    const positions = (await mine('C5102', eventId)).positions;
    expect(positions.map((p: { position: number }) => p.position)).toEqual([
      Math.round((price - 1) * 100 * 100) / 100,
      -100,
      -100,
    ]);

    const finished = (await post(`/__test/soccer/${matchId}/finish`, { winner: 0 })).json().response;
    expect(finished).toMatchObject({ finished: true, settled: true, winner: 'Mumbai City' });
    // Worked by hand: at price 1.80 a back of 100 wins 0.80 × 100 = 80 rupees = 8,000 paise.
    const winPaise = Math.round((price - 1) * 100) * 100;
    const rows = await ledgerOf('C5102', `soccer:${matchId}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'SETTLEMENT', sport: 'SOCCER', creditPaise: winPaise, debitPaise: 0 });
    expect(await userRow('C5102')).toMatchObject({ balancePaise: 10_000_00 + winPaise, liabilityPaise: 0 });
    const notices = await kit.db
      .select()
      .from(settlementNotices)
      .where(eq(settlementNotices.ledgerEntryId, rows[0]!.id));
    expect(notices).toMatchObject([{ sport: 'SOCCER', outcome: 'WON', amountPaise: winPaise }]);

    // Ending it again pays nothing more.
    await post(`/__test/soccer/${matchId}/finish`, { winner: 2 });
    expect(await ledgerOf('C5102', `soccer:${matchId}`)).toHaveLength(1);
    expect((await userRow('C5102')).balancePaise).toBe(10_000_00 + winPaise);
    expect((await mine('C5102', eventId)).orders[0]).toMatchObject({ status: 'SETTLED' });
  });

  it('holds the worst case of a three-runner book and settles it to the paisa', async () => {
    const { eventId, matchId } = await open('soccer', 'Real Madrid v Barcelona');
    const [, draw, away] = (await poll('soccer', eventId)).matchOdds.runners;
    const drawPrice: number = draw.back[0].price;
    const awayLay: number = away.lay[0].price;
    const market = { eventId, marketId: `${matchId}-MO` };
    await placed('C5103', draw.selectionId, 'back', drawPrice, 100, market);
    await placed('C5103', away.selectionId, 'lay', awayLay, 100, market);
    // Outcomes (rupees): Real Madrid win: -100 (draw back) + 100 (lay of Barcelona) = 0;
    // The Draw: +(D - 1) × 100 + 100; Barcelona win: -100 - (A - 1) × 100 = -A × 100.
    // So the liability held is A × 100: e.g. A = 3.50 holds 350 rupees.
    const awayLossPaise = Math.round(awayLay * 100) * 100;
    expect((await userRow('C5103')).liabilityPaise).toBe(awayLossPaise);
    expect((await mine('C5103', eventId)).exposure).toBe(awayLossPaise / 100);

    await post(`/__test/soccer/${matchId}/finish`, { winner: 2 });
    const rows = await ledgerOf('C5103', `soccer:${matchId}`);
    expect(rows).toMatchObject([{ debitPaise: awayLossPaise, creditPaise: 0, wonBy: 'Barcelona' }]);
    expect(await userRow('C5103')).toMatchObject({ balancePaise: 10_000_00 - awayLossPaise, liabilityPaise: 0 });
  });
});

describe('tennis', () => {
  it('a set moves the prices, and a lay of the loser is paid at the end', async () => {
    const { eventId, matchId } = await open('tennis', 'Carlos Alcaraz v Jannik Sinner');
    const start = await poll('tennis', eventId);
    expect(start.score).toMatchObject({ sport: 'tennis', sets: [{ home: 0, away: 0 }] });
    for (let point = 0; point < 24; point += 1) await post(`/__test/tennis/${matchId}/score`, { side: 1 });
    const afterSet = await poll('tennis', eventId);
    expect(afterSet.score.sets[0]).toEqual({ home: 0, away: 6 });
    expect(afterSet.matchOdds.status).toBe('SUSPENDED');
    const best = (odds: typeof start, runner: number): number => odds.matchOdds.runners[runner].back[0].price;
    expect(best(afterSet, 1)).toBeLessThan(best(start, 1));
    expect(best(afterSet, 0)).toBeGreaterThan(best(start, 0));

    // Two more points (eight seconds of play) and the suspension is over.
    await post(`/__test/tennis/${matchId}/advance`, { steps: 2 });
    const alcaraz = (await poll('tennis', eventId)).matchOdds;
    expect(alcaraz.status).toBe('ACTIVE');
    const layPrice: number = alcaraz.runners[0].lay[0].price;
    const order = await placed('C5104', alcaraz.runners[0].selectionId, 'lay', layPrice, 100, {
      eventId,
      marketId: `${matchId}-MO`,
    });
    expect(order.matched).toBe(100);
    // The lay's liability: (price - 1) × 100, e.g. 1.50 holds 50 rupees.
    expect((await userRow('C5104')).liabilityPaise).toBe(Math.round((layPrice - 1) * 100) * 100);
    await post(`/__test/tennis/${matchId}/finish`, { winner: 1 });
    // A lay of 100 on the loser wins the backer's stake: 100 rupees.
    expect(await ledgerOf('C5104', `tennis:${matchId}`)).toMatchObject([{ creditPaise: 100_00, sport: 'TENNIS' }]);
    expect(await userRow('C5104')).toMatchObject({ balancePaise: 10_100_00, liabilityPaise: 0 });
  });
});
