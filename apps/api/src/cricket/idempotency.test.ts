import type { Runner } from '../testing/cricketBets';
import { eq } from 'drizzle-orm';
import type { App } from '../app';
import { moneyState } from '../testing/moneyState';
import type { Database } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { createTestApp, createTestDatabase, session } from '../testing/harness';

// Written out rather than imported, so that the test reads the answer a client reads.
const KEY_REUSED = 'This Idempotency-Key was already used for a different request; send a new key for a new bet';

let database: Database;
let app: App;
let match: { cricketId: number; eventId: number };
const players: Record<string, { authorization: string }> = {};

let teams: Runner[];
let lines: Runner[];

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database);
  // A match of this file's own, so no other test moves its odds or settles it.
  match = (
    await app.inject({ method: 'POST', url: '/__test/cricket/matches', payload: { eventName: 'Keys v Locks' } })
  ).json().response;
  await app.inject({ method: 'POST', url: '/__test/cricket/clock', payload: { paused: true } });
  for (const username of ['C1001', 'C1002']) players[username] = (await session(app, username)).auth;
  const odds = (await app.inject({ method: 'GET', url: `/cm/v1/cricket/odds/${match.eventId}` })).json().response;
  teams = odds.bookMakerOdds[0].bm1.oddDetailsDTOS;
  lines = odds.fancyOdds[0].oddDetailsDTOS;
}, 60_000);
afterAll(async () => {
  await app.close();
  await database.close();
});

const post = (url: string, payload: object, key: string, username = 'C1001') =>
  app.inject({ method: 'POST', url, payload, headers: { ...players[username], 'idempotency-key': key } });

// Each body quotes the profit and loss of its own stake and rate, as a slip does (the API refuses others).
const bookmaker = (amount = 100) => {
  const india = teams[0]!;
  return {
    amount,
    marketId: india.marketId,
    selectionId: india.selectionId,
    type: 'back',
    eventId: match.eventId,
    backRate: india.back1,
    runnerName: india.runnerName,
    profit: (india.back1 * amount) / 100,
    loss: amount,
  };
};
const fancy = (amount = 100) => {
  const line = lines[0]!;
  return {
    amount,
    eventId: match.eventId,
    marketId: line.marketId,
    type: 'yes',
    oddsBack: line.back1,
    backRate: line.backSize1,
    profit: (line.backSize1 * amount) / 100,
    loss: amount,
  };
};

type Change = [string, () => Record<string, unknown>];
const australia = () => teams[1]!;

const routes: Array<{
  name: string;
  url: string;
  body: (amount?: number) => Record<string, unknown>;
  changes: Change[];
}> = [
  {
    name: 'match (bookmaker) bet',
    url: '/cm/v1/bet/place',
    body: bookmaker,
    changes: [
      [
        'the other runner, same market, side and stake',
        () => ({
          selectionId: australia().selectionId,
          backRate: australia().back1,
          runnerName: australia().runnerName,
        }),
      ],
      ['the selection id alone', () => ({ selectionId: australia().selectionId })],
      ['the stake', () => ({ amount: 200 })],
      ['paise in the stake', () => ({ amount: 100.5 })],
      ['the side', () => ({ type: 'lay', layRate: teams[0]!.lay1 })],
      ['the rate', () => ({ backRate: teams[0]!.back1 + 1 })],
      ['the runner name shown', () => ({ runnerName: australia().runnerName })],
      ['the profit sent', () => ({ profit: 1 })],
      ['the event given by its cricket id', () => ({ eventId: match.cricketId })],
      ['a field the bet ignores', () => ({ marketName: 'BOOKMAKER_ODDS_1' })],
    ],
  },
  {
    name: 'session (fancy) bet',
    url: '/cm/v1/bet/fancy-place',
    body: fancy,
    changes: [
      [
        'the side',
        () => ({
          type: 'no',
          oddsBack: undefined,
          backRate: undefined,
          oddsLay: lines[0]!.lay1,
          layRate: lines[0]!.laySize1,
        }),
      ],
      ['the stake', () => ({ amount: 300 })],
      ['the line', () => ({ oddsBack: lines[0]!.back1 + 1 })],
      ['the session', () => ({ marketId: lines[1]?.marketId ?? 'another' })],
      ['the loss sent', () => ({ loss: 99 })],
      ['a field the bet ignores', () => ({ gameType: 'Normal' })],
    ],
  },
];

describe.each(routes)('Idempotency-Key on a $name', ({ url, body, changes }) => {
  const tag = url.split('/').pop();
  it('the same key and the same request: one bet and the same answer, marked as a replay', async () => {
    const key = `same-${tag}`;
    const before = await moneyState(database, 'C1001');
    const first = await post(url, body(), key);
    expect(first.statusCode, first.body).toBe(200);
    const placed = await moneyState(database, 'C1001');
    expect(placed.cricketBets).toBe(before.cricketBets + 1);
    const again = await post(url, body(), key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ...first.json(), response: { ...first.json().response, repeated: true } });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await moneyState(database, 'C1001')).toEqual(placed);
  });

  it.each(changes)('the same key with %s is 409 and writes nothing', async (name, change) => {
    const key = `changed-${tag}-${name.replaceAll(' ', '_').replaceAll(',', '')}`;
    expect((await post(url, body(), key)).statusCode).toBe(200);
    const before = await moneyState(database, 'C1001');
    const res = await post(url, { ...body(), ...change() }, key);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.description).toBe(KEY_REUSED);
    expect(await moneyState(database, 'C1001')).toEqual(before);
  });

  it('keys are per player: another player may use the same key', async () => {
    const key = `shared-${tag}`;
    const mine = await post(url, body(), key, 'C1001');
    const theirs = await post(url, body(), key, 'C1002');
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().response.repeated).toBe(false);
    expect(theirs.json().response.betId).not.toBe(mine.json().response.betId);
  });

  it('20 identical requests at once place exactly one bet and all get its answer', async () => {
    const key = `burst-${tag}`;
    const before = await moneyState(database, 'C1001');
    const results = await Promise.all(Array.from({ length: 20 }, () => post(url, body(), key)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(results.map((r) => r.json().response.betId)).size).toBe(1);
    expect(results.filter((r) => !r.json().response.repeated)).toHaveLength(1);
    expect((await moneyState(database, 'C1001')).cricketBets).toBe(before.cricketBets + 1);
  });

  it('20 requests at once with one key and different stakes: one bet, the others 409', async () => {
    const key = `mixed-${tag}`;
    const before = await moneyState(database, 'C1001');
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => post(url, body(100 + i), key)));
    const accepted = results.filter((r) => r.statusCode === 200);
    expect(accepted).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(19);
    const after = await moneyState(database, 'C1001');
    expect(after.cricketBets).toBe(before.cricketBets + 1);
    // Only the accepted stake is at risk (a YES or a back bet risks its stake).
    expect(after.liability - before.liability).toBeLessThanOrEqual(accepted[0]!.json().response.bet.amount * 100);
    expect(after.ledgerRows).toBe(before.ledgerRows);
  });
});

describe('how long keys are kept', () => {
  afterEach(() => vi.useRealTimers());

  it('a key answers for 24 hours; after that it is free for a new bet', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const key = 'kept-a-day';
    expect((await post('/cm/v1/bet/place', bookmaker(), key)).statusCode).toBe(200);
    vi.setSystemTime(start + 24 * 60 * 60 * 1000 - 60_000);
    expect((await post('/cm/v1/bet/place', bookmaker(500), key)).statusCode).toBe(409);
    vi.setSystemTime(start + 24 * 60 * 60 * 1000 + 60_000);
    // Sessions last a day too: sign in again.
    players.C1001 = (await session(app, 'C1001')).auth;
    const before = await moneyState(database, 'C1001');
    const fresh = await post('/cm/v1/bet/place', bookmaker(500), key);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().response).toMatchObject({ repeated: false, bet: { amount: 500 } });
    expect((await moneyState(database, 'C1001')).cricketBets).toBe(before.cricketBets + 1);
  });

  it("a day later, another player's bet also clears the keys of players who stopped betting", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    players.C1002 = (await session(app, 'C1002')).auth;
    expect((await post('/cm/v1/bet/place', bookmaker(), 'left-behind', 'C1002')).statusCode).toBe(200);
    const keysOf = async (userId: number) =>
      (await database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, userId))).length;
    const c1002 = (await session(app, 'C1002')).id;
    expect(await keysOf(c1002)).toBeGreaterThan(0);
    vi.setSystemTime(start + 25 * 60 * 60 * 1000);
    players.C1001 = (await session(app, 'C1001')).auth;
    expect((await post('/cm/v1/bet/place', bookmaker(), 'next-day')).statusCode).toBe(200);
    await vi.waitFor(async () => expect(await keysOf(c1002)).toBe(0));
  });
});
