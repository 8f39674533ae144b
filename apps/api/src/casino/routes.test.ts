import { QUOTE_MISMATCH, dealRound, gameRules, seedHash, settleCasinoBet, toPaise } from '@exchange/betting';
import { count, eq } from 'drizzle-orm';
import type { App } from '../app';
import type { Database } from '../db/client';
import { createTestApp, createTestDatabase, signIn } from '../testing/harness';
import { ledgerEntries } from '../wallet/tables';
import { casinoBets } from './tables';

let database: Database;
let app: App;
const players: Record<string, { id: number; token: string }> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database, { casinoEngine: false });
  // C1003 has to change its password before it may bet.
  for (const username of ['C1001', 'C1002', 'C1003']) players[username] = (await signIn(app, username)).json().response;
  // A player of the quoted-figures test's own, so the other tests' players keep their bets and wallets.
  await app.inject({
    method: 'POST',
    url: '/__test/users',
    payload: { username: 'C3001', name: 'Quoted', password: '123456', resetRequired: false, balance: 10000 },
  });
  players.C3001 = (await signIn(app, 'C3001')).json().response;
}, 60_000);
afterAll(async () => {
  await app.close();
  await database.close();
});

const auth = (username: string) => ({ authorization: `Bearer ${players[username]!.token}` });
const get = (url: string, username?: string) =>
  app.inject({ method: 'GET', url, headers: username ? auth(username) : {} });
const odds = async (game: string) => (await get(`/casino/v1/odds?casinoGames=${game}`)).json().response;
const control = (url: string, payload?: object) =>
  app.inject({ method: 'POST', url: `/__test/casino${url}`, ...(payload ? { payload } : {}) });
const wallet = async (username: string) =>
  (await get(`/aam/v1/accmanage/user/${players[username]!.id}`, username)).json().response as {
    balance: number;
    liability: number;
  };
const betCount = async () => (await database.db.select({ n: count() }).from(casinoBets))[0]!.n;

function place(username: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/casino/v1/bet/place',
    headers: { ...auth(username), ...headers },
    payload: body,
  });
}

async function dragonBet(extra: Record<string, unknown> = {}) {
  const { marketId } = await odds('DRAGON_TIGER_20');
  return {
    amount: 100,
    marketId,
    runnerName: 'Dragon',
    selectionId: 1,
    casinoGames: 'DRAGON_TIGER_20',
    back: 2,
    type: 'back',
    ...extra,
  };
}

describe('reading a table', () => {
  it('odds carry the round, a 25 s countdown, the seed hash, empty sides and every option', async () => {
    const o = await odds('LUCKY7');
    expect(o.autoTime).toBe('25');
    expect(o.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(o.cards).toEqual({ card: [] });
    expect(o.oddDetailsDTOS).toHaveLength(gameRules('LUCKY7')!.options.length);
    expect(o.oddDetailsDTOS[0]).toMatchObject({ runnerName: 'Low Card', back1: 2, status: 'ACTIVE' });
  });

  it('the games list gives each table a stream page that is loaded once: no reload, no round in it, one script that polls', async () => {
    const list = (await get('/casino/v1/games-list')).json().response;
    const entry = list.find((g: { gameCode: string }) => g.gameCode === 'TEEN_20');
    expect(entry.streamURL).toMatch(/\/casino\/v1\/stream\/TEEN_20$/);
    const page = await get('/casino/v1/stream/TEEN_20');
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Teen Patti 2020');
    expect(page.body).toContain('LIVE');
    // A reload a second was most of a table's traffic (issue 12): the page never refreshes itself;
    // its script (stream.test.ts) polls a small answer that is a 304 while nothing changes.
    expect(page.body).not.toMatch(/http-equiv|reload/i);
    expect(page.body.match(/<script[^>]*>/g)).toEqual(['<script type="module" src="../stream-frame.js">']);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).not.toContain((await odds('TEEN_20')).marketId);
  });

  it("Lucky 7's round data answers for the current round without a token, and a past round reads CLOSED", async () => {
    const { marketId } = await odds('LUCKY7');
    const now = await get(`/casino/v1/lucky7/round-data?marketId=${marketId}`);
    expect(now.statusCode).toBe(200);
    expect(now.json().response).toEqual({ marketId, phase: 'BETTING', card: null, results: [] });
    expect((await get('/casino/v1/lucky7/round-data?marketId=1')).json().response).toMatchObject({
      marketId: '1',
      phase: 'CLOSED',
      card: null,
    });
    const byHeader = await app.inject({
      method: 'GET',
      url: '/casino/v1/lucky7/round-data',
      headers: { 'x-market-id': marketId },
    });
    expect(byHeader.json().response).toEqual(now.json().response);
    expect(byHeader.headers['cache-control']).toBe('no-store');
    expect((await get('/casino/v1/lucky7/round-data')).statusCode).toBe(400);
  });

  it('unknown games are 404 and bad queries 400', async () => {
    expect((await get('/casino/v1/odds?casinoGames=NOPE')).statusCode).toBe(404);
    expect((await get('/casino/v1/odds')).statusCode).toBe(400);
  });
});

describe("a bet's quoted profit and loss", () => {
  it('refuses figures that are not those of the stake and odds, as numbers or text, and takes the right ones', async () => {
    const before = await wallet('C3001');
    // Dragon back 100 at 2: profit 100, loss 100. Another table than the round the next test settles.
    const table = { casinoGames: 'DRAGON_TIGER_202', marketId: (await odds('DRAGON_TIGER_202')).marketId };
    for (const figures of [
      { profit: 150, loss: 100 },
      { profit: '100.00', loss: '99.99' },
    ]) {
      const res = await place('C3001', await dragonBet({ ...table, ...figures }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.description).toBe(QUOTE_MISMATCH);
    }
    expect(await wallet('C3001')).toEqual(before);
    expect((await place('C3001', await dragonBet({ ...table, profit: '100.00', loss: 100 }))).statusCode).toBe(200);
    expect((await wallet('C3001')).liability).toBe(before.liability - 100);
  });
});

describe('a round, end to end', () => {
  it('reserves the stake, shows the bet and exposure to its owner only, settles by the rules, and the seed verifies', async () => {
    const before = await wallet('C1001');
    // The hash is public before any bet is taken.
    const published = (await odds('DRAGON_TIGER_20')).seedHash;
    const body = await dragonBet();
    const res = await place('C1001', body, { 'user-agent': 'vitest-agent' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      code: 200,
      message: 'Bet Placed',
      response: { runnerName: 'Dragon', back: 2, amount: 100, userAgent: 'vitest-agent' },
    });
    expect((await wallet('C1001')).liability).toBe(before.liability - 100);

    const mine = (await get('/casino/v1/my-bet?casinoGames=DRAGON_TIGER_20', 'C1001')).json().response;
    expect(mine.map((b: { runnerName: string }) => b.runnerName)).toEqual(['Dragon']);
    const exposure = (await get(`/casino/v1/pl-exposure?marketId=${body.marketId}`, 'C1001')).json().response;
    expect(exposure.casinoPLExposure).toEqual([
      { selectionName: 'Dragon', exposure: 100 },
      { selectionName: 'Tie', exposure: -100 },
      { selectionName: 'Tiger', exposure: -100 },
    ]);
    expect((await get('/casino/v1/my-bet?casinoGames=DRAGON_TIGER_20', 'C1002')).json().response).toEqual([]);
    expect(
      (await get(`/casino/v1/pl-exposure?marketId=${body.marketId}`, 'C1002')).json().response.casinoPLExposure,
    ).toEqual([]);
    // The same answer with the round in X-Market-Id: one URL for every round, never cached.
    const byHeader = await app.inject({
      method: 'GET',
      url: '/casino/v1/pl-exposure',
      headers: { ...auth('C1001'), 'x-market-id': body.marketId },
    });
    expect(byHeader.json().response).toEqual(exposure);
    expect(byHeader.headers['cache-control']).toBe('no-store');
    expect((await get('/casino/v1/pl-exposure', 'C1001')).statusCode).toBe(400);

    expect((await odds('DRAGON_TIGER_20')).seedHash).toBe(published);
    const ff = await control('/DRAGON_TIGER_20/fast-forward');
    expect(ff.json().response.marketId).not.toBe(body.marketId);

    const detail = (
      await get(`/casino/v1/individaul-result?marketId=${body.marketId}&casinoGame=DRAGON_TIGER_20`, 'C1001')
    ).json().response;
    const round = detail.casinoIndividualResultDTO;
    expect(seedHash(round.seed)).toBe(published);
    const { cards } = dealRound('DRAGON_TIGER_20', round.seed);
    expect(round.casinoCardResultMaps.map((l: { result: string[] }) => l.result)).toEqual([cards.dragon, cards.tiger]);
    const expected = settleCasinoBet(
      { isBack: true, odds: 2, stakePaise: 100_00 },
      gameRules('DRAGON_TIGER_20')!.judge(cards).outcome('Dragon'),
    );
    expect(toPaise(detail.totalProfitLoss)).toBe(expected);
    expect(detail.betResponseDTOList).toHaveLength(1);
    const rows = Object.fromEntries(
      round.casinoIndividualResultMaps.map((m: { resultFor: string; result: string[] }) => [m.resultFor, m.result]),
    );
    expect(rows['Dragon Card']).toEqual([`Dragon Card ${cards.dragon![0]!.slice(0, -1)}`]);
    expect(rows.Winner).toEqual([{ D: 'Dragon', T: 'Tiger', TIE: 'Tie' }[round.winner as string]]);

    const after = await wallet('C1001');
    expect(after.liability).toBe(before.liability);
    expect(toPaise(after.balance) - toPaise(before.balance)).toBe(expected);
    const results = (await get('/casino/v1/last-10-results?casinoGames=DRAGON_TIGER_20')).json().response
      .casinoMarketHistoryResponseDTOS;
    expect(results[0]).toEqual({ marketId: body.marketId, mainWinner: round.winner });
    const settled = (await get('/casino/v1/my-bet/settled', 'C1001')).json().response;
    expect(settled[0]).toMatchObject({ marketId: body.marketId, status: 'SETTLED' });
    expect(
      (await get(`/casino/v1/individaul-result?marketId=${body.marketId}`, 'C1002')).json().response.betResponseDTOList,
    ).toEqual([]);
    const ledger = await database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, `casino:${body.marketId}`));
    expect(ledger).toHaveLength(1);
  });

  it('a lay bet carries lay and reserves (odds - 1) x stake', async () => {
    const before = await wallet('C1001');
    const { marketId } = await odds('AAA');
    const res = await place('C1001', {
      amount: 200,
      marketId,
      runnerName: 'Amar',
      selectionId: 1,
      casinoGames: 'AAA',
      lay: 2.17,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().response).toMatchObject({ lay: 2.17, back: 0, loss: 234 });
    expect((await wallet('C1001')).liability).toBe(before.liability - 234);
    await control('/AAA/fast-forward');
    expect((await wallet('C1001')).liability).toBe(before.liability);
  });

  it('the same Idempotency-Key places one bet', async () => {
    const body = await dragonBet();
    const first = await place('C1001', body, { 'idempotency-key': 'k-1' });
    const again = await place('C1001', body, { 'idempotency-key': 'k-1' });
    expect(again.json().response.id).toBe(first.json().response.id);
    expect((await get('/casino/v1/my-bet?casinoGames=DRAGON_TIGER_20', 'C1001')).json().response).toHaveLength(1);
    await control('/DRAGON_TIGER_20/fast-forward');
  });
});

describe('refusals write nothing', () => {
  it.each([
    ['odd 0', { back: 0 }, 'Please select a Valid Odd'],
    ['no odd', { back: undefined }, 'Please select a Valid Odd'],
    ['lay on a back-only box', { back: undefined, lay: 2 }, 'Please select a Valid Odd'],
    ['odds not offered', { back: 3 }, 'Please select a Valid Odd'],
    ['unknown option', { runnerName: 'Joker' }, 'No data found for this event'],
    ['selection id of another option', { selectionId: 3 }, 'No data found for this event'],
    ['below the minimum', { amount: 50 }, 'Minimum bet amount is 100'],
    ['above the table maximum', { amount: 25001 }, 'Maximum bet amount is 25000'],
    ['an old round', { marketId: '1' }, 'Betting is closed for this round'],
    ['paise in the stake', { amount: 100.5 }, 'Please enter a Valid Amount'],
  ])('%s', async (_name, change, message) => {
    const before = await betCount();
    const res = await place('C1001', await dragonBet(change));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.description).toBe(message);
    expect(await betCount()).toBe(before);
  });

  it('betting closes once autoTime is below 5', async () => {
    const before = await betCount();
    const body = await dragonBet();
    await control('/DRAGON_TIGER_20/auto-time', { autoTime: 4 });
    expect((await odds('DRAGON_TIGER_20')).status).toBe('SUSPENDED');
    const res = await place('C1001', body);
    expect(res.json().error.description).toBe('Betting is closed for this round');
    expect(await betCount()).toBe(before);
    await control('/DRAGON_TIGER_20/auto-time', { autoTime: 25 });
  });

  it.each([
    ['no body', undefined],
    ['amount as text', { amount: 'lots' }],
    ['negative amount', { amount: -100 }],
    ['missing runner', { runnerName: undefined }],
  ])('malformed payload: %s is 400', async (_name, change) => {
    const before = await betCount();
    const res =
      change === undefined
        ? await app.inject({ method: 'POST', url: '/casino/v1/bet/place', headers: auth('C1001') })
        : await place('C1001', await dragonBet(change));
    expect(res.statusCode).toBe(400);
    expect(await betCount()).toBe(before);
  });

  it('a player who must change the password first is refused, writing nothing', async () => {
    const before = await betCount();
    const res = await place('C1003', await dragonBet());
    expect(res.statusCode).toBe(403);
    expect(res.json().error.description).toBe('Please change your password before placing bets');
    expect(await betCount()).toBe(before);
    expect((await wallet('C1003')).liability).toBe(0);
  });

  it('needs a session', async () => {
    const res = await app.inject({ method: 'POST', url: '/casino/v1/bet/place', payload: await dragonBet() });
    expect(res.statusCode).toBe(401);
  });
});

describe('concurrency', () => {
  it('concurrent bets never overdraw the wallet', async () => {
    await app.inject({ method: 'POST', url: '/__test/users/C1002/balance', payload: { balance: 1000 } });
    const body = await dragonBet();
    const results = await Promise.all(Array.from({ length: 25 }, () => place('C1002', body)));
    const accepted = results.filter((r) => r.statusCode === 200).length;
    expect(accepted).toBe(10);
    expect(
      results
        .filter((r) => r.statusCode === 400)
        .every((r) => r.json().error.description === 'Insufficient balance for this bet'),
    ).toBe(true);
    const w = await wallet('C1002');
    expect(w.balance + w.liability).toBe(0);
    await control('/DRAGON_TIGER_20/fast-forward');
    expect((await wallet('C1002')).liability).toBe(0);
  });
});

describe('restart', () => {
  it('voids the bets of a round that was open when the server stopped and releases their stake', async () => {
    const before = await wallet('C1001');
    const body = await dragonBet();
    expect((await place('C1001', body)).statusCode).toBe(200);
    expect((await wallet('C1001')).liability).toBe(before.liability - 100);
    const restarted = await createTestApp(database, { casinoEngine: false });
    const [bet] = await database.db.select().from(casinoBets).where(eq(casinoBets.marketId, body.marketId));
    expect(bet).toMatchObject({ status: 'SETTLED', result: 'VOID', profitLossPaise: 0 });
    // Profiles are served from each app's memory: ask the restarted one.
    const after = (
      await restarted.inject({
        method: 'GET',
        url: `/aam/v1/accmanage/user/${players.C1001!.id}`,
        headers: auth('C1001'),
      })
    ).json().response;
    expect(after).toMatchObject({ liability: before.liability, balance: before.balance });
    await restarted.close();
  });
});
