import type { App } from '../app';
import { moneyState } from '../testing/moneyState';
import type { Database } from '../db/client';
import { createTestApp, createTestDatabase, session } from '../testing/harness';

// Written out rather than imported, so that the test reads the answer a client reads.
const KEY_REUSED = 'This Idempotency-Key was already used for a different request; send a new key for a new bet';

let database: Database;
let app: App;
const players: Record<string, { authorization: string }> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database, { casinoEngine: false });
  for (const username of ['C1001', 'C1002']) players[username] = (await session(app, username)).auth;
}, 60_000);
afterAll(async () => {
  await app.close();
  await database.close();
});

const marketOf = async (game: string) =>
  (await app.inject({ method: 'GET', url: `/casino/v1/odds?casinoGames=${game}` })).json().response.marketId as string;
const place = (body: object, key: string, username = 'C1001') =>
  app.inject({
    method: 'POST',
    url: '/casino/v1/bet/place',
    payload: body,
    headers: { ...players[username], 'idempotency-key': key },
  });

async function dragon(): Promise<Record<string, unknown>> {
  return {
    amount: 100,
    marketId: await marketOf('DRAGON_TIGER_20'),
    runnerName: 'Dragon',
    selectionId: 1,
    casinoGames: 'DRAGON_TIGER_20',
    back: 2,
    type: 'back',
    profit: 100,
    loss: 100,
  };
}

describe('Idempotency-Key on a casino bet', () => {
  it('the same key and the same request: one bet and the same answer', async () => {
    const before = await moneyState(database, 'C1001');
    const first = await place(await dragon(), 'same');
    expect(first.statusCode, first.body).toBe(200);
    const placed = await moneyState(database, 'C1001');
    expect(placed.casinoBets).toBe(before.casinoBets + 1);
    const again = await place(await dragon(), 'same');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await moneyState(database, 'C1001')).toEqual(placed);
  });

  it.each<[string, () => Promise<Record<string, unknown>>]>([
    ['another option', async () => ({ runnerName: 'Tiger', selectionId: 3 })],
    ['the stake', async () => ({ amount: 200 })],
    ['another table', async () => ({ casinoGames: 'DRAGON_TIGER_202', marketId: await marketOf('DRAGON_TIGER_202') })],
    ['another round', async () => ({ marketId: '1' })],
    ['the profit sent', async () => ({ profit: 99 })],
    ['the loss as text', async () => ({ loss: '100.00' })],
    ['a field the bet ignores', async () => ({ type: 'BACK' })],
  ])('the same key with %s is 409 and writes nothing', async (name, change) => {
    const key = `changed-${name.replaceAll(' ', '_')}`;
    expect((await place(await dragon(), key)).statusCode).toBe(200);
    const before = await moneyState(database, 'C1001');
    const res = await place({ ...(await dragon()), ...(await change()) }, key);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.description).toBe(KEY_REUSED);
    expect(await moneyState(database, 'C1001')).toEqual(before);
  });

  it('a retry after the round closed still gets its answer, not a refusal', async () => {
    const body = await dragon();
    const first = await place(body, 'late-retry');
    await app.inject({ method: 'POST', url: '/__test/casino/DRAGON_TIGER_20/auto-time', payload: { autoTime: 3 } });
    const retry = await place(body, 'late-retry');
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    await app.inject({ method: 'POST', url: '/__test/casino/DRAGON_TIGER_20/fast-forward' });
  });

  it('keys are per player', async () => {
    const body = await dragon();
    const mine = await place(body, 'shared');
    const theirs = await place(body, 'shared', 'C1002');
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().response.id).not.toBe(mine.json().response.id);
  });

  it('20 identical requests at once place exactly one bet and all get its answer', async () => {
    const before = await moneyState(database, 'C1001');
    const body = await dragon();
    const results = await Promise.all(Array.from({ length: 20 }, () => place(body, 'burst')));
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(results.map((r) => r.json().response.id)).size).toBe(1);
    const after = await moneyState(database, 'C1001');
    expect(after.casinoBets).toBe(before.casinoBets + 1);
    expect(after.liability - before.liability).toBe(100_00);
  });

  it('20 requests at once with one key and different stakes: one bet, the others 409', async () => {
    const before = await moneyState(database, 'C1001');
    const body = await dragon();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => place({ ...body, amount: 100 + i }, 'mixed')),
    );
    const accepted = results.filter((r) => r.statusCode === 200);
    expect(accepted).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409).every((r) => r.json().error.description === KEY_REUSED)).toBe(
      true,
    );
    const after = await moneyState(database, 'C1001');
    expect(after.casinoBets).toBe(before.casinoBets + 1);
    expect(after.liability - before.liability).toBe(accepted[0]!.json().response.amount * 100);
    expect(after.ledgerRows).toBe(before.ledgerRows);
  });
});
