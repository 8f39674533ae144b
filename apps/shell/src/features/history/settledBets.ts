import {
  betMode,
  fromPaise,
  reportedRate,
  reportedRun,
  reportedSide,
  runnerEffect,
  sessionRule,
  sessionTypeOf,
  toPaise,
  type BetMode,
  type ReportedRates,
} from '@exchange/betting';
import type { BetRecord } from './historyApi';

/**
 * Where the history screens list a bet, by its gameType (spec section 2): Match Bets (MATCH: the
 * bookmaker and Match Odds), Casino Bets (CASINO), and Session Bets, which take every other type
 * (the spec: "SESSION BETS (all others)").
 */
export type BetGroups = { match: BetRecord[]; session: BetRecord[]; casino: BetRecord[] };

export function groupBets(bets: readonly BetRecord[]): BetGroups {
  const groups: BetGroups = { match: [], session: [], casino: [] };
  for (const bet of bets) {
    const type = bet.gameType.toUpperCase();
    groups[type === 'MATCH' ? 'match' : type === 'CASINO' ? 'casino' : 'session'].push(bet);
  }
  return groups;
}

/** A key unique across markets; an older backend without `reference` gives ids unique per market. */
export const betKey = (bet: BetRecord) => bet.reference ?? `${bet.gameType}:${bet.marketName ?? ''}:${bet.id}`;

const rates = (bet: BetRecord): ReportedRates => ({
  backRate: bet.back_rate,
  layRate: bet.lay_rate,
  backRun: bet.back_run,
  layRun: bet.lay_run,
});

/** LAGAI/KHAI on a team, YES/NO on a session, Back/Lay on a casino option (spec section 9). */
export function betModeOf(bet: BetRecord, group: keyof BetGroups): BetMode {
  return betMode(group, reportedSide(rates(bet)));
}

/** The rate and run of the side the bet was on; a session priced in odds (fancy1) has no run. */
export const betRate = (bet: BetRecord) => reportedRate(rates(bet));
export const betRun = (bet: BetRecord) =>
  bet.sessionType && sessionRule(sessionTypeOf(bet.sessionType)) !== 'line' ? null : reportedRun(rates(bet));

/** Match Odds bets are told from the bookmaker's: their rates are decimal odds, the bookmaker's paisa. */
export const isMatchOdds = (bet: BetRecord) => bet.marketName === 'MATCH_ODDS';

/**
 * The runners of a match's table of bets: the event's teams ('Home v Away'), then any other runner
 * a bet was on (a soccer draw).
 */
export function teamsOf(eventName: string, matchBets: readonly BetRecord[]): string[] {
  const teams = eventName
    .split(' v ')
    .map((team) => team.trim())
    .filter(Boolean);
  for (const bet of matchBets) if (!teams.includes(bet.runner_name)) teams.push(bet.runner_name);
  return teams;
}

/** A match bet's effect on each team if that team won (spec section 4), by packages/betting's rule. */
export function exposureByTeam(bet: BetRecord, teams: readonly string[]): number[] {
  const side = reportedSide(rates(bet));
  const pl = { profitPaise: toPaise(bet.profit), lossPaise: toPaise(bet.loss) };
  return teams.map((team) => fromPaise(runnerEffect(side, team === bet.runner_name, pl)));
}

export function teamTotals(bets: readonly BetRecord[], teams: readonly string[]): number[] {
  const totals = teams.map(() => 0);
  for (const bet of bets) exposureByTeam(bet, teams).forEach((value, i) => (totals[i] = totals[i]! + toPaise(value)));
  return totals.map(fromPaise);
}

/** What the bets paid together, summed in paise. */
export const sumPnl = (bets: readonly BetRecord[]) => fromPaise(bets.reduce((sum, b) => sum + toPaise(b.pnl ?? 0), 0));

/**
 * The tables a settlement's bets are always shown in, even empty (spec section 2, Bet details page:
 * Match Bets, then Session Bets): a cricket match both, a tennis or soccer match (no sessions) Match
 * Bets, a casino round neither (its bets have a table of their own). A row naming no sport is a
 * cricket match's unless it has only casino bets (an older backend).
 */
export type AlwaysShown = readonly ('match' | 'session')[];

export function alwaysShown(sport: string, bets: readonly BetRecord[]): AlwaysShown {
  const kind = sport.toUpperCase();
  if (kind === 'TENNIS' || kind === 'SOCCER') return ['match'];
  if (kind === 'CASINO') return [];
  if (kind === '' && bets.length > 0 && bets.every((bet) => bet.gameType.toUpperCase() === 'CASINO')) return [];
  return ['match', 'session'];
}

/** A ledger row has bets to show when a settlement posted it (it names a sport); deposits have none. */
export const settlesBets = (sport: string | null | undefined) => Boolean(sport);
