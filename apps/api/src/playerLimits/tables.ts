import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../db/schema';

/**
 * The limits a player sets on their own play (docs/decisions/0036-player-limits.md): a net-loss
 * limit per IST day, week and month, each with a raise or removal waiting for its time; the
 * reality-check interval; the end of a self-exclusion time-out. No row: no limits.
 */
export const playerLimits = pgTable(
  'player_limits',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    dailyLossPaise: bigint('daily_loss_paise', { mode: 'number' }),
    dailyPendingPaise: bigint('daily_pending_paise', { mode: 'number' }),
    dailyPendingAt: timestamp('daily_pending_at', { withTimezone: true }),
    weeklyLossPaise: bigint('weekly_loss_paise', { mode: 'number' }),
    weeklyPendingPaise: bigint('weekly_pending_paise', { mode: 'number' }),
    weeklyPendingAt: timestamp('weekly_pending_at', { withTimezone: true }),
    monthlyLossPaise: bigint('monthly_loss_paise', { mode: 'number' }),
    monthlyPendingPaise: bigint('monthly_pending_paise', { mode: 'number' }),
    monthlyPendingAt: timestamp('monthly_pending_at', { withTimezone: true }),
    /** 0 (off), 15, 30 or 60. */
    realityCheckMinutes: integer('reality_check_minutes').notNull().default(0),
    timeOutUntil: timestamp('time_out_until', { withTimezone: true }),
  },
  (t) => [
    check('player_limits_daily_positive', sql`${t.dailyLossPaise} > 0 and ${t.dailyPendingPaise} > 0`),
    check('player_limits_weekly_positive', sql`${t.weeklyLossPaise} > 0 and ${t.weeklyPendingPaise} > 0`),
    check('player_limits_monthly_positive', sql`${t.monthlyLossPaise} > 0 and ${t.monthlyPendingPaise} > 0`),
    check('player_limits_reality_check', sql`${t.realityCheckMinutes} in (0, 15, 30, 60)`),
  ],
);

export type PlayerLimitsRow = typeof playerLimits.$inferSelect;
