import { gameRules, toPaise } from '@exchange/betting';
import { eq } from 'drizzle-orm';
import type { App } from '../app';
import { users } from '../db/schema';
import type { Database } from '../db/client';
import { createTestApp, createTestDatabase, signIn } from './harness';
import { ledgerEntries } from '../wallet/tables';
import { EVENT, backBody, layBody, noBody, teamsAndSessions, type Runner } from './cricketBets';

export { EVENT } from './cricketBets';
/** The fake clock starts on Wednesday 25-11-2026 at 12:00 PM IST. */
export const START = Date.UTC(2026, 10, 25, 6, 30);

/**
 * Test support for the player-limits tests: one app whose limits run on a fake clock, the cricket
 * clock paused (odds stay still), no casino round clock; each test makes its own funded player.
 */
export function limitsKit() {
  let database: Database;
  let app: App;
  const clock = { now: START };
  let players = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await createTestApp(database, { casinoEngine: false, now: () => clock.now });
    await app.inject({ method: 'POST', url: '/__test/cricket/clock', payload: { paused: true } });
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  beforeEach(() => {
    clock.now = START;
  });

  /** A fresh player with 1,00,000.00, signed in. */
  async function player() {
    players += 1;
    const username = `C${5000 + players}`;
    await app.inject({
      method: 'POST',
      url: '/__test/users',
      payload: { username, name: 'Limits', password: '123456', resetRequired: false, balance: 100_000 },
    });
    const { id, token } = (await signIn(app, username)).json().response as { id: number; token: string };
    const headers = { authorization: `Bearer ${token}` };
    const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
      app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    return {
      id,
      username,
      headers,
      call,
      limits: async () => (await call('GET', '/aam/v1/user/limits')).json().response,
      setLimits: (payload: object) => call('PUT', '/aam/v1/user/limits/loss', payload),
      liability: async () => (await database.db.select().from(users).where(eq(users.id, id)))[0]!.liabilityPaise,
      /** A result settled earlier (the fixture of a won or lost match): positive won, negative lost. */
      settled: (rupees: number, at = clock.now - 60_000) =>
        database.db.insert(ledgerEntries).values({
          userId: id,
          kind: 'SETTLEMENT',
          sport: 'CRICKET',
          description: 'Earlier match',
          creditPaise: rupees > 0 ? toPaise(rupees) : 0,
          debitPaise: rupees < 0 ? toPaise(-rupees) : 0,
          balanceAfterPaise: 10_000_000,
          reference: `fixture:${at}:${rupees}`,
          createdAt: new Date(at),
        }),
      back: (r: Runner, amount: number) => call('POST', '/cm/v1/bet/place', backBody(r, amount)),
      lay: (r: Runner, amount: number) => call('POST', '/cm/v1/bet/place', layBody(r, amount)),
      no: (s: Runner, amount: number) => call('POST', '/cm/v1/bet/fancy-place', noBody(s, amount)),
      casinoBack: async (gameId: string, amount: number) => {
        const option = gameRules(gameId)!.options.find((o) => o.back > 0)!;
        const odds = await app.inject({ method: 'GET', url: `/casino/v1/odds?casinoGames=${gameId}` });
        return call('POST', '/casino/v1/bet/place', {
          amount,
          marketId: odds.json().response.marketId,
          runnerName: option.runnerName,
          selectionId: option.selectionId,
          casinoGames: gameId,
          back: option.back,
          type: 'back',
        });
      },
    };
  }

  const odds = async () =>
    teamsAndSessions((await app.inject({ method: 'GET', url: `/cm/v1/cricket/odds/${EVENT}` })).json().response);

  return {
    clock,
    player,
    odds,
    get app() {
      return app;
    },
    get db() {
      return database.db;
    },
  };
}
