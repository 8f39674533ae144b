import type { Paise } from '../money';
import { exposureOf, positionByRunner, runnerEffect, type RunnerBet } from '../sports/position';
import { profitLoss, type BetSide } from '../sports/profitLoss';

/**
 * What an order at decimal odds risks (issue 15): a back order its stake, a lay order
 * (odds − 1) × stake. Reserved in the wallet for the unmatched part at the order's own price and,
 * once matched, for each fill at the price it matched at.
 */
export function orderLiability(side: BetSide, rate: number, stakePaise: Paise): Paise {
  return profitLoss('MATCH_ODDS', side, rate, stakePaise).lossPaise;
}

/**
 * The most a player can lose on a Match Odds market with matched bets and unmatched orders: for
 * each runner's result, the matched position plus every unmatched order that would hurt in that
 * result (any of them may be matched at any moment, and the others would not help). Reserving
 * this keeps a wallet from going below zero whatever is matched next.
 */
export function exchangeMarketExposure(
  selectionIds: readonly number[],
  matched: readonly RunnerBet[],
  unmatched: readonly RunnerBet[],
): Paise {
  const outcomes = positionByRunner('MATCH_ODDS', selectionIds, matched);
  for (const order of unmatched) if (!outcomes.has(order.selectionId)) outcomes.set(order.selectionId, 0);
  for (const order of unmatched) {
    const pl = profitLoss('MATCH_ODDS', order.side, order.rate, order.stakePaise);
    for (const [id, value] of outcomes) {
      const effect = runnerEffect(order.side, id === order.selectionId, pl);
      if (effect < 0) outcomes.set(id, value + effect);
    }
  }
  return exposureOf(outcomes.values());
}
