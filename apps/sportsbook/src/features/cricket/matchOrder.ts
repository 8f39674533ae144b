import { isRecord, positiveId, text } from '@exchange/shared-http';
import { DashboardCard, type DashboardMatch } from '@exchange/contracts/cricket';
import { MatchBetCount } from '@exchange/contracts/exchange';
import { keepRows } from '@exchange/contracts/read';

/** The player's open bets per match, keyed by cricket id (spec section 7, bet-count). */
export type BetCounts = Record<string, { matchCount: number; fancyCount: number }>;

/** A count the card can show: a whole number of 0 or more, else 0. */
const count = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : 0);

/** `/bet/bet-count`: match and session bet counts per match id; a garbled count shows as 0. */
export function parseBetCounts(response: unknown): BetCounts {
  const byMatch = isRecord(response) && isRecord(response.betCount) ? response.betCount : {};
  const read = Object.entries(byMatch).map(([matchId, c]) => ({
    matchId,
    matchCount: count(isRecord(c) ? c.matchCount : undefined),
    fancyCount: count(isRecord(c) ? c.fancyCount : undefined),
  }));
  // The rows kept are the ones read (with their match id), so they keep the read rows' type.
  const kept = keepRows(MatchBetCount, read, 'bet counts') as typeof read;
  return Object.fromEntries(kept.map(({ matchId, matchCount, fancyCount }) => [matchId, { matchCount, fancyCount }]));
}

/**
 * The dashboard answer as cards the page can draw: a row without a usable id or name is left out
 * (it could neither be shown nor opened), the sport is lower-case ('cricket' when absent) and
 * only a literal true means in play. What is read is then checked against the contract (start
 * time as any text: see DashboardCard), so a row that still is not what the API promises (an id
 * beyond the API's id range, say) is left out and logged.
 */
export function parseDashboard(response: unknown): DashboardMatch[] {
  if (!Array.isArray(response)) return [];
  const matches: DashboardMatch[] = [];
  for (const row of response) {
    if (!isRecord(row)) continue;
    const cricketId = positiveId(row.cricketId);
    const eventName = text(row.eventName)?.trim() ?? '';
    if (cricketId === undefined || eventName === '') continue;
    matches.push({
      cricketId,
      eventId: positiveId(row.eventId) ?? cricketId,
      eventName,
      eventTime: text(row.eventTime) ?? '',
      inPlay: row.inPlay === true,
      sport: typeof row.sport === 'string' && /^[a-z]+$/i.test(row.sport) ? row.sport.toLowerCase() : 'cricket',
    });
  }
  return keepRows(DashboardCard, matches, 'dashboard matches');
}

/** In-play matches first, then upcoming, each by start time (spec section 2, /cricket). */
export function orderMatches(matches: readonly DashboardMatch[]): DashboardMatch[] {
  return [...matches].sort(
    (a, b) => Number(b.inPlay) - Number(a.inPlay) || Date.parse(a.eventTime) - Date.parse(b.eventTime),
  );
}

/** 'India v Australia' → ['India', 'Australia']; a name without ' v ' is one team line. */
export function teamsOf(eventName: string): [string, string] {
  const [home = eventName, away = ''] = eventName.split(' v ');
  return [home.trim(), away.trim()];
}
