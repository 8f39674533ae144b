import { eq } from 'drizzle-orm';
import type { App } from '../app';
import type { Database } from '../db/client';
import { sessions } from '../db/schema';
import { SessionStore, hashToken } from '../security/tokens';
import { createTestApp, createTestDatabase, session } from '../testing/harness';

let database: Database;
let app: App;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database, { casinoEngine: false });
}, 60_000);
afterAll(async () => {
  await app.close();
  await database.close();
});

const SESSION_EXPIRED = {
  code: 401,
  message: 'Unauthorized',
  response: 'Session expired, please log in again',
  error: { description: 'Session expired, please log in again' },
};

function signOut(token?: string) {
  return app.inject({
    method: 'POST',
    url: '/aam/v1/auth/signout',
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });
}

/** One authorised call on each API base, reads and a write. */
function everyBase(id: number, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  return Promise.all([
    app.inject({ method: 'GET', url: `/aam/v1/accmanage/user/${id}`, headers }),
    app.inject({ method: 'GET', url: '/aam/v1/user/completed-games', headers }),
    app.inject({
      method: 'PUT',
      url: `/aam/v1/accmanage/user/${id}/rate-difference`,
      headers,
      payload: { rateDifference: 2 },
    }),
    app.inject({ method: 'GET', url: '/cm/v1/bet/bet-count', headers }),
    app.inject({ method: 'GET', url: '/casino/v1/my-bet?casinoGames=LUCKY7', headers }),
  ]);
}

describe('POST /aam/v1/auth/signout', { timeout: 30_000 }, () => {
  it('ends the session: the old token answers 401 on every API base, also where it was cached', async () => {
    const { id, token } = await session(app, 'C1001');
    // Every base has now seen (and cached) the token.
    expect((await everyBase(id, token)).map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const res = await signOut(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, message: 'Signed out', response: null });
    for (const answer of await everyBase(id, token)) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual(SESSION_EXPIRED);
    }
    const [row] = await database.db
      .select({ revoked: sessions.revoked })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(row).toEqual({ revoked: true });
  });

  it('stays ended after a restart (a fresh session cache reads the revocation from the database)', async () => {
    const { token } = await session(app, 'C1002');
    expect((await signOut(token)).statusCode).toBe(200);
    expect(await new SessionStore(database.db).verify(token)).toBeNull();
  });

  it("ends only this session: the player's other device stays signed in", async () => {
    const phone = await session(app, 'C1002');
    const laptop = await session(app, 'C1002');
    expect((await signOut(phone.token)).statusCode).toBe(200);
    expect((await everyBase(laptop.id, laptop.token)).map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
  });

  it.each([
    ['no token', undefined],
    ['an unknown token', 'x'.repeat(43)],
  ])('answers %s with 401 and revokes nothing', async (_label, token) => {
    const other = await session(app, 'C1003');
    const res = await signOut(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(SESSION_EXPIRED);
    expect((await everyBase(other.id, other.token))[0]!.statusCode).toBe(200);
  });

  it('answers a second sign-out with the same token with 401', async () => {
    const { token } = await session(app, 'C1001');
    expect((await signOut(token)).statusCode).toBe(200);
    expect((await signOut(token)).statusCode).toBe(401);
  });

  it('is documented in the OpenAPI description with the bearer scheme', async () => {
    const spec = (await app.inject({ method: 'GET', url: '/docs/json' })).json();
    const operation = spec.paths['/aam/v1/auth/signout'].post;
    expect(operation.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '401']));
  });
});

describe('SessionStore.revokeToken', () => {
  it('reports whether the token was live', async () => {
    const store = new SessionStore(database.db);
    const { token } = await store.issue(1);
    expect(await store.verify(token)).toBe(1);
    expect(await store.revokeToken(token)).toBe(true);
    expect(await store.verify(token)).toBeNull();
    expect(await store.revokeToken(token)).toBe(false);
  });
});
