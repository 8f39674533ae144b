import { toPaise } from '@exchange/betting';
import { eq } from 'drizzle-orm';
import type { App } from '../app';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { demoBalanceRupees } from '../seed/seed';
import { createTestApp, createTestDatabase, session } from '../testing/harness';
import { WalletService } from '../wallet/wallet';

let database: Database;
let app: App;
const DAY = 86_400_000;
const now = Date.now();

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database);
  // A settled cricket match for Priya, through the same wallet bets settle with.
  const [priya] = await database.db.select().from(users).where(eq(users.username, 'C1002'));
  await new WalletService(database.db).run(priya!.id, (w) =>
    w.post({
      kind: 'SETTLEMENT',
      sport: 'CRICKET',
      description: 'India v Australia',
      wonBy: 'India',
      amountPaise: toPaise(-1234.5),
      reference: 'cricket:1001',
    }),
  );
}, 60_000);
afterAll(async () => {
  await app.close();
  await database.close();
});

function accountLog(auth: Record<string, string>, body: object) {
  return app.inject({ method: 'POST', url: '/aam/v1/accmanage/account-log', headers: auth, payload: body });
}

function coinHistory(auth: Record<string, string>, query: string) {
  return app.inject({ method: 'GET', url: `/aam/v1/user/coin-history?${query}`, headers: auth });
}

describe('ledger (account log)', () => {
  it("lists the player's entries newest first, with a running balance that ends at the wallet", async () => {
    const priya = await session(app, 'C1002');
    const res = await accountLog(priya.auth, { startDate: now - 70 * DAY, endDate: now + DAY, type: 'ALL' });
    expect(res.statusCode).toBe(200);
    const rows = res.json().response as Array<{
      comment: string;
      creditInfo: number;
      debitInfo: number;
      updatedBalance: number;
      sport: string | null;
      wonBy: string | null;
    }>;
    expect(rows.map((r) => r.comment)).toEqual(['India v Australia', 'Withdraw', 'Deposit', 'Deposit']);
    expect(rows[0]).toMatchObject({
      debitInfo: 1234.5,
      creditInfo: 0,
      sport: 'CRICKET',
      wonBy: 'India',
      updatedBalance: demoBalanceRupees('C1002') - 1234.5,
    });
    // Reading oldest to newest, every row's balance is the previous one plus its credit less its debit.
    let balance = 0;
    for (const row of [...rows].reverse()) {
      balance = Math.round((balance + row.creditInfo - row.debitInfo) * 100) / 100;
      expect(row.updatedBalance).toBe(balance);
    }
    const profile = await app.inject({ method: 'GET', url: `/aam/v1/accmanage/user/${priya.id}`, headers: priya.auth });
    expect(profile.json().response.balance).toBe(balance);
  });

  it('filters by date range and sport', async () => {
    const priya = await session(app, 'C1002');
    const lastWeek = await accountLog(priya.auth, { startDate: now - 7 * DAY, endDate: now + DAY });
    expect(lastWeek.json().response.map((r: { comment: string }) => r.comment)).toEqual([
      'India v Australia',
      'Withdraw',
    ]);
    const cricketOnly = await accountLog(priya.auth, {
      startDate: now - 70 * DAY,
      endDate: now + DAY,
      type: 'CRICKET',
    });
    expect(cricketOnly.json().response).toHaveLength(1);
  });

  it("never shows another player's rows", async () => {
    const ravi = await session(app, 'C1001');
    const res = await accountLog(ravi.auth, { startDate: now - 70 * DAY, endDate: now + DAY });
    expect(res.json().response.some((r: { comment: string }) => r.comment === 'India v Australia')).toBe(false);
  });

  it.each([
    [{ startDate: now, endDate: now - DAY }, 'The start date must not be after the end date'],
    [{ startDate: now - 400 * DAY, endDate: now }, 'Choose a range of at most one year'],
  ])('refuses a bad range %j with a clear message', async (body, message) => {
    const priya = await session(app, 'C1002');
    const res = await accountLog(priya.auth, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.description).toBe(message);
  });

  it('answers malformed filters and missing tokens with 4xx', async () => {
    const priya = await session(app, 'C1002');
    expect((await accountLog(priya.auth, { startDate: 'yesterday', endDate: now })).statusCode).toBe(400);
    expect((await accountLog({}, { startDate: 0, endDate: now })).statusCode).toBe(401);
  });
});

describe('account statement (coin history)', () => {
  it('filters Game Report and Balance Report by description', async () => {
    const priya = await session(app, 'C1002');
    const range = `startDate=${now - 70 * DAY}&endDate=${now + DAY}`;
    const all = (await coinHistory(priya.auth, `${range}&type=ALL`)).json().response.coinHistory;
    const game = (await coinHistory(priya.auth, `${range}&type=GAME`)).json().response.coinHistory;
    const balance = (await coinHistory(priya.auth, `${range}&type=BALANCE`)).json().response.coinHistory;
    expect(all).toHaveLength(4);
    expect(game.map((e: { description: string }) => e.description)).toEqual(['India v Australia']);
    expect(balance.map((e: { description: string }) => e.description)).toEqual(['Withdraw', 'Deposit', 'Deposit']);
    expect(balance[0]).toMatchObject({ debit: 5000, credit: 0 });
  });

  it('refuses an unknown report type', async () => {
    const priya = await session(app, 'C1002');
    expect((await coinHistory(priya.auth, `startDate=0&endDate=${now}&type=EVERYTHING`)).statusCode).toBe(400);
  });
});
