import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdNow, playerRow } from '../db/schema';
import { stakeProfitLoss, paidBy } from '../betRecords/columns';

/**
 * A settled casino round: the seed (revealed), its hash (published when betting opened), the dealt
 * cards and the winner, so any round can be shown and re-verified later (issue 6 result popups).
 */
export const casinoRounds = pgTable(
  'casino_rounds',
  {
    id: serial('id').primaryKey(),
    gameId: text('game_id').notNull(),
    marketId: text('market_id').notNull(),
    seedHash: text('seed_hash').notNull(),
    seed: text('seed').notNull(),
    cards: jsonb('cards').$type<Record<string, string[]>>().notNull(),
    /** Result lines per side: { resultFor, result, isWinning }. */
    lines: jsonb('lines').$type<Array<{ resultFor: string; result: string[]; isWinning: boolean }>>().notNull(),
    winner: text('winner').notNull(),
    winnerLabel: text('winner_label').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('casino_rounds_market_idx').on(t.marketId),
    index('casino_rounds_game_idx').on(t.gameId, t.settledAt),
  ],
);

export const casinoBetStatuses = ['MATCHED', 'SETTLED'] as const;

/**
 * A player's casino bet. Odds in hundredths (1.98 → 198), money in paise. Written only inside
 * WalletService.run together with the liability it reserves; settled with the round's ledger row.
 */
export const casinoBets = pgTable(
  'casino_bets',
  {
    ...playerRow,
    gameId: text('game_id').notNull(),
    marketId: text('market_id').notNull(),
    selectionId: integer('selection_id').notNull(),
    runnerName: text('runner_name').notNull(),
    isBack: boolean('is_back').notNull(),
    rateHundredths: integer('rate_hundredths').notNull(),
    ...stakeProfitLoss,
    status: text('status', { enum: casinoBetStatuses }).notNull().default('MATCHED'),
    /** Set at settlement: what the bet did to the balance. */
    profitLossPaise: bigint('profit_loss_paise', { mode: 'number' }),
    result: text('result'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    ...createdNow,
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** The round's SETTLEMENT ledger row that paid the bet (the accountLogId of the history screens). */
    ...paidBy,
  },
  (t) => [
    check('casino_bet_stake_positive', sql`${t.stakePaise} > 0`),
    check('casino_bet_rate_above_one', sql`${t.rateHundredths} > 100`),
    index('casino_bets_user_market_idx').on(t.userId, t.marketId),
    index('casino_bets_market_idx').on(t.marketId),
    index('casino_bets_settlement_idx').on(t.settlementId),
  ],
);

export type CasinoBetRow = typeof casinoBets.$inferSelect;
export type CasinoRoundRow = typeof casinoRounds.$inferSelect;
