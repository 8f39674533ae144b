import { isRecord, positiveId, text } from '@exchange/shared-http';
import type { DashboardMatch } from '@exchange/contracts/cricket';

/** The player's open bets per match, keyed by cricket id (spec section 7, bet-count). */
export type BetCounts = Record<string, { matchCount: number; fancyCount: number }>;

/** A count the card can show: a whole number of 0 or more, else 0. */
const count = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : 0);

/** `/bet/bet-count`: match and session bet counts per match id; a garbled count shows as 0. */
export function parseBetCounts(response: unknown): BetCounts {
  const byMatch = isRecord(response) && isRecord(response.betCount) ? response.betCount : {};
  return Object.fromEntries(
    Object.entries(byMatch).map(([matchId, c]) => [matchId, { matchCount: count(isRecord(c) ? c.matchCount : undefined), fancyCount: count(isRecord(c) ? c.fancyCount : undefined) }]),
  );
}

/**
 * The dashboard answer as cards the page can draw: a row without a usable id or name is left out
 * (it could neither be shown nor opened), the sport is lower-case ('cricket' when absent) and
 * only a literal true means in play.
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
  return matches;
}

/** In-play matches first, then upcoming, each by start time (spec section 2, /cricket). */
export function orderMatches(matches: readonly DashboardMatch[]): DashboardMatch[] {
  return [...matches].sort((a, b) => Number(b.inPlay) - Number(a.inPlay) || Date.parse(a.eventTime) - Date.parse(b.eventTime));
}

/** 'India v Australia' → ['India', 'Australia']; a name without ' v ' is one team line. */
export function teamsOf(eventName: string): [string, string] {
  const [home = eventName, away = ''] = eventName.split(' v ');
  return [home.trim(), away.trim()];
}
