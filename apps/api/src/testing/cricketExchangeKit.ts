import { count, eq } from 'drizzle-orm';
import type { App } from '../app';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { createTestApp, createTestDatabase, signIn } from './harness';
import { cricketBets } from '../cricket/tables';
import { EVENT, backBody, layBody, noBody, teamsAndSessions, yesBody, type Runner } from './cricketBets';

export { CRICKET, EVENT, type Runner } from './cricketBets';

/**
 * A test file's own API over a fresh database with the demo players signed in (C1003 must change
 * its password before betting; C2001 is a fresh player with little money), and the calls the
 * cricket exchange tests make. Registers its beforeAll/afterAll in the calling file.
 */
export function cricketExchangeKit() {
  let database: Database;
  let app: App;
  const tokens: Record<string, { id: number; token: string }> = {};

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await createTestApp(database);
    await app.inject({
      method: 'POST',
      url: '/__test/users',
      payload: { username: 'C2001', name: 'Lowfunds', password: '123456', resetRequired: false, balance: 10000 },
    });
    for (const u of ['C1001', 'C1002', 'C1003', 'C2001']) tokens[u] = (await signIn(app, u)).json().response;
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  const auth = (u: string) => ({ authorization: `Bearer ${tokens[u]!.token}` });
  const get = (url: string, u?: string) => app.inject({ method: 'GET', url, headers: u ? auth(u) : {} });
  const post = (url: string, payload: object, u?: string, key?: string) =>
    app.inject({
      method: 'POST',
      url,
      payload,
      headers: { ...(u ? auth(u) : {}), ...(key ? { 'idempotency-key': key } : {}) },
    });

  const odds = async () => teamsAndSessions((await get(`/cm/v1/cricket/odds/${EVENT}`)).json().response);
  const betRows = async () => (await database.db.select({ n: count() }).from(cricketBets))[0]!.n;
  const userRow = async (u: string) => (await database.db.select().from(users).where(eq(users.username, u)))[0]!;
  const back = (r: Runner, amount: number, u = 'C1001', key?: string) =>
    post('/cm/v1/bet/place', backBody(r, amount), u, key);
  const lay = (r: Runner, amount: number, u = 'C1001') => post('/cm/v1/bet/place', layBody(r, amount), u);
  const yes = (s: Runner, amount: number, u = 'C1001') => post('/cm/v1/bet/fancy-place', yesBody(s, amount), u);
  const no = (s: Runner, amount: number, u = 'C1001') => post('/cm/v1/bet/fancy-place', noBody(s, amount), u);

  /** A new player with `balance` rupees, signed in. */
  async function addPlayer(username: string, balance: number) {
    const created = await post('/__test/users', {
      username,
      name: 'Player',
      password: '123456',
      resetRequired: false,
      balance,
    });
    if (created.statusCode !== 200) throw new Error(`could not create ${username}: ${created.body}`);
    tokens[username] = (await signIn(app, username)).json().response;
  }

  return {
    addPlayer,
    get db() {
      return database.db;
    },
    tokens,
    get,
    post,
    odds,
    betRows,
    userRow,
    back,
    lay,
    yes,
    no,
  };
}
