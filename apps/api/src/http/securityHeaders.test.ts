import type { App } from '../app';
import type { Database } from '../db/client';
import { createTestApp, createTestDatabase, session, signIn } from '../testing/harness';

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

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type OpenApi = { paths: Record<string, Partial<Record<Lowercase<Method>, { security?: unknown[] }>>> };

/** Every route the OpenAPI document marks as needing the bearer token, with its ids filled in. */
async function authenticatedRoutes(playerId: number): Promise<{ method: Method; url: string }[]> {
  const doc = (await app.inject({ method: 'GET', url: '/docs/json' })).json<OpenApi>();
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, operation]) => (operation.security ?? []).length > 0)
      .map(([method, operation]) => ({
        method: method.toUpperCase() as Method,
        url: path.replace(/\{[^}]+\}/g, String(playerId)),
        operation,
      })),
  );
}

function expectPrivate(res: { headers: Record<string, unknown> }, label: string) {
  expect(res.headers['cache-control'], label).toBe('no-store');
  expect(res.headers['x-content-type-options'], label).toBe('nosniff');
  expect(res.headers['content-security-policy'], label).toBe(
    "default-src 'none';frame-ancestors 'none';base-uri 'none';form-action 'none'",
  );
}

describe('security headers of the API', () => {
  it("sends a player's own data with no-store and nosniff", async () => {
    const ravi = await session(app, 'C1001');
    const answers = {
      profile: await app.inject({ method: 'GET', url: `/aam/v1/accmanage/user/${ravi.id}`, headers: ravi.auth }),
      stakeButtons: await app.inject({ method: 'GET', url: '/aam/v1/user/client-button2', headers: ravi.auth }),
    };
    for (const [label, res] of Object.entries(answers)) {
      expect(res.statusCode, label).toBe(200);
      expectPrivate(res, label);
    }
  });

  it('sends the sign-in answer, which carries the token, with no-store', async () => {
    const res = await signIn(app, 'C1002');
    expect(res.statusCode).toBe(200);
    expect(res.json().response.token).toEqual(expect.any(String));
    expectPrivate(res, 'signin');
  });

  it('answers every authenticated route with no-store and nosniff, signed in or not', async () => {
    const player = await session(app, 'C1003');
    const routes = await authenticatedRoutes(player.id);
    expect(routes.length).toBeGreaterThan(15);
    for (const { method, url } of routes) {
      const signedIn = await app.inject({ method, url, headers: player.auth });
      expectPrivate(signedIn, `${method} ${url} signed in (${signedIn.statusCode})`);
      const anonymous = await app.inject({ method, url });
      expect(anonymous.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(400);
      expectPrivate(anonymous, `${method} ${url} without a token`);
    }
  });

  it('gives an unknown address and a refused body the same headers as any answer', async () => {
    // (A CORS preflight is answered by @fastify/cors before any other hook runs: a 204 with no body.)
    const answers = {
      unknown: await app.inject({ method: 'GET', url: '/cm/v1/nothing-here' }),
      refused: await app.inject({
        method: 'POST',
        url: '/aam/v1/auth/signin',
        headers: { 'content-type': 'application/json' },
        payload: '{"username":',
      }),
    };
    expect(answers.unknown.statusCode).toBe(404);
    expect(answers.refused.statusCode).toBe(400);
    for (const [label, res] of Object.entries(answers)) {
      expectPrivate(res, label);
      expect(res.headers['strict-transport-security'], label).toMatch(/^max-age=\d+/);
      expect(res.headers['cross-origin-opener-policy'], label).toBe('same-origin');
      expect(res.headers['referrer-policy'], label).toBe('no-referrer');
    }
  });

  it('gives /docs a CSP of its own that lets swagger-ui load its scripts and the OpenAPI document, never framed', async () => {
    const page = await app.inject({ method: 'GET', url: '/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="swagger-ui"></div>');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    const script = await app.inject({ method: 'GET', url: '/docs/static/swagger-initializer.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-security-policy']).toBe(csp);
  });

  it("keeps the stream page's own CSP and caching, and lets the shell frame it from its origin", async () => {
    const res = await app.inject({ method: 'GET', url: '/casino/v1/stream/AAA' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; script-src 'self'; connect-src 'self'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'",
    );
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
