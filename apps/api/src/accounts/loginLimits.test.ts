import type { App } from '../app';
import type { Database } from '../db/client';
import { createTestApp, createTestDatabase, encryptPassword, session } from '../testing/harness';
import { rateLimits } from '../security/tables';
import { PASSWORD_CHANGES_PER_MINUTE } from './routes';

// Each test signs in about ten times (RSA and bcrypt): generous on a busy machine.
const SLOW = 30_000;

let database: Database;
let now: number;

beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(() => database.close());

// The throttle's store reads the wall clock: the tests move it with fake Date only (real timers).
function advance(ms: number): void {
  now += ms;
  vi.setSystemTime(now);
}

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  now = Date.now();
  vi.setSystemTime(now);
  // Each test starts with no failures counted.
  await database.db.delete(rateLimits);
});
afterEach(() => vi.useRealTimers());

/** An app with a shorter sign-in throttle: 3 free failures per account, 4 per address. */
async function withApp(test: (app: App) => Promise<void>): Promise<void> {
  const app = await createTestApp(database, {
    casinoEngine: false,
    loginThrottle: {
      perAccount: { freeFailures: 3, baseDelayMs: 1_000, maxDelayMs: 60_000 },
      perAddress: { freeFailures: 4, baseDelayMs: 1_000, maxDelayMs: 60_000 },
    },
  });
  try {
    await test(app);
  } finally {
    await app.close();
  }
}

function signInFrom(app: App, ip: string, username: string, password = '123456') {
  return app.inject({
    method: 'POST',
    url: '/aam/v1/auth/signin',
    remoteAddress: ip,
    payload: { username, password: encryptPassword(password) },
  });
}

async function expectDelayed(res: Awaited<ReturnType<typeof signInFrom>>, seconds: number): Promise<void> {
  expect(res.statusCode).toBe(429);
  expect(res.headers['retry-after']).toBe(String(seconds));
  const text = `Too many failed sign-in attempts. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
  expect(res.json()).toEqual({ code: 429, message: 'Too many requests', response: text, error: { description: text } });
}

describe('sign-in limit per address, across accounts', () => {
  it(
    'delays an address that guesses at many accounts, even for a right password, and not other addresses',
    () =>
      withApp(async (app) => {
        for (const username of ['C1001', 'C1002', 'C1003', 'C7777'])
          expect((await signInFrom(app, '203.0.113.9', username, '000000')).statusCode).toBe(401);
        await expectDelayed(await signInFrom(app, '203.0.113.9', 'C1002'), 1);
        expect((await signInFrom(app, '198.51.100.7', 'C1002')).statusCode).toBe(200);
        advance(1_000);
        expect((await signInFrom(app, '203.0.113.9', 'C1002')).statusCode).toBe(200);
      }),
    SLOW,
  );

  it(
    'doubles the delay with each further failure',
    () =>
      withApp(async (app) => {
        for (let i = 0; i < 4; i++) await signInFrom(app, '203.0.113.9', `C80${i}`, '000000');
        const delays: string[] = [];
        for (let i = 0; i < 3; i++) {
          const refused = await signInFrom(app, '203.0.113.9', `C90${i}`, '000000');
          delays.push(String(refused.headers['retry-after']));
          advance(Number(refused.headers['retry-after']) * 1000);
          expect((await signInFrom(app, '203.0.113.9', `C91${i}`, '000000')).statusCode).toBe(401);
        }
        expect(delays).toEqual(['1', '2', '4']);
        await expectDelayed(await signInFrom(app, '203.0.113.9', 'C1001'), 8);
      }),
    SLOW,
  );
});

describe('sign-in limit per account, across addresses', () => {
  it(
    'delays an account guessed at from many addresses on every address, then lets the player in from a new one',
    () =>
      withApp(async (app) => {
        for (let i = 1; i <= 3; i++)
          expect((await signInFrom(app, `203.0.113.${i}`, 'C1002', '000000')).statusCode).toBe(401);
        await expectDelayed(await signInFrom(app, '198.51.100.7', 'C1002'), 1);
        advance(1_000);
        expect((await signInFrom(app, '203.0.113.4', 'C1002', '000000')).statusCode).toBe(401);
        await expectDelayed(await signInFrom(app, '198.51.100.7', 'C1002'), 2);
        // Other accounts are not held up by it.
        expect((await signInFrom(app, '198.51.100.7', 'C1001')).statusCode).toBe(200);
        advance(2_000);
        expect((await signInFrom(app, '198.51.100.7', 'C1002')).statusCode).toBe(200);
        // The success cleared the count: the next typo is a plain 401, not another delay.
        expect((await signInFrom(app, '192.0.2.1', 'C1002', '000000')).statusCode).toBe(401);
        expect((await signInFrom(app, '192.0.2.1', 'C1002')).statusCode).toBe(200);
      }),
    SLOW,
  );

  it(
    'does not hold the player up at an address they signed in from while a stranger guesses elsewhere',
    () =>
      withApp(async (app) => {
        expect((await signInFrom(app, '192.0.2.50', 'C1003')).statusCode).toBe(200);
        for (let i = 1; i <= 5; i++) {
          advance(5_000);
          await signInFrom(app, `203.0.113.${i}`, 'C1003', '000000');
        }
        expect((await signInFrom(app, '198.51.100.7', 'C1003')).statusCode).toBe(429);
        expect((await signInFrom(app, '192.0.2.50', 'C1003')).statusCode).toBe(200);
      }),
    SLOW,
  );
});

describe('PUT /aam/v1/auth/password limit', () => {
  const wrongOldPassword = () => ({ password: encryptPassword('000000'), newPassword: encryptPassword('654321') });
  const change = (app: App, headers: Record<string, string>) =>
    app.inject({
      method: 'PUT',
      url: '/aam/v1/auth/password',
      remoteAddress: '203.0.113.20',
      headers,
      payload: wrongOldPassword(),
    });

  it(
    'answers calls without a live token with 401, however many there are',
    () =>
      withApp(async (app) => {
        for (let i = 0; i < PASSWORD_CHANGES_PER_MINUTE * 2; i++) {
          const res = await change(app, i % 2 ? {} : { authorization: `Bearer ${'x'.repeat(43)}` });
          expect(res.statusCode).toBe(401);
        }
        const player = await session(app, 'C1001');
        expect((await change(app, player.auth)).statusCode).toBe(400);
      }),
    SLOW,
  );

  it(
    "counts each player's attempts: one player's attempts do not limit another on the same address",
    () =>
      withApp(async (app) => {
        const first = await session(app, 'C1001');
        const second = await session(app, 'C1002');
        for (let i = 0; i < PASSWORD_CHANGES_PER_MINUTE; i++)
          expect((await change(app, first.auth)).statusCode).toBe(400);
        const limited = await change(app, first.auth);
        expect(limited.statusCode).toBe(429);
        expect(limited.headers['retry-after']).toBeDefined();
        expect((await change(app, second.auth)).statusCode).toBe(400);
      }),
    SLOW,
  );
});
