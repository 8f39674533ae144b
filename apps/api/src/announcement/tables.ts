import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Operator-set texts, such as the announcement marquee. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
