import { fromPaise, reportedSide, runnerEffect, toPaise } from '@exchange/betting';
import type { BetRecord } from './completedApi';

export const teamsOfEvent = (eventName: string): string[] =>
  eventName
    .split(' v ')
    .map((t) => t.trim())
    .filter(Boolean);

/** A match bet's effect on each team (spec section 4), by packages/betting's position rule. */
export function exposureByTeam(bet: BetRecord, teams: readonly string[]): number[] {
  const side = reportedSide({ backRate: bet.back_rate, layRate: bet.lay_rate });
  const pl = { profitPaise: toPaise(bet.profit), lossPaise: toPaise(bet.loss) };
  return teams.map((team) => fromPaise(runnerEffect(side, team === bet.runner_name, pl)));
}

/** Sum of settled results in paise, shown in rupees. */
export const sumPnl = (bets: readonly BetRecord[]) => fromPaise(bets.reduce((sum, b) => sum + toPaise(b.pnl ?? 0), 0));

export function teamTotals(bets: readonly BetRecord[], teams: readonly string[]): number[] {
  const totals = teams.map(() => 0);
  for (const bet of bets) exposureByTeam(bet, teams).forEach((value, i) => (totals[i] = totals[i]! + toPaise(value)));
  return totals.map(fromPaise);
}
