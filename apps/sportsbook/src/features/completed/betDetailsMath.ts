import { fromPaise, toPaise } from '@exchange/betting';
import type { BetRecord } from './completedApi';

export const teamsOfEvent = (eventName: string): string[] => eventName.split(' v ').map((t) => t.trim()).filter(Boolean);

/** A match bet's effect on each team (spec section 4): back adds profit to its team and takes the loss from the others; lay reversed. */
export function exposureByTeam(bet: BetRecord, teams: readonly string[]): number[] {
  const back = bet.back_rate > 0;
  return teams.map((team) => {
    const own = team === bet.runner_name;
    if (back) return own ? bet.profit : -bet.loss;
    return own ? -bet.loss : bet.profit;
  });
}

/** Sum of settled results in paise, shown in rupees. */
export const sumPnl = (bets: readonly BetRecord[]) => fromPaise(bets.reduce((sum, b) => sum + toPaise(b.pnl ?? 0), 0));

export function teamTotals(bets: readonly BetRecord[], teams: readonly string[]): number[] {
  const totals = teams.map(() => 0);
  for (const bet of bets) exposureByTeam(bet, teams).forEach((value, i) => (totals[i] = totals[i]! + toPaise(value)));
  return totals.map(fromPaise);
}
