import { and, between, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ledgerEntries, type LedgerRow } from '../wallet/tables';

/** One player's entries in a time range, newest first. */
export async function entriesBetween(
  db: Db,
  userId: number,
  from: Date,
  to: Date,
  sport?: string,
): Promise<LedgerRow[]> {
  return db
    .select()
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.userId, userId),
        between(ledgerEntries.createdAt, from, to),
        sport ? eq(ledgerEntries.sport, sport) : undefined,
      ),
    )
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .limit(5000);
}
