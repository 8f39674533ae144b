import { gameRules } from '@exchange/betting';
import { and, eq } from 'drizzle-orm';
import type { App } from '../app';
import { settleUserBets } from '../casino/settlement';
import { casinoBets } from '../casino/tables';
import type { Database } from '../db/client';
import { createTestApp, createTestDatabase, session } from '../testing/harness';
import { ledgerEntries } from '../wallet/tables';
import { WalletService } from '../wallet/wallet';
import { BAD_CURSOR } from './service';
import { settlementNotices } from './tables';

let database: Database;
let app: App;
const players: Record<string, { id: number; auth: { authorization: string } }> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database, { casinoEngine: false });
  for (const username of ['C1001', 'C1002']) players[username] = await session(app, username);
}, 60_000);
afterAll(async () => {
  await app.close();
  await database.close();
});

const GAME = 'DRAGON_TIGER_20';
const get = (url: string, username: string) => app.inject({ method: 'GET', url, headers: players[username]!.auth });
const notices = async (username: string, query = '') => (await get(`/aam/v1/notices${query}`, username)).json();
const marketOf = async (game = GAME): Promise<string> =>
  (await app.inject({ method: 'GET', url: `/casino/v1/odds?casinoGames=${game}` })).json().response.marketId;

async function place(username: string, runnerName: string, amount = 100, game = GAME): Promise<string> {
  const marketId = await marketOf(game);
  const option = gameRules(game)!.options.find((o) => o.runnerName === runnerName)!;
  const res = await app.inject({
    method: 'POST',
    url: '/casino/v1/bet/place',
    headers: players[username]!.auth,
    payload: { amount, marketId, runnerName, selectionId: option.selectionId, casinoGames: game, back: option.back },
  });
  expect(res.json().error?.description ?? 'placed').toBe('placed');
  return marketId;
}

const fastForward = (game = GAME) => app.inject({ method: 'POST', url: `/__test/casino/${game}/fast-forward` });

async function ledgerAmount(userId: number, marketId: string): Promise<{ id: number; amount: number }> {
  const [row] = await database.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.reference, `casino:${marketId}`)));
  return { id: row!.id, amount: (row!.creditPaise - row!.debitPaise) / 100 };
}

describe('settlement notices of casino rounds', () => {
  it("writes one notice per player per round with the ledger row's amount, linking to the round", async () => {
    const marketId = await place('C1001', 'Dragon', 100);
    await place('C1001', 'Tiger', 200);
    await place('C1002', 'Tiger', 300);
    await fastForward();

    for (const username of ['C1001', 'C1002']) {
      const ledger = await ledgerAmount(players[username]!.id, marketId);
      const answer = (await notices(username)).response;
      expect(answer.unread).toBe(1);
      expect(answer.notices).toEqual([
        expect.objectContaining({
          sport: 'CASINO',
          title: '2020 Dragon Tiger',
          amount: ledger.amount,
          outcome: ledger.amount > 0 ? 'WON' : ledger.amount < 0 ? 'LOST' : 'EVEN',
          accountLogId: ledger.id,
          casinoGame: GAME,
          roundId: marketId,
          read: false,
        }),
      ]);
      expect(answer.notices[0].detail).toContain(`Round ${marketId}`);
      // The profile poll carries the newest notice, so the client asks for notices only when it changes.
      const profile = (await get(`/aam/v1/accmanage/user/${players[username]!.id}`, username)).json().response;
      expect(profile.latestNotice).toBe(String(answer.notices[0].id));
    }
    expect((await notices('C1001')).response.notices[0].detail).toMatch(/^Dragon, Tiger, Round /);
  });

  it('writes a VOID notice for a voided round, and settling it again writes nothing more', async () => {
    const marketId = await place('C1002', 'Dragon', 100, 'DRAGON_TIGER_202');
    const bets = await database.db.select().from(casinoBets).where(eq(casinoBets.marketId, marketId));
    const wallet = new WalletService(database.db);
    const voidAll = () => settleUserBets(wallet, bets, () => ({ kind: 'void' }), 'Round void (server restart)', 'VOID');
    await voidAll();
    await voidAll();
    const rows = await database.db.select().from(settlementNotices).where(eq(settlementNotices.roundId, marketId));
    expect(rows).toHaveLength(1);
    expect((await notices('C1002')).response.notices[0]).toMatchObject({
      outcome: 'VOID',
      amount: 0,
      title: 'Dragon Tiger 2',
      roundId: marketId,
    });
  });

  it("never shows another player's notices", async () => {
    const mine = (await notices('C1001')).response.notices.map((n: { id: number }) => n.id);
    const theirs = (await notices('C1002')).response.notices.map((n: { id: number }) => n.id);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.filter((id: number) => theirs.includes(id))).toEqual([]);
    const rows = await database.db.select().from(settlementNotices);
    expect(rows.filter((r) => r.userId === players.C1001!.id).map((r) => r.id)).toEqual(mine);
  });

  it('pages newest first by cursor, returns only what is newer than `since`, and marks read up to a cursor', async () => {
    for (let i = 0; i < 3; i++) {
      await place('C1001', 'Dragon', 100, GAME);
      await fastForward();
    }
    const all = (await notices('C1001', '?limit=50')).response;
    expect(all.notices).toHaveLength(4);
    const ids = all.notices.map((n: { id: number }) => n.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(all.cursor).toBe(String(ids[0]));
    expect(all.next).toBeNull();

    const first = (await notices('C1001', '?limit=3')).response;
    expect(first.notices.map((n: { id: number }) => n.id)).toEqual(ids.slice(0, 3));
    const second = (await notices('C1001', `?limit=3&before=${first.next}`)).response;
    expect(second.notices.map((n: { id: number }) => n.id)).toEqual(ids.slice(3));
    expect(second.next).toBeNull();

    const newer = (await notices('C1001', `?since=${ids[2]}`)).response;
    expect(newer.notices.map((n: { id: number }) => n.id)).toEqual(ids.slice(0, 2));
    const nothingNew = (await notices('C1001', `?since=${all.cursor}`)).response;
    expect(nothingNew).toMatchObject({ notices: [], cursor: all.cursor, unread: 4 });

    const read = await app.inject({
      method: 'POST',
      url: '/aam/v1/notices/read',
      headers: players.C1001!.auth,
      payload: { upTo: String(ids[1]) },
    });
    expect(read.json().response).toEqual({ unread: 1 });
    const after = (await notices('C1001')).response.notices.map((n: { read: boolean }) => n.read);
    expect(after).toEqual([false, true, true, true]);
    // Marking C1002's ids through C1001's session reads nothing of C1002's.
    expect((await notices('C1002')).response.unread).toBe(2);
  });

  it('refuses a bad cursor with a clear 400, and a call without a session with 401', async () => {
    for (const query of ['?since=abc', '?before=-1', '?since=1e3', '?since=0012']) {
      const res = await get(`/aam/v1/notices${query}`, 'C1001');
      expect(res.statusCode).toBe(400);
      expect(res.json().error.description).toBe(BAD_CURSOR);
    }
    const read = await app.inject({
      method: 'POST',
      url: '/aam/v1/notices/read',
      headers: players.C1001!.auth,
      payload: { upTo: 'latest' },
    });
    expect(read.json().error.description).toBe(BAD_CURSOR);
    expect((await app.inject({ method: 'GET', url: '/aam/v1/notices' })).statusCode).toBe(401);
  });
});
