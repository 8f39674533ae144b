import type { App } from '../app';
import type { Database } from '../db/client';
import { createTestApp, createTestDatabase } from '../testing/harness';

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

/** The browser's question before a bearer GET of the exposure poll from the casino's origin. */
const preflight = (url: string) =>
  app.inject({
    method: 'OPTIONS',
    url,
    headers: {
      origin: 'http://127.0.0.1:3002',
      'access-control-request-method': 'GET',
      'access-control-request-headers': 'authorization,x-market-id',
    },
  });

describe('the exposure poll across rounds (issue 12)', () => {
  it('is allowed with the round in X-Market-Id, and the answer may be cached by the browser for 10 minutes', async () => {
    const res = await preflight('/casino/v1/pl-exposure');
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3002');
    expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('x-market-id');
    // Browsers key that cache by URL: with the round in a header every round reuses this one answer.
    expect(res.headers['access-control-max-age']).toBe('600');
  });
});
