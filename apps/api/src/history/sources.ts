import { casinoSettledBets } from '../casino/settledBets';
import { cricketSettledBets } from '../cricket/settledBets';
import type { Db } from '../db/client';
import { matchOddsSettledBets } from '../matchOdds/settledBets';
import type { SettledBet, SettledBetSource } from '../betRecords/settledBet';

/**
 * Every market whose settlement pays bets. Completed Games, the bet details of a ledger row (the
 * ledger's modal, /ledger-details and /complete_detail) and the statement's links read them all
 * from here: a market listed once appears on every history screen.
 */
export const SETTLED_BET_SOURCES: readonly SettledBetSource[] = [
  cricketSettledBets,
  matchOddsSettledBets,
  casinoSettledBets,
];

/** The bets the given ledger rows paid, from every market, in the order they were placed. */
export async function settledBetsOf(db: Db, settlementIds: readonly number[]): Promise<SettledBet[]> {
  if (settlementIds.length === 0) return [];
  const found = await Promise.all(SETTLED_BET_SOURCES.map((source) => source.read(db, settlementIds)));
  return found
    .flat()
    .sort((a, b) => a.placedAt.getTime() - b.placedAt.getTime() || a.reference.localeCompare(b.reference));
}
