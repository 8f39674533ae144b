import { ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { matches, type MatchRow } from '../db/schema';

export function listOpenMatches(db: Db): Promise<MatchRow[]> {
  return db.select().from(matches).where(ne(matches.status, 'COMPLETED'));
}
