import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdNow, playerRow } from '../db/schema';
import { ledgerEntries } from '../wallet/tables';

export const noticeOutcomes = ['WON', 'LOST', 'VOID', 'EVEN'] as const;

/**
 * What a settlement did for one player, written in the settlement's own transaction from its ledger
 * row (one notice per SETTLEMENT row, so a repeated settlement, which writes no row, writes no notice).
 * Read by the header's bell and toasts through `GET /aam/v1/notices`.
 */
export const settlementNotices = pgTable(
  'settlement_notices',
  {
    ...playerRow,
    /** The settlement's ledger row: the amount comes from it and it is the accountLogId of bet details. */
    ledgerEntryId: integer('ledger_entry_id')
      .notNull()
      .references(() => ledgerEntries.id, { onDelete: 'cascade' }),
    ...createdNow,
    sport: text('sport', { enum: ['CRICKET', 'TENNIS', 'SOCCER', 'CASINO'] }).notNull(),
    outcome: text('outcome', { enum: noticeOutcomes }).notNull(),
    /** The event or table name. */
    title: text('title').notNull(),
    /** The markets and runners settled, or the round. */
    detail: text('detail').notNull(),
    /** Signed: what the settlement credited (positive) or debited (negative). */
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    /** Casino only: the table and round whose result popup the notice opens. */
    casinoGame: text('casino_game'),
    roundId: text('round_id'),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('settlement_notices_ledger_idx').on(t.ledgerEntryId),
    index('settlement_notices_user_idx').on(t.userId, t.id),
  ],
);

export type SettlementNoticeRow = typeof settlementNotices.$inferSelect;
