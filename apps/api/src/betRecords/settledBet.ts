import { fromPaise, rateFromHundredths } from '@exchange/betting';
import type { BetRecord } from '@exchange/contracts/exchange';
import { and, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

/**
 * Where a bet is listed on the history screens: Match Bets (the team markets: bookmaker and Match
 * Odds), Session Bets (every session type) or Casino Bets. It travels as the bet record's gameType.
 */
export type BetGroup = 'MATCH' | 'FANCY' | 'CASINO';

/**
 * One bet as every history screen shows it, whichever market took it: the terms it was placed on,
 * what it could win or lose, and, once settled, what it paid and under which ledger row. Money in
 * paise, rates in hundredths. Each market turns its own rows into these (its `SettledBetSource`).
 */
export type BetFacts = {
  /** Unique across markets: `{market}:{id}` (e.g. 'match-odds-order:12'). */
  reference: string;
  id: number;
  group: BetGroup;
  /** The market kind ('BOOKMAKER_ODDS_1', 'FANCY_ODDS', 'MATCH_ODDS') or 'CASINO'. */
  marketName: string;
  marketId: string;
  eventName: string;
  selectionId: number;
  runnerName: string;
  side: 'back' | 'lay';
  /** The rate it was matched at; for an order matched at several prices, their stake-weighted mean. */
  rateHundredths: number;
  /** A session bet's type (spec section 9: Normal, Over By Over, Ball By Ball, meter, fancy1). */
  sessionType?: string;
  /** The session line of a session bet; null for a bet priced in odds (a team's, fancy1's, a casino option's). */
  run: number | null;
  /** The matched stake (an order's unmatched part never paid anything). */
  stakePaise: number;
  profitPaise: number;
  lossPaise: number;
  /** What it paid; null while the bet is open. */
  pnlPaise: number | null;
  result: string;
  placedAt: Date;
};

/** A bet a settlement paid: `settlementId` is the ledger row (the accountLogId of the screens). */
export type SettledBet = BetFacts & { pnlPaise: number; settlementId: number };

/**
 * How a market's settled bets reach the history: given SETTLEMENT ledger rows, the bets each paid.
 * A new market is listed in `sources.ts` once and appears on every history screen.
 */
export interface SettledBetSource {
  readonly name: string;
  read(db: Db, settlementIds: readonly number[]): Promise<SettledBet[]>;
}

/** A bet table as a SettledBetSource reads it: rows with an id, marked with the ledger row that paid them. */
type PaidTable = PgTable & { id: PgColumn; settlementId: PgColumn };

/**
 * A source's query: the rows of its table that these SETTLEMENT ledger rows paid (and `where`, if
 * given), in id order; none when no rows are asked about.
 */
export async function rowsPaidBy<T extends PaidTable>(
  db: Db,
  table: T,
  settlementIds: readonly number[],
  where?: SQL,
): Promise<T['$inferSelect'][]> {
  if (settlementIds.length === 0) return [];
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(and(inArray(table.settlementId, [...settlementIds]), where))
    .orderBy(table.id);
  return rows as T['$inferSelect'][];
}

/** A bet record (spec section 3, betResponseDTOList item) in rupees. */
export function toBetRecord(bet: BetFacts): BetRecord {
  const rate = rateFromHundredths(bet.rateHundredths);
  const session = bet.group === 'FANCY';
  return {
    id: bet.id,
    reference: bet.reference,
    event_name: bet.eventName,
    runner_name: bet.runnerName,
    selectionId: bet.selectionId,
    marketId: bet.marketId,
    marketName: bet.marketName,
    gameType: bet.group,
    ...(bet.sessionType ? { sessionType: bet.sessionType } : {}),
    back_rate: bet.side === 'back' ? rate : 0,
    lay_rate: bet.side === 'lay' ? rate : 0,
    back_run: session && bet.run !== null && bet.side === 'back' ? bet.run : 0,
    lay_run: session && bet.run !== null && bet.side === 'lay' ? bet.run : 0,
    amount: fromPaise(bet.stakePaise),
    created_date: bet.placedAt.toISOString(),
    profit: fromPaise(bet.profitPaise),
    loss: fromPaise(bet.lossPaise),
    result: bet.result,
    pnl: bet.pnlPaise === null ? null : fromPaise(bet.pnlPaise),
  };
}
