import type { DashboardMatch } from './cricketApi';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const positiveId = (value: unknown): number | null => {
  const id = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
};

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
    const eventName = typeof row.eventName === 'string' ? row.eventName.trim() : '';
    if (cricketId === null || eventName === '') continue;
    matches.push({
      cricketId,
      eventId: positiveId(row.eventId) ?? cricketId,
      eventName,
      eventTime: typeof row.eventTime === 'string' ? row.eventTime : '',
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
