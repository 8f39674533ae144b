import { and, eq, gte, sql } from 'drizzle-orm';
import { LOSS_PERIODS, periodStart, type LossLimitState, type LossPeriod, type Paise } from '@exchange/betting';
import type { Db } from '../db/client';
import type { Tx } from '../wallet/wallet';
import { ledgerEntries } from '../wallet/tables';
import { playerLimits, type PlayerLimitsRow } from './tables';

type Reader = Db | Tx;

export function readLimits(db: Reader, userId: number): Promise<PlayerLimitsRow | undefined> {
  return db
    .select()
    .from(playerLimits)
    .where(eq(playerLimits.userId, userId))
    .then((rows) => rows[0]);
}

/** Creates the player's row if missing and locks it, so two changes of the same limit cannot interleave. */
export async function lockLimits(tx: Tx, userId: number): Promise<PlayerLimitsRow> {
  await tx.insert(playerLimits).values({ userId }).onConflictDoNothing();
  const [row] = await tx.select().from(playerLimits).where(eq(playerLimits.userId, userId)).for('update');
  return row!;
}

export function lossLimitOf(row: PlayerLimitsRow | undefined, period: LossPeriod): LossLimitState {
  if (!row) return { limitPaise: null, pendingPaise: null, pendingAt: null };
  const [limitPaise, pendingPaise, pendingAt] =
    period === 'daily'
      ? [row.dailyLossPaise, row.dailyPendingPaise, row.dailyPendingAt]
      : period === 'weekly'
        ? [row.weeklyLossPaise, row.weeklyPendingPaise, row.weeklyPendingAt]
        : [row.monthlyLossPaise, row.monthlyPendingPaise, row.monthlyPendingAt];
  return { limitPaise, pendingPaise, pendingAt: pendingAt?.getTime() ?? null };
}

export function lossLimitColumns(period: LossPeriod, state: LossLimitState): Partial<PlayerLimitsRow> {
  const pendingAt = state.pendingAt === null ? null : new Date(state.pendingAt);
  if (period === 'daily')
    return { dailyLossPaise: state.limitPaise, dailyPendingPaise: state.pendingPaise, dailyPendingAt: pendingAt };
  if (period === 'weekly')
    return { weeklyLossPaise: state.limitPaise, weeklyPendingPaise: state.pendingPaise, weeklyPendingAt: pendingAt };
  return { monthlyLossPaise: state.limitPaise, monthlyPendingPaise: state.pendingPaise, monthlyPendingAt: pendingAt };
}

export async function updateLimits(tx: Tx, userId: number, columns: Partial<PlayerLimitsRow>): Promise<void> {
  await tx.update(playerLimits).set(columns).where(eq(playerLimits.userId, userId));
}

/** Net of the player's settlements since `sinceMs` (wins positive, losses negative). */
export async function settledNetSince(db: Reader, userId: number, sinceMs: number): Promise<Paise> {
  const [row] = await db
    .select({ net: sql<string | null>`sum(${ledgerEntries.creditPaise} - ${ledgerEntries.debitPaise})` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.userId, userId),
        eq(ledgerEntries.kind, 'SETTLEMENT'),
        gte(ledgerEntries.createdAt, new Date(sinceMs)),
      ),
    );
  return Number(row?.net ?? 0);
}

/** The settled net of each IST period holding `nowMs`. */
export async function settledNetByPeriod(
  db: Reader,
  userId: number,
  nowMs: number,
): Promise<Record<LossPeriod, Paise>> {
  const nets = { daily: 0, weekly: 0, monthly: 0 };
  // One after another: inside a transaction the queries share one connection.
  for (const period of LOSS_PERIODS) nets[period] = await settledNetSince(db, userId, periodStart(period, nowMs));
  return nets;
}
