/**
 * Growing delays for password guessing, per account (across addresses) and per address (across
 * accounts). Kept in memory, per process: a restart forgets every counter.
 *
 * - After `freeFailures` failures a key waits `baseDelayMs`, doubling with each further failure up to
 *   `maxDelayMs`. Attempts during a delay are refused without checking the password and do not
 *   lengthen it, so an attacker can delay a player's sign-in but never lock it for good.
 * - An attempt is counted when it starts (a burst of parallel guesses cannot slip in before the
 *   first failure is recorded) and refunded when it turns out not to be a wrong password.
 * - A successful sign-in clears the account's count; the address's count only gets that attempt
 *   back, so signing in to one's own account does not buy guesses at others.
 * - An address the account signed in from recently skips the account's delay: a stranger who keeps
 *   an account delayed does not keep its player out at home (the address limit still applies).
 */

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
  /** A key's failures are forgotten this long after its last one (longer than any delay). */
  forgetAfterMs: number;
  /** How long a successful sign-in vouches for its address for that account. */
  trustAddressForMs: number;
  /** Entries kept per table; beyond it the least recently touched are dropped. */
  maxEntries: number;
  now: () => number;
}

export const defaultLoginThrottle: LoginThrottleOptions = {
  perAccount: { freeFailures: 5, baseDelayMs: 1_000, maxDelayMs: 15 * 60_000 },
  perAddress: { freeFailures: 20, baseDelayMs: 1_000, maxDelayMs: 15 * 60_000 },
  forgetAfterMs: 60 * 60_000,
  trustAddressForMs: 30 * 24 * 60 * 60_000,
  maxEntries: 100_000,
  now: Date.now,
};

export type ThrottleScope = 'account' | 'address';

/** A sign-in allowed to check its password; report how it ended exactly once. */
export interface LoginAttempt {
  /** Delays this attempt started, for the log. */
  readonly delaysStarted: ReadonlyArray<{ scope: ThrottleScope; delayMs: number }>;
  succeeded(): void;
  /** Wrong password or unknown account: the attempt stays counted. */
  failed(): void;
  /** Not an answer about the password (bad request, inactive account, fault): refunded. */
  inconclusive(): void;
}

export type ThrottleDecision =
  { allowed: true; attempt: LoginAttempt } | { allowed: false; scope: ThrottleScope; retryAfterMs: number };

interface Entry {
  failures: number;
  lastFailureAt: number;
  blockedUntil: number;
}

class BackoffTable {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly rule: BackoffRule,
    private readonly options: LoginThrottleOptions,
  ) {}

  waitMs(key: string, now: number): number {
    const entry = this.live(key, now);
    return entry ? Math.max(0, entry.blockedUntil - now) : 0;
  }

  /** Counts a failure up front; returns the delay it started, or 0. */
  reserve(key: string, now: number): number {
    const entry = this.live(key, now) ?? { failures: 0, lastFailureAt: now, blockedUntil: 0 };
    entry.failures++;
    entry.lastFailureAt = now;
    const over = entry.failures - this.rule.freeFailures;
    const delayMs = over < 0 ? 0 : Math.min(this.rule.baseDelayMs * 2 ** Math.min(over, 40), this.rule.maxDelayMs);
    if (delayMs > 0) entry.blockedUntil = now + delayMs;
    // Re-inserted so the map's order is least recently touched first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.trim();
    return delayMs;
  }

  refund(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    entry.failures = Math.max(0, entry.failures - 1);
    // Below the free failures no delay applies, including one this attempt started.
    if (entry.failures < this.rule.freeFailures) entry.blockedUntil = 0;
  }

  clear(key: string): void {
    this.entries.delete(key);
  }

  private live(key: string, now: number): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && now - entry.lastFailureAt > this.options.forgetAfterMs && entry.blockedUntil <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private trim(): void {
    for (const key of this.entries.keys()) {
      if (this.entries.size <= this.options.maxEntries) return;
      this.entries.delete(key);
    }
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
  private readonly options: LoginThrottleOptions;
  private readonly accounts: BackoffTable;
  private readonly addresses: BackoffTable;
  /** `account|address` → when the account last signed in from there. */
  private readonly trusted = new Map<string, number>();

  constructor(options: Partial<LoginThrottleOptions> = {}) {
    this.options = { ...defaultLoginThrottle, ...options };
    this.accounts = new BackoffTable(this.options.perAccount, this.options);
    this.addresses = new BackoffTable(this.options.perAddress, this.options);
  }

  /** Decides whether a sign-in to `account` from `ip` may check its password now. */
  begin(ip: string, account: string): ThrottleDecision {
    const now = this.options.now();
    const address = addressKey(ip);
    const trustKey = `${account}|${address}`;
    const trustedAt = this.trusted.get(trustKey);
    const checksAccount = trustedAt === undefined || now - trustedAt > this.options.trustAddressForMs;
    const addressWait = this.addresses.waitMs(address, now);
    const accountWait = checksAccount ? this.accounts.waitMs(account, now) : 0;
    if (addressWait > 0 || accountWait > 0) {
      return accountWait >= addressWait
        ? { allowed: false, scope: 'account', retryAfterMs: accountWait }
        : { allowed: false, scope: 'address', retryAfterMs: addressWait };
    }
    const delaysStarted: Array<{ scope: ThrottleScope; delayMs: number }> = [];
    const addressDelay = this.addresses.reserve(address, now);
    if (addressDelay > 0) delaysStarted.push({ scope: 'address', delayMs: addressDelay });
    if (checksAccount) {
      const accountDelay = this.accounts.reserve(account, now);
      if (accountDelay > 0) delaysStarted.push({ scope: 'account', delayMs: accountDelay });
    }
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      outcome();
    };
    return {
      allowed: true,
      attempt: {
        delaysStarted,
        succeeded: () =>
          settle(() => {
            this.addresses.refund(address);
            this.accounts.clear(account);
            this.trust(trustKey, now);
          }),
        failed: () => settle(() => undefined),
        inconclusive: () =>
          settle(() => {
            this.addresses.refund(address);
            if (checksAccount) this.accounts.refund(account);
          }),
      },
    };
  }

  private trust(key: string, now: number): void {
    this.trusted.delete(key);
    this.trusted.set(key, now);
    for (const oldest of this.trusted.keys()) {
      if (this.trusted.size <= this.options.maxEntries) return;
      this.trusted.delete(oldest);
    }
  }
}
