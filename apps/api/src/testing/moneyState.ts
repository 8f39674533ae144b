import { count, eq } from 'drizzle-orm';
import { casinoBets } from '../casino/tables';
import { cricketBets } from '../cricket/tables';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { ledgerEntries } from '../wallet/tables';

/**
 * Test support: what a refused or replayed bet must leave as it was: the player's balance and
 * liability, every cricket and casino bet, and the ledger.
 */
export async function moneyState(database: Database, username: string) {
  const { db } = database;
  const [user] = await db
    .select({ balance: users.balancePaise, liability: users.liabilityPaise })
    .from(users)
    .where(eq(users.username, username));
  const [cricket] = await db.select({ n: count() }).from(cricketBets);
  const [casino] = await db.select({ n: count() }).from(casinoBets);
  const [ledger] = await db.select({ n: count() }).from(ledgerEntries);
  return { ...user!, cricketBets: cricket!.n, casinoBets: casino!.n, ledgerRows: ledger!.n };
}
