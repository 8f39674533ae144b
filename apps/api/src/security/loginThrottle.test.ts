import { LoginThrottle, addressKey, type LoginThrottleOptions, type ThrottleDecision } from './loginThrottle';

let now: number;

function throttle(options: Partial<LoginThrottleOptions> = {}) {
  return new LoginThrottle({
    perAccount: { freeFailures: 3, baseDelayMs: 1_000, maxDelayMs: 8_000 },
    perAddress: { freeFailures: 5, baseDelayMs: 1_000, maxDelayMs: 8_000 },
    now: () => now,
    ...options,
  });
}

function allowed(decision: ThrottleDecision) {
  if (!decision.allowed) throw new Error(`refused for ${decision.retryAfterMs} ms (${decision.scope})`);
  return decision.attempt;
}

function fail(limiter: LoginThrottle, ip: string, account: string): void {
  allowed(limiter.begin(ip, account)).failed();
}

beforeEach(() => {
  now = 1_700_000_000_000;
});

describe('LoginThrottle per address, across accounts', () => {
  it('delays an address that tries many accounts, not the accounts from elsewhere', () => {
    const limiter = throttle();
    for (let i = 0; i < 5; i++) fail(limiter, '203.0.113.9', `C20${i}`);
    expect(limiter.begin('203.0.113.9', 'C1001')).toEqual({ allowed: false, scope: 'address', retryAfterMs: 1_000 });
    expect(limiter.begin('198.51.100.7', 'C1001').allowed).toBe(true);
  });

  it('doubles the delay with each further failure, up to the cap, and waiting attempts do not lengthen it', () => {
    const limiter = throttle();
    for (let i = 0; i < 5; i++) fail(limiter, '203.0.113.9', `C20${i}`);
    const delays: number[] = [];
    for (let i = 0; i < 5; i++) {
      const refused = limiter.begin('203.0.113.9', 'C3000');
      if (refused.allowed) throw new Error('expected a delay');
      delays.push(refused.retryAfterMs);
      now += 500;
      expect(limiter.begin('203.0.113.9', 'C3001').allowed).toBe(false);
      now += refused.retryAfterMs - 500;
      fail(limiter, '203.0.113.9', `C40${i}`);
    }
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000, 8_000]);
  });

  it('gives back the attempt of a success but does not forget the other failures', () => {
    const limiter = throttle();
    for (let i = 0; i < 4; i++) fail(limiter, '203.0.113.9', `C20${i}`);
    allowed(limiter.begin('203.0.113.9', 'C1001')).succeeded();
    allowed(limiter.begin('203.0.113.9', 'C1001')).succeeded();
    fail(limiter, '203.0.113.9', 'C2005');
    expect(limiter.begin('203.0.113.9', 'C2006')).toMatchObject({ allowed: false, scope: 'address' });
  });

  it('treats an IPv6 /64 as one address and IPv4-mapped addresses as IPv4', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe(addressKey('2001:DB8:1:2:bbbb:cccc:dddd:2'));
    expect(addressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'));
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    const limiter = throttle();
    for (let i = 0; i < 5; i++) fail(limiter, `2001:db8:1:2::${i + 1}`, `C20${i}`);
    expect(limiter.begin('2001:db8:1:2:ffff::9', 'C1001').allowed).toBe(false);
  });
});

describe('LoginThrottle per account, across addresses', () => {
  it('delays an account guessed at from many addresses, on every address', () => {
    const limiter = throttle();
    for (let i = 1; i <= 3; i++) fail(limiter, `203.0.113.${i}`, 'C1002');
    expect(limiter.begin('198.51.100.7', 'C1002')).toEqual({ allowed: false, scope: 'account', retryAfterMs: 1_000 });
    expect(limiter.begin('198.51.100.7', 'C1001').allowed).toBe(true);
  });

  it('lets the player in from another address once the delay is over, and the success clears the count', () => {
    const limiter = throttle();
    for (let i = 1; i <= 3; i++) fail(limiter, `203.0.113.${i}`, 'C1002');
    now += 1_000;
    fail(limiter, '203.0.113.4', 'C1002');
    now += 2_000;
    fail(limiter, '203.0.113.5', 'C1002');
    expect(limiter.begin('198.51.100.7', 'C1002')).toMatchObject({ allowed: false, retryAfterMs: 4_000 });
    now += 4_000;
    allowed(limiter.begin('198.51.100.7', 'C1002')).succeeded();
    // Counting starts again: three more failures before any delay.
    for (let i = 1; i <= 2; i++) fail(limiter, `203.0.113.${i}`, 'C1002');
    expect(limiter.begin('192.0.2.1', 'C1002').allowed).toBe(true);
  });

  it('never lengthens the delay while it runs, so hammering cannot lock the player out for good', () => {
    const limiter = throttle();
    for (let i = 1; i <= 3; i++) fail(limiter, `203.0.113.${i}`, 'C1002');
    for (let i = 0; i < 100; i++) expect(limiter.begin(`198.51.100.${i}`, 'C1002').allowed).toBe(false);
    now += 1_000;
    expect(limiter.begin('192.0.2.1', 'C1002').allowed).toBe(true);
  });

  it('does not delay an address the account signed in from recently', () => {
    const limiter = throttle();
    allowed(limiter.begin('192.0.2.50', 'C1002')).succeeded();
    for (let i = 1; i <= 6; i++) {
      now += 10_000;
      fail(limiter, `203.0.113.${i}`, 'C1002');
    }
    expect(limiter.begin('198.51.100.7', 'C1002').allowed).toBe(false);
    expect(limiter.begin('192.0.2.50', 'C1002').allowed).toBe(true);
    now += 31 * 24 * 60 * 60_000;
    for (let i = 1; i <= 3; i++) fail(limiter, `203.0.113.${i}`, 'C1002');
    expect(limiter.begin('192.0.2.50', 'C1002').allowed).toBe(false);
  });

  it('counts a burst of parallel attempts before any of them has failed', () => {
    const limiter = throttle();
    const started = Array.from({ length: 10 }, (_, i) => limiter.begin(`203.0.113.${i}`, 'C1002'));
    expect(started.filter((decision) => decision.allowed)).toHaveLength(3);
  });

  it('refunds attempts that say nothing about the password', () => {
    const limiter = throttle();
    for (let i = 0; i < 10; i++) allowed(limiter.begin('203.0.113.1', 'C1009')).inconclusive();
    expect(limiter.begin('203.0.113.1', 'C1009').allowed).toBe(true);
  });

  it('forgets failures an hour after the last one', () => {
    const limiter = throttle();
    for (let i = 1; i <= 2; i++) fail(limiter, `203.0.113.${i}`, 'C1002');
    now += 60 * 60_000 + 1;
    fail(limiter, '203.0.113.3', 'C1002');
    expect(limiter.begin('203.0.113.4', 'C1002').allowed).toBe(true);
  });

  it('keeps memory bounded when keys are sprayed', () => {
    const limiter = throttle({ maxEntries: 100 });
    for (let i = 0; i < 1_000; i++) fail(limiter, `10.0.${i >> 8}.${i & 255}`, `X${i}`);
    // The newest keys are still counted.
    for (let i = 0; i < 2; i++) fail(limiter, `10.9.9.${i}`, 'X999');
    expect(limiter.begin('10.9.9.9', 'X999').allowed).toBe(false);
  });
});
