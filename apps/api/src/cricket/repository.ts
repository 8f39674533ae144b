import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { matches, type MatchRow } from '../db/schema';

/** Open matches of one sport (tennis and soccer share the table; ids never overlap). */
export function listOpenMatches(db: Db, sport = 'cricket'): Promise<MatchRow[]> {
  return db
    .select()
    .from(matches)
    .where(and(eq(matches.sport, sport), ne(matches.status, 'COMPLETED')));
}
