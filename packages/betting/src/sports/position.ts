import type { Paise } from '../money';
import { profitLoss, type BetSide, type PayoutKind, type ProfitLoss } from './profitLoss';

/** A bet on one runner of a runner market (match odds, bookmaker, tennis, soccer). */
export type RunnerBet = { selectionId: number; side: BetSide; rate: number; stakePaise: Paise };

/**
 * What one bet does to one runner's position (spec section 4): a back bet adds its profit to its
 * own runner and takes its loss from every other runner; a lay bet takes its loss from its own
 * runner and adds its profit to the others.
 */
export function runnerEffect(side: BetSide, ownRunner: boolean, { profitPaise, lossPaise }: ProfitLoss): Paise {
  if (side === 'back') return ownRunner ? profitPaise : -lossPaise;
  return ownRunner ? -lossPaise : profitPaise;
}

/**
 * What each runner's result would do to the player's balance, over any mix of back and lay bets
 * (spec section 4), each bet by `runnerEffect`.
 */
export function positionByRunner(
  kind: PayoutKind,
  selectionIds: readonly number[],
  bets: readonly RunnerBet[],
): Map<number, Paise> {
  const position = new Map<number, Paise>(selectionIds.map((id) => [id, 0]));
  for (const bet of bets) if (!position.has(bet.selectionId)) position.set(bet.selectionId, 0);
  for (const bet of bets) {
    const pl = profitLoss(kind, bet.side, bet.rate, bet.stakePaise);
    for (const [id, value] of position) position.set(id, value + runnerEffect(bet.side, id === bet.selectionId, pl));
  }
  return position;
}

/** The positions of `selectionIds` once one more bet (its profit and loss known) is added to `current`. */
export function positionsAfterBet(
  current: ReadonlyMap<number, Paise>,
  selectionIds: readonly number[],
  bet: { selectionId: number; side: BetSide } & ProfitLoss,
): Map<number, Paise> {
  return new Map(
    selectionIds.map((id) => [id, (current.get(id) ?? 0) + runnerEffect(bet.side, id === bet.selectionId, bet)]),
  );
}

/** The most the player can lose on a market: minus the worst outcome, never below zero. */
export function exposureOf(outcomes: Iterable<Paise>): Paise {
  let worst = 0;
  for (const value of outcomes) worst = Math.min(worst, value);
  return worst === 0 ? 0 : -worst;
}

/** Market exposure (money at risk) of a runner market. */
export function runnerMarketExposure(
  kind: PayoutKind,
  selectionIds: readonly number[],
  bets: readonly RunnerBet[],
): Paise {
  return exposureOf(positionByRunner(kind, selectionIds, bets).values());
}
