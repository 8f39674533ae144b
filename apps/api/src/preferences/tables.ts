import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from '../db/schema';

/** A player's betting choices (issue 15); players without a row get the defaults in service.ts. */
export const betPreferences = pgTable(
  'bet_preferences',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    persistence: text('persistence', { enum: ['KEEP', 'CANCEL'] }).notNull(),
    acceptBetterOdds: boolean('accept_better_odds').notNull(),
    oneClick: boolean('one_click').notNull(),
    /** Whole rupees: one of the player's sport stake buttons when chosen. */
    oneClickStake: integer('one_click_stake').notNull(),
  },
  (t) => [check('one_click_stake_positive', sql`${t.oneClickStake} > 0`)],
);
