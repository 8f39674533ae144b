import { CASINO_TABLES, gameRules } from '@exchange/betting';
import type { App } from '../app';
import { moneyState } from '../testing/moneyState';
import type { Database } from '../db/client';
import { createTestApp, createTestDatabase, session } from '../testing/harness';

let database: Database;
let app: App;
let auth: { authorization: string };

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database, { casinoEngine: false });
  // A player who can afford every table's maximum at once.
  await app.inject({
    method: 'POST',
    url: '/__test/users',
    payload: { username: 'C3001', name: 'Highroller', password: '123456', resetRequired: false, balance: 5_000_000 },
  });
  auth = (await session(app, 'C3001')).auth;
}, 60_000);
afterAll(async () => {
  await app.close();
  await database.close();
});

async function backBet(gameId: string, amount: number) {
  const option = gameRules(gameId)!.options.find((o) => o.back > 0)!;
  const { marketId } = (await app.inject({ method: 'GET', url: `/casino/v1/odds?casinoGames=${gameId}` })).json()
    .response;
  const payload = {
    amount,
    marketId,
    runnerName: option.runnerName,
    selectionId: option.selectionId,
    casinoGames: gameId,
    back: option.back,
    type: 'back',
  };
  return app.inject({ method: 'POST', url: '/casino/v1/bet/place', headers: auth, payload });
}

// Spec section 9: Dragon Tiger 20 and Dragon Tiger 2 take 100 to 25000, Teen Patti 2020 100 to 150000, the others 100 to 300000.
const LIMITS: Record<string, [number, number]> = {
  DRAGON_TIGER_20: [100, 25_000],
  DRAGON_TIGER_202: [100, 25_000],
  TEEN_20: [100, 150_000],
  LUCKY7: [100, 300_000],
  AAA: [100, 300_000],
  ABJ: [100, 300_000],
  WORLI2: [100, 300_000],
  TEEN: [100, 300_000],
};

describe('per-table casino limits, enforced by the server', () => {
  it('every table of the catalogue is covered here', () => {
    expect(Object.keys(LIMITS).sort()).toEqual(CASINO_TABLES.map((t) => t.gameId).sort());
  });

  it.each(Object.entries(LIMITS))(
    '%s: one rupee over the maximum or under the minimum is refused, the edges are placed',
    async (gameId, [min, max]) => {
      const before = await moneyState(database, 'C3001');
      const over = await backBet(gameId, max + 1);
      expect(over.statusCode).toBe(400);
      expect(over.json().error.description).toBe(`Maximum bet amount is ${max}`);
      const under = await backBet(gameId, min - 1);
      expect(under.json().error.description).toBe(`Minimum bet amount is ${min}`);
      expect(await moneyState(database, 'C3001')).toEqual(before);

      for (const edge of [max, min]) {
        const placed = await backBet(gameId, edge);
        expect(placed.statusCode, placed.body).toBe(200);
        expect(placed.json().response.amount).toBe(edge);
      }
      expect((await moneyState(database, 'C3001')).casinoBets).toBe(before.casinoBets + 2);
    },
  );
});
