import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdNow, playerRow } from '../db/schema';

export const ledgerKinds = ['DEPOSIT', 'WITHDRAWAL', 'SETTLEMENT', 'ADJUSTMENT'] as const;
export type LedgerKind = (typeof ledgerKinds)[number];

/**
 * Every change of a player's balance, written in the same transaction as the change. The ledger
 * (account log) and the account statement (coin history) are both read from here, so they always
 * reconcile to the wallet.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    ...playerRow,
    ...createdNow,
    kind: text('kind', { enum: ledgerKinds }).notNull(),
    /** 'CRICKET', 'TENNIS', 'SOCCER', 'CASINO', or null for deposits and withdrawals. */
    sport: text('sport'),
    description: text('description').notNull(),
    wonBy: text('won_by'),
    creditPaise: bigint('credit_paise', { mode: 'number' }).notNull().default(0),
    debitPaise: bigint('debit_paise', { mode: 'number' }).notNull().default(0),
    balanceAfterPaise: bigint('balance_after_paise', { mode: 'number' }).notNull(),
    /** What the entry settles (e.g. 'cricket:1001'); one entry per player and reference. */
    reference: text('reference'),
  },
  (t) => [
    check('ledger_credit_non_negative', sql`${t.creditPaise} >= 0`),
    check('ledger_debit_non_negative', sql`${t.debitPaise} >= 0`),
    check('ledger_one_side', sql`${t.creditPaise} = 0 or ${t.debitPaise} = 0`),
    index('ledger_user_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('ledger_user_reference_idx').on(t.userId, t.reference),
  ],
);

export type LedgerRow = typeof ledgerEntries.$inferSelect;
