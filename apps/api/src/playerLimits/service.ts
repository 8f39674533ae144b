import {
  LOSS_PERIODS,
  changeLossLimit,
  fromPaise,
  lossLimitAt,
  lossLimitBreach,
  lossLimitMessage,
  timeOutMessage,
  toPaise,
  type LossPeriod,
  type RealityCheckMinutes,
  type TimeOutHours,
} from '@exchange/betting';
import type { LossLimitsInput, PlayerLimits } from '@exchange/contracts/limits';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';
import { ApiError } from '../http/envelope';
import { hashToken, type SessionStore } from '../security/tokens';
import type { BetGuard, Tx } from '../wallet/wallet';
import {
  lockLimits,
  lossLimitColumns,
  lossLimitOf,
  readLimits,
  settledNetByPeriod,
  settledNetSince,
  updateLimits,
} from './repository';
import type { PlayerLimitsRow } from './tables';

const HOUR_MS = 3_600_000;

export interface PlayerLimitsDeps {
  db: Db;
  sessions: SessionStore;
  /** The clock limits and time-outs are judged by; tests pass a fake one. */
  now: () => number;
}

/**
 * The limits a player sets on their own play. The loss limits and the time-out are enforced in
 * the wallet's transaction (`betGuard`), and the time-out at sign-in (`refuseSignInDuringTimeOut`).
 */
export class PlayerLimitsService {
  constructor(private readonly deps: PlayerLimitsDeps) {}

  async read(userId: number, token: string): Promise<PlayerLimits> {
    const now = this.deps.now();
    const row = await readLimits(this.deps.db, userId);
    const [session] = await this.deps.db
      .select({ createdAt: sessions.createdAt })
      .from(sessions)
      .where(and(eq(sessions.tokenHash, hashToken(token)), eq(sessions.userId, userId)));
    const startedAt = session?.createdAt.getTime() ?? now;
    const sessionNet = await settledNetSince(this.deps.db, userId, startedAt);
    return {
      lossLimits: {
        daily: lossLimitView(row, 'daily', now),
        weekly: lossLimitView(row, 'weekly', now),
        monthly: lossLimitView(row, 'monthly', now),
      },
      realityCheckMinutes: row?.realityCheckMinutes ?? 0,
      timeOutUntil: activeTimeOut(row, now)?.toISOString() ?? null,
      session: { startedAt: new Date(startedAt).toISOString(), netResult: fromPaise(sessionNet) },
    };
  }

  /** Sets the limits the request names (null removes one); a period left out keeps its limit. */
  async setLossLimits(userId: number, input: LossLimitsInput): Promise<void> {
    const now = this.deps.now();
    await this.deps.db.transaction(async (tx) => {
      const row = await lockLimits(tx, userId);
      let columns: Partial<PlayerLimitsRow> = {};
      for (const period of LOSS_PERIODS) {
        const asked = input[period];
        if (asked === undefined) continue;
        const next = changeLossLimit(lossLimitOf(row, period), asked === null ? null : toPaise(asked), now);
        columns = { ...columns, ...lossLimitColumns(period, next) };
      }
      await updateLimits(tx, userId, columns);
    });
  }

  async setRealityCheck(userId: number, minutes: RealityCheckMinutes): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      await lockLimits(tx, userId);
      await updateLimits(tx, userId, { realityCheckMinutes: minutes });
    });
  }

  /**
   * Starts a time-out and ends every session of the player. It cannot be shortened: a shorter one
   * asked during a longer one keeps the later end.
   */
  async takeTimeOut(userId: number, hours: TimeOutHours): Promise<Date> {
    const until = new Date(this.deps.now() + hours * HOUR_MS);
    const end = await this.deps.db.transaction(async (tx) => {
      const row = await lockLimits(tx, userId);
      const current = activeTimeOut(row, this.deps.now());
      const later = current && current > until ? current : until;
      await updateLimits(tx, userId, { timeOutUntil: later });
      return later;
    });
    await this.deps.sessions.revokeUser(userId);
    return end;
  }

  /** Sign-in is refused until a time-out ends, with its end time. */
  async refuseSignInDuringTimeOut(userId: number): Promise<void> {
    const until = activeTimeOut(await readLimits(this.deps.db, userId), this.deps.now());
    if (until) throw ApiError.forbidden(timeOutMessage(until.getTime()));
  }

  /**
   * Runs inside the wallet's transaction of every bet, after the bet's liability is reserved: any
   * bet during a time-out is refused; one that raises the liability is refused when the loss would
   * pass a limit. Throwing rolls the whole bet back.
   */
  readonly betGuard: BetGuard = async (tx: Tx, userId, liability) => {
    const now = this.deps.now();
    const row = await readLimits(tx, userId);
    if (!row) return;
    const until = activeTimeOut(row, now);
    if (until) throw ApiError.forbidden(timeOutMessage(until.getTime()));
    if (liability.afterPaise <= liability.beforePaise) return;
    const limitsPaise = {
      daily: lossLimitAt(lossLimitOf(row, 'daily'), now).limitPaise,
      weekly: lossLimitAt(lossLimitOf(row, 'weekly'), now).limitPaise,
      monthly: lossLimitAt(lossLimitOf(row, 'monthly'), now).limitPaise,
    };
    if (LOSS_PERIODS.every((period) => limitsPaise[period] === null)) return;
    const breach = lossLimitBreach({
      limitsPaise,
      settledNetPaise: await settledNetByPeriod(tx, userId, now),
      liabilityBeforePaise: liability.beforePaise,
      liabilityAfterPaise: liability.afterPaise,
    });
    if (breach) throw ApiError.badRequest(lossLimitMessage(breach));
  };
}

function activeTimeOut(row: PlayerLimitsRow | undefined, now: number): Date | null {
  return row?.timeOutUntil && row.timeOutUntil.getTime() > now ? row.timeOutUntil : null;
}

function lossLimitView(row: PlayerLimitsRow | undefined, period: LossPeriod, now: number) {
  const state = lossLimitAt(lossLimitOf(row, period), now);
  const rupees = (paise: number | null) => (paise === null ? null : fromPaise(paise));
  return {
    limit: rupees(state.limitPaise),
    pending:
      state.pendingAt === null
        ? null
        : { limit: rupees(state.pendingPaise), effectiveAt: new Date(state.pendingAt).toISOString() },
  };
}
