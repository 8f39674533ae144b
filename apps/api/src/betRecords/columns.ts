import { bigint, integer, text } from 'drizzle-orm/pg-core';
import { ledgerEntries } from '../wallet/tables';

// Column groups the bet tables (cricket's bets, Match Odds orders, casino bets) repeat, spread into
// each: the same columns under the same names (the migrations are unchanged).

/** The match and market a sports bet is on: cricket's bookmaker and session bets, Match Odds orders. */
export const onMatchMarket = {
  cricketId: integer('cricket_id').notNull(),
  eventId: bigint('event_id', { mode: 'number' }).notNull(),
  eventName: text('event_name').notNull(),
  marketId: text('market_id').notNull(),
};

/** The stake and what the bet wins or loses at its rate, in paise: cricket's and casino bets. */
export const stakeProfitLoss = {
  stakePaise: bigint('stake_paise', { mode: 'number' }).notNull(),
  profitPaise: bigint('profit_paise', { mode: 'number' }).notNull(),
  lossPaise: bigint('loss_paise', { mode: 'number' }).notNull(),
};

/** The SETTLEMENT ledger row that paid the bet (the accountLogId of the history screens); null while open. */
export const paidBy = {
  settlementId: integer('settlement_id').references(() => ledgerEntries.id),
};

/** What a settled sports bet paid, and the ledger row that paid it. */
export const settledPnl = {
  pnlPaise: bigint('pnl_paise', { mode: 'number' }),
  ...paidBy,
};
