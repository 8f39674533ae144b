import type { Database } from '../db/client';
import { createTestDatabase } from '../testing/harness';
import { LoginThrottle, addressKey, type LoginThrottleOptions, type ThrottleDecision } from './loginThrottle';
import { rateLimits } from './tables';

// The limiter's store reads the wall clock: the tests move it with fake Date only, so the database
// keeps its real timers.
let database: Database;
let now: number;

function advance(ms: number): void {
  now += ms;
  vi.setSystemTime(now);
}

function throttle(options: Partial<LoginThrottleOptions> = {}) {
  return new LoginThrottle(database.db, {
    perAccount: { freeFailures: 3, baseDelayMs: 1_000, maxDelayMs: 8_000 },
    perAddress: { freeFailures: 5, baseDelayMs: 1_000, maxDelayMs: 8_000 },
    ...options,
  });
}

async function allowed(decision: Promise<ThrottleDecision>) {
  const settled = await decision;
  if (!settled.allowed) throw new Error(`refused for ${settled.retryAfterMs} ms (${settled.scope})`);
  return settled.attempt;
}

async function isAllowed(decision: Promise<ThrottleDecision>): Promise<boolean> {
  return (await decision).allowed;
}

async function fail(limiter: LoginThrottle, ip: string, account: string): Promise<void> {
  await (await allowed(limiter.begin(ip, account))).failed();
}

beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(() => database.close());

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  now = Date.now();
  vi.setSystemTime(now);
  await database.db.delete(rateLimits);
});
afterEach(() => vi.useRealTimers());

describe('LoginThrottle per address, across accounts', () => {
  it('delays an address that tries many accounts, not the accounts from elsewhere', async () => {
    const limiter = throttle();
    for (let i = 0; i < 5; i++) await fail(limiter, '203.0.113.9', `C20${i}`);
    expect(await limiter.begin('203.0.113.9', 'C1001')).toEqual({
      allowed: false,
      scope: 'address',
      retryAfterMs: 1_000,
    });
    expect(await isAllowed(limiter.begin('198.51.100.7', 'C1001'))).toBe(true);
  });

  it('doubles the delay with each further failure, up to the cap, and waiting attempts do not lengthen it', async () => {
    const limiter = throttle();
    for (let i = 0; i < 5; i++) await fail(limiter, '203.0.113.9', `C20${i}`);
    const delays: number[] = [];
    for (let i = 0; i < 5; i++) {
      const refused = await limiter.begin('203.0.113.9', 'C3000');
      if (refused.allowed) throw new Error('expected a delay');
      delays.push(refused.retryAfterMs);
      advance(500);
      expect(await isAllowed(limiter.begin('203.0.113.9', 'C3001'))).toBe(false);
      advance(refused.retryAfterMs - 500);
      await fail(limiter, '203.0.113.9', `C40${i}`);
    }
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000, 8_000]);
  });

  it('gives back the attempt of a success but does not forget the other failures', async () => {
    const limiter = throttle();
    for (let i = 0; i < 4; i++) await fail(limiter, '203.0.113.9', `C20${i}`);
    await (await allowed(limiter.begin('203.0.113.9', 'C1001'))).succeeded();
    await (await allowed(limiter.begin('203.0.113.9', 'C1001'))).succeeded();
    await fail(limiter, '203.0.113.9', 'C2005');
    expect(await limiter.begin('203.0.113.9', 'C2006')).toMatchObject({ allowed: false, scope: 'address' });
  });

  it('treats an IPv6 /64 as one address and IPv4-mapped addresses as IPv4', async () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe(addressKey('2001:DB8:1:2:bbbb:cccc:dddd:2'));
    expect(addressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'));
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    const limiter = throttle();
    for (let i = 0; i < 5; i++) await fail(limiter, `2001:db8:1:2::${i + 1}`, `C20${i}`);
    expect(await isAllowed(limiter.begin('2001:db8:1:2:ffff::9', 'C1001'))).toBe(false);
  });
});

describe('LoginThrottle per account, across addresses', () => {
  it('delays an account guessed at from many addresses, on every address', async () => {
    const limiter = throttle();
    for (let i = 1; i <= 3; i++) await fail(limiter, `203.0.113.${i}`, 'C1002');
    expect(await limiter.begin('198.51.100.7', 'C1002')).toEqual({
      allowed: false,
      scope: 'account',
      retryAfterMs: 1_000,
    });
    expect(await isAllowed(limiter.begin('198.51.100.7', 'C1001'))).toBe(true);
  });

  it('lets the player in from another address once the delay is over, and the success clears the count', async () => {
    const limiter = throttle();
    for (let i = 1; i <= 3; i++) await fail(limiter, `203.0.113.${i}`, 'C1002');
    advance(1_000);
    await fail(limiter, '203.0.113.4', 'C1002');
    advance(2_000);
    await fail(limiter, '203.0.113.5', 'C1002');
    expect(await limiter.begin('198.51.100.7', 'C1002')).toMatchObject({ allowed: false, retryAfterMs: 4_000 });
    advance(4_000);
    await (await allowed(limiter.begin('198.51.100.7', 'C1002'))).succeeded();
    // Counting starts again: three more failures before any delay.
    for (let i = 1; i <= 2; i++) await fail(limiter, `203.0.113.${i}`, 'C1002');
    expect(await isAllowed(limiter.begin('192.0.2.1', 'C1002'))).toBe(true);
  });

  it('never lengthens the delay while it runs, so hammering cannot lock the player out for good', async () => {
    const limiter = throttle();
    for (let i = 1; i <= 3; i++) await fail(limiter, `203.0.113.${i}`, 'C1002');
    for (let i = 0; i < 100; i++) expect(await isAllowed(limiter.begin(`198.51.100.${i}`, 'C1002'))).toBe(false);
    advance(1_000);
    expect(await isAllowed(limiter.begin('192.0.2.1', 'C1002'))).toBe(true);
  });

  it('does not delay an address the account signed in from recently', async () => {
    const limiter = throttle();
    await (await allowed(limiter.begin('192.0.2.50', 'C1002'))).succeeded();
    for (let i = 1; i <= 6; i++) {
      advance(10_000);
      await fail(limiter, `203.0.113.${i}`, 'C1002');
    }
    expect(await isAllowed(limiter.begin('198.51.100.7', 'C1002'))).toBe(false);
    expect(await isAllowed(limiter.begin('192.0.2.50', 'C1002'))).toBe(true);
    advance(31 * 24 * 60 * 60_000);
    for (let i = 1; i <= 3; i++) await fail(limiter, `203.0.113.${i}`, 'C1002');
    expect(await isAllowed(limiter.begin('192.0.2.50', 'C1002'))).toBe(false);
  });

  it('counts a burst of parallel attempts before any of them has failed', async () => {
    const limiter = throttle();
    const started = await Promise.all(Array.from({ length: 10 }, (_, i) => limiter.begin(`203.0.113.${i}`, 'C1002')));
    expect(started.filter((decision) => decision.allowed)).toHaveLength(3);
  });

  it('refunds attempts that say nothing about the password', async () => {
    const limiter = throttle();
    for (let i = 0; i < 10; i++) await (await allowed(limiter.begin('203.0.113.1', 'C1009'))).inconclusive();
    expect(await isAllowed(limiter.begin('203.0.113.1', 'C1009'))).toBe(true);
  });

  it('forgets failures an hour after the last one', async () => {
    const limiter = throttle();
    for (let i = 1; i <= 2; i++) await fail(limiter, `203.0.113.${i}`, 'C1002');
    advance(60 * 60_000 + 1);
    await fail(limiter, '203.0.113.3', 'C1002');
    expect(await isAllowed(limiter.begin('203.0.113.4', 'C1002'))).toBe(true);
  });

  it('keeps counting while delays run, past an hour from the first failure', async () => {
    const limiter = throttle();
    for (let i = 1; i <= 3; i++) await fail(limiter, `203.0.113.${i}`, 'C1002');
    let waited = 0;
    for (let i = 4; i <= 9; i++) {
      const refused = await limiter.begin('198.51.100.7', 'C1002');
      if (refused.allowed) throw new Error('expected a delay');
      waited += refused.retryAfterMs;
      advance(refused.retryAfterMs);
      await fail(limiter, `203.0.113.${i}`, 'C1002');
    }
    // An hour and ten seconds after the first failure, less than an hour after the last one.
    advance(60 * 60_000 + 10_000 - waited);
    await fail(limiter, '203.0.113.10', 'C1002');
    expect(await limiter.begin('198.51.100.7', 'C1002')).toMatchObject({ allowed: false, retryAfterMs: 8_000 });
  });
});

describe('LoginThrottle across API instances', () => {
  it('counts the failures every instance over the database sees', async () => {
    const first = throttle();
    const second = throttle();
    await fail(first, '203.0.113.1', 'C1002');
    await fail(second, '203.0.113.2', 'C1002');
    await fail(first, '203.0.113.3', 'C1002');
    expect(await second.begin('198.51.100.7', 'C1002')).toMatchObject({ allowed: false, scope: 'account' });
    advance(1_000);
    await (await allowed(second.begin('192.0.2.50', 'C1002'))).succeeded();
    // The other instance knows the address now vouched for, and the cleared count.
    for (let i = 1; i <= 3; i++) await fail(first, `203.0.113.${i}`, 'C1002');
    expect(await isAllowed(first.begin('192.0.2.50', 'C1002'))).toBe(true);
  });
});
