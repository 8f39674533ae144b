import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The sign-in throttle's counters (`loginThrottle.ts`), in rate-limiter-flexible's Drizzle layout
 * (`key`, `points`, `expire`): in the database, so every API instance over it counts the same
 * failures. A row past `expire` is dead; the library deletes such rows hourly.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  expire: timestamp('expire', { withTimezone: true }),
});
