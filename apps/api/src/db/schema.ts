import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

// Column groups that several tables repeat, spread into each (the columns and migrations stay the same).

/** When the row was written. */
export const createdNow = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
};

// Money is integer paise (bigint read as a JS number: safe up to 9e13 rupees), never a float.
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull().unique(),
    displayName: text('display_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    balancePaise: bigint('balance_paise', { mode: 'number' }).notNull().default(0),
    // Money at risk on open bets, held as a non-negative amount; the API shows it negated.
    liabilityPaise: bigint('liability_paise', { mode: 'number' }).notNull().default(0),
    resetRequired: boolean('reset_required').notNull().default(false),
    rateDifference: integer('rate_difference').notNull().default(1),
    active: boolean('active').notNull().default(true),
    ...createdNow,
  },
  (t) => [
    check('users_balance_non_negative', sql`${t.balancePaise} >= 0`),
    check('users_liability_non_negative', sql`${t.liabilityPaise} >= 0`),
    check('users_rate_difference_range', sql`${t.rateDifference} between 1 and 5`),
  ],
);

/** The player a row belongs to; deleted with the player. */
export const ownedByPlayer = {
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
};

/** A player's row with a serial id of its own: a bet, an order, a ledger entry, a notice. */
export const playerRow = {
  id: serial('id').primaryKey(),
  ...ownedByPlayer,
};

export const sessions = pgTable(
  'sessions',
  {
    // Only the SHA-256 of the bearer token is stored, so a leaked table grants no access.
    tokenHash: text('token_hash').primaryKey(),
    ...ownedByPlayer,
    ...createdNow,
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked: boolean('revoked').notNull().default(false),
    originId: text('origin_id'),
    fingerprint: text('fingerprint'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const matchStatuses = ['UPCOMING', 'IN_PLAY', 'COMPLETED'] as const;
export type MatchStatus = (typeof matchStatuses)[number];

export const matches = pgTable('matches', {
  id: serial('id').primaryKey(),
  cricketId: integer('cricket_id').notNull().unique(),
  eventId: bigint('event_id', { mode: 'number' }).notNull().unique(),
  eventName: text('event_name').notNull(),
  eventTime: timestamp('event_time', { withTimezone: true }).notNull(),
  inPlay: boolean('in_play').notNull().default(false),
  sport: text('sport').notNull().default('cricket'),
  status: text('status', { enum: matchStatuses }).notNull().default('UPCOMING'),
});

/**
 * A player's Idempotency-Key and what it did (apps/api/src/betRequests/idempotency.ts): the SHA-256 fingerprint of
 * the request it was first sent with and the answer given, replayed to a retry of that request.
 * Keys are per player and kept for a day (IDEMPOTENCY_KEY_TTL_MS), then the same key is fresh.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    ...ownedByPlayer,
    key: text('key').notNull(),
    /** Method and route the key was first used on, e.g. 'POST /casino/v1/bet/place'. */
    route: text('route').notNull(),
    fingerprint: text('fingerprint').notNull(),
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotency_keys_user_created_idx').on(t.userId, t.createdAt),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type MatchRow = typeof matches.$inferSelect;
export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;
