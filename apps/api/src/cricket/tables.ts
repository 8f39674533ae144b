import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdNow, playerRow } from '../db/schema';
import { onMatchMarket, stakeProfitLoss, settledPnl } from '../betRecords/columns';

export const cricketBetKinds = ['BOOKMAKER', 'FANCY'] as const;
export const cricketBetStatuses = ['OPEN', 'SETTLED'] as const;

/**
 * A player's bet on a cricket market. Rates are held in hundredths (85 → 8500, 1.85 → 185) and
 * money in paise, so nothing is a float. Written only inside WalletService.run, with the
 * liability change it causes; settled (pnl, result, ledger row) in the settlement transaction.
 */
export const cricketBets = pgTable(
  'cricket_bets',
  {
    ...playerRow,
    ...onMatchMarket,
    marketName: text('market_name').notNull(),
    kind: text('kind', { enum: cricketBetKinds }).notNull(),
    gameType: text('game_type').notNull(),
    selectionId: integer('selection_id').notNull(),
    runnerName: text('runner_name').notNull(),
    side: text('side', { enum: ['back', 'lay'] }).notNull(),
    rateHundredths: integer('rate_hundredths').notNull(),
    /** The session line (runs) of a fancy bet; null for bookmaker bets. */
    run: integer('run'),
    ...stakeProfitLoss,
    status: text('status', { enum: cricketBetStatuses }).notNull().default('OPEN'),
    /** Winner's name for match bets, the session's runs for session bets. */
    result: text('result'),
    ...settledPnl,
    ...createdNow,
  },
  (t) => [
    check('cricket_bets_stake_positive', sql`${t.stakePaise} > 0`),
    index('cricket_bets_user_match_idx').on(t.userId, t.cricketId, t.status),
    index('cricket_bets_settlement_idx').on(t.settlementId),
  ],
);

/** How a match ended; one row per settled match. */
export const cricketResults = pgTable('cricket_results', {
  cricketId: integer('cricket_id').primaryKey(),
  winner: text('winner').notNull(),
  settledAt: timestamp('settled_at', { withTimezone: true }).notNull().defaultNow(),
});

export type CricketBetRow = typeof cricketBets.$inferSelect;
