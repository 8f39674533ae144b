import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { ApiError } from '../http/envelope';
import { ledgerEntries, type LedgerKind, type LedgerRow } from './tables';

export const INSUFFICIENT_BALANCE = 'Insufficient balance for this bet';
export const PASSWORD_CHANGE_REQUIRED = 'Please change your password before placing bets';
export const ACCOUNT_NOT_ACTIVE = 'Account is not active';

export type RunOptions = {
  /** A bet: refused for an inactive account or one that must change its password first. */
  bet?: boolean;
};

/** A transaction, typed loosely enough to be PGlite's or postgres-js's. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * A rule every bet must pass (the player's own limits, apps/api/src/playerLimits), run in the bet's
 * transaction once its liability is reserved; throwing refuses the bet and nothing is written.
 */
export type BetGuard = (
  tx: Tx,
  userId: number,
  liability: { beforePaise: number; afterPaise: number },
) => Promise<void>;

export type Posting = {
  kind: LedgerKind;
  sport?: 'CRICKET' | 'TENNIS' | 'SOCCER' | 'CASINO' | null;
  description: string;
  wonBy?: string | null;
  /** Positive credits the balance, negative debits it. */
  amountPaise: number;
  reference?: string | null;
  at?: Date;
};

/**
 * One player's account inside one transaction, with the row locked. Liability is money at risk
 * (non-negative); the available balance is balance − liability and may never go below zero.
 */
export class Wallet {
  private dirty = false;

  constructor(
    readonly tx: Tx,
    readonly userId: number,
    private balance: number,
    private liability: number,
  ) {}

  get balancePaise(): number {
    return this.balance;
  }

  get liabilityPaise(): number {
    return this.liability;
  }

  get availablePaise(): number {
    return this.balance - this.liability;
  }

  /** Reserves (positive) or releases (negative) money at risk; refuses what the balance cannot cover. */
  changeLiability(deltaPaise: number): void {
    if (!Number.isSafeInteger(deltaPaise)) throw new RangeError(`Liability change must be whole paise: ${deltaPaise}`);
    const next = this.liability + deltaPaise;
    if (next < 0) throw new RangeError(`Liability would go negative (${next} paise)`);
    if (deltaPaise > 0 && next > this.balance) throw ApiError.badRequest(INSUFFICIENT_BALANCE);
    this.liability = next;
    this.dirty = true;
  }

  /** Credits or debits the balance and writes the ledger row with the running balance. */
  async post(posting: Posting): Promise<LedgerRow> {
    const { amountPaise } = posting;
    if (!Number.isSafeInteger(amountPaise)) throw new RangeError(`Posting must be whole paise: ${amountPaise}`);
    const next = this.balance + amountPaise;
    if (next < this.liability) throw ApiError.badRequest(INSUFFICIENT_BALANCE);
    this.balance = next;
    this.dirty = true;
    const [row] = await this.tx
      .insert(ledgerEntries)
      .values({
        userId: this.userId,
        kind: posting.kind,
        sport: posting.sport ?? null,
        description: posting.description,
        wonBy: posting.wonBy ?? null,
        creditPaise: amountPaise > 0 ? amountPaise : 0,
        debitPaise: amountPaise < 0 ? -amountPaise : 0,
        balanceAfterPaise: next,
        reference: posting.reference ?? null,
        ...(posting.at ? { createdAt: posting.at } : {}),
      })
      .returning();
    return row!;
  }

  async flush(): Promise<void> {
    if (!this.dirty) return;
    await this.tx
      .update(users)
      .set({ balancePaise: this.balance, liabilityPaise: this.liability })
      .where(eq(users.id, this.userId));
    this.dirty = false;
  }
}

/** Locks a player's row for the rest of the transaction and reads their money. */
async function lockWallet(tx: Tx, userId: number, options: RunOptions): Promise<Wallet> {
  const [row] = await tx
    .select({
      balance: users.balancePaise,
      liability: users.liabilityPaise,
      resetRequired: users.resetRequired,
      active: users.active,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!row) throw ApiError.notFound('Account not found');
  if (options.bet && !row.active) throw ApiError.forbidden(ACCOUNT_NOT_ACTIVE);
  if (options.bet && row.resetRequired) throw ApiError.forbidden(PASSWORD_CHANGE_REQUIRED);
  return new Wallet(tx, userId, row.balance, row.liability);
}

/**
 * The one way money moves: `run` opens a transaction, locks the player's row, hands a Wallet to the
 * caller (who also writes its own rows, e.g. the bet, with `wallet.tx`), writes the new balance and
 * liability, commits, and then refreshes the in-memory snapshots that polling reads are served from.
 */
export class WalletService {
  private readonly listeners: Array<(userId: number) => Promise<unknown>> = [];
  private readonly commitListeners: Array<(userId: number) => Promise<unknown>> = [];
  private readonly betGuards: BetGuard[] = [];

  constructor(private readonly db: Db) {}

  /**
   * Called after every change of a player's money, committed here or (told by the cluster) by
   * another instance: e.g. to refresh profile snapshots.
   */
  onChange(listener: (userId: number) => Promise<unknown>): void {
    this.listeners.push(listener);
  }

  /**
   * Called after a change committed by this instance only, with the `onChange` listeners: e.g. to
   * tell the other instances. A change they report runs `changed`, which does not call these, so a
   * notification is never echoed back (two instances would otherwise pass it to and fro forever).
   */
  onCommit(listener: (userId: number) => Promise<unknown>): void {
    this.commitListeners.push(listener);
  }

  /** Adds a rule run on every bet (`run` with `bet: true`) before it commits. */
  guardBets(guard: BetGuard): void {
    this.betGuards.push(guard);
  }

  async run<T>(userId: number, work: (wallet: Wallet) => Promise<T>, options: RunOptions = {}): Promise<T> {
    const result = await this.db.transaction(async (tx) => {
      const wallet = await lockWallet(tx, userId, options);
      const beforePaise = wallet.liabilityPaise;
      const value = await work(wallet);
      if (options.bet) await this.guard(tx, userId, { beforePaise, afterPaise: wallet.liabilityPaise });
      await wallet.flush();
      return value;
    });
    await this.committed(userId);
    return result;
  }

  /**
   * One transaction over several players' money (a match between two players' orders): `work`
   * takes its own locks first (the market's row), then calls `lock` once with every player it
   * needs. Rows are locked in ascending id, so two such transactions never wait on each other in
   * a circle; `bettor`, if given, is checked as `run`'s `bet` option checks the player, and the
   * bet rules (`guardBets`) judge the bettor's liability before and after, as for any bet.
   */
  async runMany<T>(
    work: (tx: Tx, lock: (userIds: readonly number[], bettor?: number) => Promise<Map<number, Wallet>>) => Promise<T>,
  ): Promise<T> {
    const locked = new Map<number, Wallet>();
    const result = await this.db.transaction(async (tx) => {
      let called = false;
      let bettor: { userId: number; beforePaise: number } | undefined;
      const lock = async (userIds: readonly number[], bettorId?: number) => {
        if (called) throw new Error('runMany locks its wallets once, all together');
        called = true;
        for (const userId of [...new Set(userIds)].sort((a, b) => a - b))
          locked.set(userId, await lockWallet(tx, userId, { bet: userId === bettorId }));
        const wallet = bettorId === undefined ? undefined : locked.get(bettorId);
        if (wallet) bettor = { userId: wallet.userId, beforePaise: wallet.liabilityPaise };
        return locked;
      };
      const value = await work(tx, lock);
      if (bettor)
        await this.guard(tx, bettor.userId, {
          beforePaise: bettor.beforePaise,
          afterPaise: locked.get(bettor.userId)!.liabilityPaise,
        });
      for (const wallet of locked.values()) await wallet.flush();
      return value;
    });
    for (const userId of locked.keys()) await this.committed(userId);
    return result;
  }

  private async guard(tx: Tx, userId: number, liability: { beforePaise: number; afterPaise: number }): Promise<void> {
    for (const guard of this.betGuards) await guard(tx, userId, liability);
  }

  /** Runs the `onChange` listeners: for a change committed here or, told by the cluster, by another instance. */
  async changed(userId: number): Promise<void> {
    await Promise.all(this.listeners.map((listener) => listener(userId)));
  }

  /** A change committed here: the `onChange` and the `onCommit` listeners, together. */
  private async committed(userId: number): Promise<void> {
    await Promise.all([...this.listeners, ...this.commitListeners].map((listener) => listener(userId)));
  }
}
