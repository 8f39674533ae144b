import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ownedByPlayer } from '../db/schema';

export const stakeGroups = ['casino', 'sport'] as const;

/** A player's own stake-button presets; players without rows get the spec's chips. */
export const stakeButtons = pgTable(
  'stake_buttons',
  {
    ...ownedByPlayer,
    stakeGroup: text('stake_group', { enum: stakeGroups }).notNull(),
    position: integer('position').notNull(),
    label: text('label').notNull(),
    value: integer('value').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.stakeGroup, t.position] }),
    check('stake_value_positive', sql`${t.value} > 0`),
  ],
);
