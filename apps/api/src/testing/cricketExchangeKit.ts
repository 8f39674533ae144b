import { count, eq } from 'drizzle-orm';
import type { App } from '../app';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { createTestApp, createTestDatabase, signIn } from './harness';
import { cricketBets } from '../cricket/tables';

export const EVENT = 34_120_001;
export const CRICKET = 1001;

export type Runner = {
  selectionId: number;
  marketId: string;
  runnerName: string;
  back1: number;
  lay1: number;
  backSize1: number;
  laySize1: number;
  status: string;
};

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

  async function odds() {
    const body = (await get(`/cm/v1/cricket/odds/${EVENT}`)).json().response;
    return {
      teams: body.bookMakerOdds[0].bm1.oddDetailsDTOS as Runner[],
      sessions: body.fancyOdds[0].oddDetailsDTOS as Runner[],
    };
  }
  const betRows = async () => (await database.db.select({ n: count() }).from(cricketBets))[0]!.n;
  const userRow = async (u: string) => (await database.db.select().from(users).where(eq(users.username, u)))[0]!;
  const back = (r: Runner, amount: number, u = 'C1001', key?: string) =>
    post(
      '/cm/v1/bet/place',
      {
        amount,
        marketId: r.marketId,
        selectionId: r.selectionId,
        type: 'back',
        eventId: EVENT,
        backRate: r.back1,
        runnerName: r.runnerName,
      },
      u,
      key,
    );
  const lay = (r: Runner, amount: number, u = 'C1001') =>
    post(
      '/cm/v1/bet/place',
      { amount, marketId: r.marketId, selectionId: r.selectionId, type: 'lay', eventId: EVENT, layRate: r.lay1 },
      u,
    );
  const yes = (s: Runner, amount: number, u = 'C1001') =>
    post(
      '/cm/v1/bet/fancy-place',
      { amount, eventId: EVENT, marketId: s.marketId, type: 'yes', oddsBack: s.back1, backRate: s.backSize1 },
      u,
    );
  const no = (s: Runner, amount: number, u = 'C1001') =>
    post(
      '/cm/v1/bet/fancy-place',
      { amount, eventId: EVENT, marketId: s.marketId, type: 'no', oddsLay: s.lay1, layRate: s.laySize1 },
      u,
    );

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
