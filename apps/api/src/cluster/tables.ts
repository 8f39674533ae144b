import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What the engine instance (the leader) publishes for every other instance: one row per casino
 * table (`casino:<gameId>`) and per cricket match (`cricket:<cricketId>`). Bets lock their market's
 * row FOR SHARE, so the leader's write that closes a round or ends a match waits for them.
 */
export const engineState = pgTable('engine_state', {
  key: text('key').primaryKey(),
  state: jsonb('state').$type<unknown>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
