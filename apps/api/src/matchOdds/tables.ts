import { sql } from 'drizzle-orm';
import { bigint, boolean, check, jsonb, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdNow, ownedByPlayer, playerRow } from '../db/schema';
import { onMatchMarket, settledPnl } from '../betRecords/columns';

export const orderStatuses = ['OPEN', 'MATCHED', 'CANCELLED', 'SETTLED'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/**
 * One Match Odds market per match (issue 15). Its row is the lock that puts every order, cancel
 * and sweep of the market in one line: taken FOR UPDATE before any player's wallet. It also holds
 * how much of the market makers' current quotes players have taken (`makerTaken`, paise by maker
 * order id), valid while the quotes are the ones named by `quoteKey`: new quotes come with full size.
 */
export const matchOddsMarkets = pgTable('match_odds_markets', {
  marketId: text('market_id').primaryKey(),
  cricketId: integer('cricket_id').notNull(),
  quoteKey: text('quote_key').notNull().default(''),
  makerTaken: jsonb('maker_taken').$type<Record<string, number>>().notNull().default({}),
  ...createdNow,
});

/**
 * A player's order at a price. Money in paise, prices in hundredths, all of it the backer's stake:
 * stake = matched + remaining + cancelled at every moment (a check keeps it so).
 * OPEN: some of it still rests unmatched; MATCHED: all of it matched; CANCELLED: what was left
 * unmatched was cancelled (by the player or because the market suspended, went in play or closed);
 * SETTLED: the match is over and the matched part is paid (settlementId).
 */
export const matchOddsOrders = pgTable(
  'match_odds_orders',
  {
    ...playerRow,
    ...onMatchMarket,
    selectionId: integer('selection_id').notNull(),
    runnerName: text('runner_name').notNull(),
    side: text('side', { enum: ['back', 'lay'] }).notNull(),
    priceHundredths: integer('price_hundredths').notNull(),
    stakePaise: bigint('stake_paise', { mode: 'number' }).notNull(),
    matchedPaise: bigint('matched_paise', { mode: 'number' }).notNull().default(0),
    remainingPaise: bigint('remaining_paise', { mode: 'number' }).notNull(),
    cancelledPaise: bigint('cancelled_paise', { mode: 'number' }).notNull().default(0),
    status: text('status', { enum: orderStatuses }).notNull().default('OPEN'),
    /** Placed while the match was in play: a pre-match order's unmatched part is cancelled when play starts. */
    placedInPlay: boolean('placed_in_play').notNull(),
    /** Why the unmatched part was cancelled: the player, a suspension, the start of play, the close. */
    cancelReason: text('cancel_reason'),
    ...settledPnl,
    ...createdNow,
  },
  (t) => [
    check('match_odds_orders_stake_positive', sql`${t.stakePaise} > 0`),
    check(
      'match_odds_orders_parts_non_negative',
      sql`${t.matchedPaise} >= 0 AND ${t.remainingPaise} >= 0 AND ${t.cancelledPaise} >= 0`,
    ),
    check(
      'match_odds_orders_parts_add_up',
      sql`${t.matchedPaise} + ${t.remainingPaise} + ${t.cancelledPaise} = ${t.stakePaise}`,
    ),
    index('match_odds_orders_market_idx').on(t.marketId, t.status),
    index('match_odds_orders_user_idx').on(t.userId, t.cricketId, t.status),
  ],
);

/**
 * One matched part of an order, at the price it matched at. A match between two players writes a
 * fill on each order (each naming the other); a match with the market makers writes one, with no
 * counter order.
 */
export const matchOddsFills = pgTable(
  'match_odds_fills',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => matchOddsOrders.id, { onDelete: 'cascade' }),
    ...ownedByPlayer,
    cricketId: integer('cricket_id').notNull(),
    marketId: text('market_id').notNull(),
    selectionId: integer('selection_id').notNull(),
    side: text('side', { enum: ['back', 'lay'] }).notNull(),
    priceHundredths: integer('price_hundredths').notNull(),
    stakePaise: bigint('stake_paise', { mode: 'number' }).notNull(),
    counterOrderId: integer('counter_order_id'),
    ...createdNow,
  },
  (t) => [
    check('match_odds_fills_stake_positive', sql`${t.stakePaise} > 0`),
    index('match_odds_fills_user_idx').on(t.userId, t.marketId),
    index('match_odds_fills_order_idx').on(t.orderId),
  ],
);

export type MarketRow = typeof matchOddsMarkets.$inferSelect;
export type OrderRow = typeof matchOddsOrders.$inferSelect;
export type FillRow = typeof matchOddsFills.$inferSelect;
