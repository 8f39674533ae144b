import { count, eq } from 'drizzle-orm';
import type { App } from '../app';
import type { Database } from '../db/client';
import { sessions, users } from '../db/schema';
import { hashPassword } from '../security/passwords';
import { createTestApp, createTestDatabase, encryptPassword, signIn, testKeys } from '../testing/harness';

let database: Database;
let app: App;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(users).values({
    username: 'C1009',
    displayName: 'C1009 Closed',
    passwordHash: await hashPassword('123456'),
    active: false,
  });
  app = await createTestApp(database);
}, 60_000);
afterAll(async () => {
  await app.close();
  await database.close();
});

async function sessionCount(): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(sessions);
  return row?.n ?? 0;
}

async function tokenFor(username: string): Promise<{ id: number; token: string }> {
  const res = await signIn(app, username);
  expect(res.statusCode).toBe(200);
  return res.json().response;
}

function profile(id: number | string, token?: string) {
  return app.inject({
    method: 'GET',
    url: `/aam/v1/accmanage/user/${id}`,
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });
}

const SESSION_EXPIRED = {
  code: 401,
  message: 'Unauthorized',
  response: 'Session expired, please log in again',
  error: { description: 'Session expired, please log in again' },
};

describe('GET /aam/v1/auth/public-key', () => {
  it('returns the PEM the client encrypts with', async () => {
    const res = await app.inject({ method: 'GET', url: '/aam/v1/auth/public-key' });
    expect(res.json()).toEqual({ code: 200, message: 'Success', response: { publicKey: testKeys().publicKeyPem } });
  });
});

describe('POST /aam/v1/auth/signin', () => {
  it('returns a token and the user data, and records the client headers', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/aam/v1/auth/signin',
      headers: { 'x-origin-id': 'shell', 'x-fingerprint': 'fp-42' },
      payload: { username: 'C1001', password: encryptPassword('123456') },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      code: 200,
      message: 'Success',
      response: {
        id: expect.any(Number),
        token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        username: 'C1001 Ravi',
        balance: 100_000,
        liability: 0,
        resetRequired: false,
      },
    });
    const [row] = await database.db.select().from(sessions).where(eq(sessions.userId, body.response.id)).limit(1);
    expect(row).toMatchObject({ originId: 'shell', fingerprint: 'fp-42' });
  });

  it('answers a wrong password with 401 and the text the client toasts', async () => {
    const res = await signIn(app, 'C1001', '000000');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      code: 401,
      message: 'Unauthorized',
      response: 'Invalid username or password',
      error: { description: 'Invalid username or password' },
    });
  });

  it('answers an unknown user exactly like a wrong password', async () => {
    const res = await signIn(app, 'C4242');
    expect(res.statusCode).toBe(401);
    expect(res.json().response).toBe('Invalid username or password');
  });

  it('answers an inactive account with 403 and a description', async () => {
    const res = await signIn(app, 'C1009');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 403, error: { description: 'Account is not active' } });
  });

  it.each([
    ['a number as username', { username: 1001, password: 'x' }, 'body/username must be string'],
    ['no password', { username: 'C1001' }, 'body must have required properties password'],
    ['an empty username', { username: '', password: 'x' }, 'body/username'],
    ['an array', [1, 2], 'body must be object'],
  ])('rejects %s with a 400 envelope and writes nothing', async (_label, payload, description) => {
    const before = await sessionCount();
    const res = await app.inject({ method: 'POST', url: '/aam/v1/auth/signin', payload });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ code: 400, message: 'Bad request', response: null });
    expect(body.error.description).toContain(description);
    expect(await sessionCount()).toBe(before);
  });

  it('rejects a body that is not JSON', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/aam/v1/auth/signin',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 400,
      response: null,
      error: { description: expect.stringMatching(/JSON/) },
    });
  });

  it('rejects a password that is not RSA-OAEP ciphertext with 400 and writes nothing', async () => {
    const before = await sessionCount();
    const res = await app.inject({
      method: 'POST',
      url: '/aam/v1/auth/signin',
      payload: { username: 'C1001', password: '123456' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.description).toMatch(/^Password could not be decrypted/);
    expect(await sessionCount()).toBe(before);
  });

  it('throttles repeated attempts per address and username', async () => {
    const limited = await createTestApp(database, { loginRateLimit: { max: 3, timeWindowMs: 60_000 } });
    try {
      for (let i = 0; i < 3; i++) expect((await signIn(limited, 'C1002', 'nope00')).statusCode).toBe(401);
      const blocked = await signIn(limited, 'C1002');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({
        code: 429,
        message: 'Too many requests',
        response: expect.stringMatching(/^Rate limit exceeded/),
      });
      expect(blocked.headers['retry-after']).toBeDefined();
      expect((await signIn(limited, 'C1001')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /aam/v1/accmanage/user/:id', () => {
  it("returns the player's own profile", async () => {
    const { id, token } = await tokenFor('C1003');
    const res = await profile(id, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: 200,
      message: 'Success',
      response: {
        id,
        username: 'C1003 Newbie',
        balance: 10_000,
        liability: 0,
        resetRequired: true,
        rateDifference: 1,
        latestNotice: '0',
      },
    });
  });

  it.each([
    ['no token', undefined],
    ['an unknown token', 'x'.repeat(43)],
  ])('answers %s with the 401 that logs the client out', async (_label, token) => {
    const res = await profile(1, token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(SESSION_EXPIRED);
  });

  it('refuses a token sent with another scheme', async () => {
    const { id, token } = await tokenFor('C1001');
    const res = await app.inject({
      method: 'GET',
      url: `/aam/v1/accmanage/user/${id}`,
      headers: { authorization: token },
    });
    expect(res.statusCode).toBe(401);
  });

  it("forbids reading someone else's account", async () => {
    const { token } = await tokenFor('C1001');
    const { id: otherId } = await tokenFor('C1002');
    const res = await profile(otherId, token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 403, message: 'Forbidden', error: { description: expect.any(String) } });
  });

  it('rejects an id that is not a number', async () => {
    const { token } = await tokenFor('C1001');
    const res = await profile('abc', token);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.description).toBe('id must be a whole number from 1 to 2147483647');
  });

  it('answers 401 once the sessions are revoked', async () => {
    const { id, token } = await tokenFor('C1002');
    expect((await profile(id, token)).statusCode).toBe(200);
    const revoke = await app.inject({ method: 'POST', url: '/__test/sessions/revoke', payload: { username: 'C1002' } });
    expect(revoke.json().response).toMatchObject({ username: 'C1002', revoked: expect.any(Number) });
    const res = await profile(id, token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(SESSION_EXPIRED);
  });
});

describe('test-mode routes', () => {
  it('set a balance that the profile then shows', async () => {
    const { id, token } = await tokenFor('C1003');
    const set = await app.inject({ method: 'POST', url: '/__test/users/C1003/balance', payload: { balance: 2500.75 } });
    expect(set.json()).toEqual({ code: 200, message: 'Success', response: { username: 'C1003', balance: 2500.75 } });
    expect((await profile(id, token)).json().response.balance).toBe(2500.75);
  });

  it('answer 404 for an unknown user', async () => {
    const res = await app.inject({ method: 'POST', url: '/__test/users/C0000/balance', payload: { balance: 1 } });
    expect(res.statusCode).toBe(404);
  });

  it('do not exist outside test mode', async () => {
    const production = await createTestApp(database, { testMode: false });
    try {
      for (const url of ['/__test/sessions/revoke', '/__test/users/C1001/balance']) {
        const res = await production.inject({ method: 'POST', url, payload: { username: 'C1001', balance: 1 } });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ code: 404, message: 'Not found', response: null });
      }
    } finally {
      await production.close();
    }
  });
});
