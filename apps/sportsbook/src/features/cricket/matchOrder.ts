import type { DashboardMatch } from './cricketApi';

/** In-play matches first, then upcoming, each by start time (spec section 2, /cricket). */
export function orderMatches(matches: readonly DashboardMatch[]): DashboardMatch[] {
  return [...matches].sort((a, b) => Number(b.inPlay) - Number(a.inPlay) || Date.parse(a.eventTime) - Date.parse(b.eventTime));
}

/** 'India v Australia' → ['India', 'Australia']; a name without ' v ' is one team line. */
export function teamsOf(eventName: string): [string, string] {
  const [home = eventName, away = ''] = eventName.split(' v ');
  return [home.trim(), away.trim()];
}
