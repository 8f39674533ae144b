import type { App } from './app';
import type { Database } from './db/client';
import { createTestApp, createTestDatabase } from './testing/harness';

let database: Database;
let app: App;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database);
}, 60_000);
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('the API application', () => {
  it.each(['/health', '/casino/v1/health'])('answers %s', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.json()).toEqual({ code: 200, message: 'Success', response: { status: 'ok' } });
  });

  it('answers unknown routes with a 404 envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/cm/v1/nothing?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      code: 404,
      message: 'Not found',
      response: null,
      error: { description: 'No route for GET /cm/v1/nothing' },
    });
  });

  it('hides the cause of unexpected failures behind a 500 envelope', async () => {
    const failing = await createTestApp(database);
    failing.get('/boom', async () => {
      throw new Error('connection string with a secret');
    });
    try {
      const res = await failing.inject({ method: 'GET', url: '/boom' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        code: 500,
        message: 'Internal server error',
        response: 'Something went wrong',
        error: { description: 'Something went wrong' },
      });
    } finally {
      await failing.close();
    }
  });

  it('allows local web origins with the client headers, and no others', async () => {
    const preflight = (origin: string) =>
      app.inject({
        method: 'OPTIONS',
        url: '/aam/v1/auth/signin',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,content-type,x-origin-id,x-fingerprint,idempotency-key',
        },
      });
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3002']) {
      const res = await preflight(origin);
      expect(res.statusCode).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe(origin);
      expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('x-fingerprint');
    }
    expect((await preflight('https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
  });

  it('publishes OpenAPI for every route, with request and response schemas', async () => {
    const res = await app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const spec = res.json();
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/__test/sessions/revoke',
        '/__test/users/{username}/balance',
        '/aam/v1/accmanage/user/{id}',
        '/aam/v1/auth/public-key',
        '/aam/v1/auth/signin',
        '/aam/v1/accmanage/account-log',
        '/aam/v1/user/coin-history',
        '/casino/v1/health',
        '/cm/v1/cricket/all-matches-dashboard',
        '/health',
      ]),
    );
    // Every operation documents what it answers.
    for (const [path, operations] of Object.entries(
      spec.paths as Record<string, Record<string, { responses?: object }>>,
    )) {
      for (const [method, operation] of Object.entries(operations)) {
        expect(Object.keys(operation.responses ?? {}), `${method.toUpperCase()} ${path}`).not.toHaveLength(0);
      }
    }
    const signin = spec.paths['/aam/v1/auth/signin'].post;
    expect(signin.requestBody.content['application/json'].schema.required).toEqual(['username', 'password']);
    expect(Object.keys(signin.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '429']));
    expect(spec.paths['/aam/v1/accmanage/user/{id}'].get.security).toEqual([{ bearerAuth: [] }]);
    expect((await app.inject({ method: 'GET', url: '/docs' })).statusCode).toBeLessThan(400);
  });
});
