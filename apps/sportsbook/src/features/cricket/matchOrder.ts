import { isRecord, positiveId } from '@exchange/shared-http';
import { DashboardCard, type DashboardMatch } from '@exchange/contracts/cricket';
import { MatchBetCount, type BetCount } from '@exchange/contracts/exchange';
import { keepRows, read } from '@exchange/contracts/read';

/** The player's open bets per match, keyed by cricket id (spec section 7, bet-count). */
export type BetCounts = BetCount['betCount'];

/** `/bet/bet-count`: match and session bet counts per match id; a garbled count shows as 0. */
export function parseBetCounts(response: unknown): BetCounts {
  const byMatch = isRecord(response) && isRecord(response.betCount) ? response.betCount : {};
  const none = { matchCount: 0, fancyCount: 0 };
  return Object.fromEntries(
    Object.entries(byMatch).map(([matchId, sent]) => [matchId, read(MatchBetCount, sent, none) ?? none]),
  );
}

/** A sport's name as a path segment of its match page: lower-case letters, else cricket. */
const sportOf = (sport: string) => (/^[a-z]+$/i.test(sport) ? sport.toLowerCase() : 'cricket');

/**
 * The dashboard answer as cards the page can draw, read with the contract (start time as any text:
 * see DashboardCard): a row without a usable id or name is left out and logged (it could neither be
 * shown nor opened); an id sent as digits is read as the id, the event id is the match's when left
 * out, only a literal true means in play, and the sport is lower-case ('cricket' when absent).
 */
export const parseDashboard = (response: unknown): DashboardMatch[] =>
  keepRows(DashboardCard, response, 'dashboard matches', {
    cricketId: positiveId,
    eventId: (_, row) => positiveId(row.cricketId),
    eventTime: '',
    inPlay: false,
    sport: 'cricket',
  }).flatMap((match) => {
    const eventName = match.eventName.trim();
    return eventName ? [{ ...match, eventName, sport: sportOf(match.sport) }] : [];
  });

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
