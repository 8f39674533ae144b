/**
 * Growing delays for password guessing, per account (across addresses) and per address (across
 * accounts), on rate-limiter-flexible's Drizzle store: the counters are rows of `rate_limits` in the
 * API's database, so every instance over one PostgreSQL counts the same failures (PGlite: the one
 * process, kept across restarts). What stays ours is the rule, which no limiter ships:
 *
 * - After `freeFailures` failures a key waits `baseDelayMs`, doubling with each further failure up to
 *   `maxDelayMs` (the library's `block`, with our duration). Attempts during a delay are refused
 *   without checking the password and do not lengthen it, so an attacker can delay a player's
 *   sign-in but never lock it for good.
 * - An attempt is counted when it starts and refunded when it turns out not to be a wrong password.
 *   An instance decides one attempt at a time (check, then count), so a burst of parallel guesses
 *   cannot slip in before the first failure is recorded; across instances the count is an atomic
 *   upsert, and only attempts decided in the same few milliseconds on different instances can pass
 *   together.
 * - A successful sign-in clears the account's count; the address's count only gets that attempt
 *   back, so signing in to one's own account does not buy guesses at others.
 * - An address the account signed in from recently skips the account's delay: a stranger who keeps
 *   an account delayed does not keep its player out at home (the address limit still applies).
 * - Failures are forgotten `forgetAfterMs` after the first one, or after the last one once delays
 *   have started (so waiting out the cap does not wipe the count).
 */
import { RateLimiterDrizzle, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Db } from '../db/client';
import { rateLimits } from './tables';

export interface BackoffRule {
  /** Failures allowed before the first delay. */
  freeFailures: number;
  /** The first delay; each further failure doubles it. */
  baseDelayMs: number;
  maxDelayMs: number;
}

export interface LoginThrottleOptions {
  perAccount: BackoffRule;
  perAddress: BackoffRule;
  /** A key's failures are forgotten this long after they began (longer than any delay). */
  forgetAfterMs: number;
  /** How long a successful sign-in vouches for its address for that account. */
  trustAddressForMs: number;
}

export const defaultLoginThrottle: LoginThrottleOptions = {
  perAccount: { freeFailures: 5, baseDelayMs: 1_000, maxDelayMs: 15 * 60_000 },
  perAddress: { freeFailures: 20, baseDelayMs: 1_000, maxDelayMs: 15 * 60_000 },
  forgetAfterMs: 60 * 60_000,
  trustAddressForMs: 30 * 24 * 60 * 60_000,
};

export type ThrottleScope = 'account' | 'address';

/** A sign-in allowed to check its password; report how it ended exactly once. */
export interface LoginAttempt {
  /** Delays this attempt started, for the log. */
  readonly delaysStarted: ReadonlyArray<{ scope: ThrottleScope; delayMs: number }>;
  succeeded(): Promise<void>;
  /** Wrong password or unknown account: the attempt stays counted. */
  failed(): Promise<void>;
  /** Not an answer about the password (bad request, inactive account, fault): refunded. */
  inconclusive(): Promise<void>;
}

export type ThrottleDecision =
  { allowed: true; attempt: LoginAttempt } | { allowed: false; scope: ThrottleScope; retryAfterMs: number };

const seconds = (ms: number) => ms / 1000;

function limiter(db: Db, keyPrefix: string, durationMs: number, clearExpired = false): RateLimiterAbstract {
  // One of the limiters sweeps the table's dead rows (hourly, by the library); they share it.
  return new RateLimiterDrizzle({
    storeClient: db,
    schema: rateLimits,
    keyPrefix,
    points: 0,
    duration: seconds(durationMs),
    clearExpiredByTimeout: clearExpired,
  });
}

/** One scope's failures (a counter) and its current delay (a block), keyed alike. */
class Backoff {
  private readonly failures: RateLimiterAbstract;
  private readonly delay: RateLimiterAbstract;

  constructor(
    db: Db,
    scope: ThrottleScope,
    private readonly rule: BackoffRule,
    private readonly forgetAfterMs: number,
  ) {
    this.failures = limiter(db, `login-${scope}-failures`, forgetAfterMs, scope === 'account');
    this.delay = limiter(db, `login-${scope}-delay`, rule.maxDelayMs);
  }

  async waitMs(key: string): Promise<number> {
    const blocked = await this.delay.get(key);
    return blocked ? Math.max(0, blocked.msBeforeNext) : 0;
  }

  /** Counts a failure up front; returns the delay it started, or 0. */
  async reserve(key: string): Promise<number> {
    const { consumedPoints: failures } = await this.failures.penalty(key);
    const over = failures - this.rule.freeFailures;
    if (over < 0) return 0;
    const delayMs = Math.min(this.rule.baseDelayMs * 2 ** Math.min(over, 40), this.rule.maxDelayMs);
    await Promise.all([
      this.delay.block(key, seconds(delayMs)),
      // From the first delay on, the count lives an hour past its latest failure.
      this.failures.set(key, failures, seconds(this.forgetAfterMs)),
    ]);
    return delayMs;
  }

  async refund(key: string): Promise<void> {
    const { consumedPoints: failures } = await this.failures.reward(key);
    if (failures <= 0) await this.failures.delete(key);
    // Below the free failures no delay applies, including one this attempt started (a delay can
    // only stand where this refund took the count below them).
    if (failures === this.rule.freeFailures - 1) await this.delay.delete(key);
  }

  async clear(key: string): Promise<void> {
    await Promise.all([this.failures.delete(key), this.delay.delete(key)]);
  }
}

/** IPv4-mapped IPv6 as IPv4; other IPv6 by its /64, which one subscriber usually holds whole. */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!ip.includes(':')) return ip;
  const [head = '', tail] = ip.toLowerCase().split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

export class LoginThrottle {
  private readonly accounts: Backoff;
  private readonly addresses: Backoff;
  /** `account|address` → present while the account's last sign-in from there vouches for it. */
  private readonly trusted: RateLimiterAbstract;
  private readonly trustForMs: number;
  /** The decision in progress: the next one starts once it has counted its attempt. */
  private deciding: Promise<unknown> = Promise.resolve();

  constructor(db: Db, options: Partial<LoginThrottleOptions> = {}) {
    const rules = { ...defaultLoginThrottle, ...options };
    this.accounts = new Backoff(db, 'account', rules.perAccount, rules.forgetAfterMs);
    this.addresses = new Backoff(db, 'address', rules.perAddress, rules.forgetAfterMs);
    this.trusted = limiter(db, 'login-trusted', rules.trustAddressForMs);
    this.trustForMs = rules.trustAddressForMs;
  }

  /** Decides whether a sign-in to `account` from `ip` may check its password now. */
  begin(ip: string, account: string): Promise<ThrottleDecision> {
    const decision = this.deciding.then(() => this.decide(ip, account));
    this.deciding = decision.catch(() => undefined);
    return decision;
  }

  private async decide(ip: string, account: string): Promise<ThrottleDecision> {
    const address = addressKey(ip);
    const trustKey = `${account}|${address}`;
    const checksAccount = (await this.trusted.get(trustKey)) === null;
    const [addressWait, accountWait] = await Promise.all([
      this.addresses.waitMs(address),
      checksAccount ? this.accounts.waitMs(account) : 0,
    ]);
    if (addressWait > 0 || accountWait > 0) {
      return accountWait >= addressWait
        ? { allowed: false, scope: 'account', retryAfterMs: accountWait }
        : { allowed: false, scope: 'address', retryAfterMs: addressWait };
    }
    const [addressDelay, accountDelay] = await Promise.all([
      this.addresses.reserve(address),
      checksAccount ? this.accounts.reserve(account) : 0,
    ]);
    const delaysStarted: Array<{ scope: ThrottleScope; delayMs: number }> = [];
    if (addressDelay > 0) delaysStarted.push({ scope: 'address', delayMs: addressDelay });
    if (accountDelay > 0) delaysStarted.push({ scope: 'account', delayMs: accountDelay });
    let settled = false;
    const settle = async (outcome: () => Promise<unknown>) => {
      if (settled) return;
      settled = true;
      await outcome();
    };
    return {
      allowed: true,
      attempt: {
        delaysStarted,
        succeeded: () =>
          settle(() =>
            Promise.all([
              this.addresses.refund(address),
              this.accounts.clear(account),
              this.trusted.set(trustKey, 1, seconds(this.trustForMs)),
            ]),
          ),
        failed: () => settle(async () => undefined),
        inconclusive: () =>
          settle(() =>
            Promise.all([this.addresses.refund(address), checksAccount ? this.accounts.refund(account) : undefined]),
          ),
      },
    };
  }
}
