import { and, eq, inArray, ne } from 'drizzle-orm';
import type { DashboardMatch } from '@exchange/contracts/cricket';
import type { Db } from '../db/client';
import { matches, type MatchRow } from '../db/schema';

/** Open matches of one sport (every sport shares the table; ids never overlap). */
export function listOpenMatches(db: Db, sport: string): Promise<MatchRow[]> {
  return db
    .select()
    .from(matches)
    .where(and(eq(matches.sport, sport), ne(matches.status, 'COMPLETED')));
}

/** The matches of these ids, of any sport (their start and sport): what the history and my markets show of them. */
export async function matchesOf(
  db: Db,
  ids: readonly number[],
): Promise<Pick<MatchRow, 'cricketId' | 'eventTime' | 'sport'>[]> {
  if (ids.length === 0) return [];
  return db
    .select({ cricketId: matches.cricketId, eventTime: matches.eventTime, sport: matches.sport })
    .from(matches)
    .where(inArray(matches.cricketId, [...ids]));
}

/** In play first (longest running first), then upcoming by start time. */
export function dashboardOrder(a: MatchRow, b: MatchRow): number {
  if (a.inPlay !== b.inPlay) return a.inPlay ? -1 : 1;
  return a.eventTime.getTime() - b.eventTime.getTime() || a.cricketId - b.cricketId;
}

function toDashboardMatch(row: MatchRow): DashboardMatch {
  return {
    cricketId: row.cricketId,
    eventId: row.eventId,
    eventName: row.eventName,
    eventTime: row.eventTime.toISOString(),
    inPlay: row.inPlay,
    sport: row.sport,
  };
}

/**
 * Every player polls the dashboard every 5 s, so it is served from a snapshot held in memory;
 * whatever changes a match (seed, simulator, settlement) calls `refresh` afterwards.
 */
export class MatchList {
  // Replaced, never mutated, on refresh.
  private snapshot: DashboardMatch[] = [];

  /** `sport`: the matches table's sport ('cricket', 'tennis', 'soccer'). */
  constructor(
    private readonly db: Db,
    private readonly sport: string,
  ) {}

  async refresh(): Promise<void> {
    const rows = await listOpenMatches(this.db, this.sport);
    this.snapshot = rows.sort(dashboardOrder).map(toDashboardMatch);
  }

  dashboard(): DashboardMatch[] {
    return this.snapshot;
  }
}
