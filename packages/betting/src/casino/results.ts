import { fromPaise, toPaise, type Paise } from '../money';
import type { DealtCards } from './rules';
import { gameRules } from './settlement';

/** One row of the result popup's summary (casinoIndividualResultMaps): 'Suit' → ['Spade']. */
export type ResultRow = { resultFor: string; result: string[] };

/**
 * What a round's cards decided, in the popup's words: the winner, then the winning options of each
 * option group under the game's label for it (recomputed by the rules that settled the round). A
 * group whose only winner is the round's winner is not repeated.
 */
export function resultSummary(gameId: string, cards: DealtCards): ResultRow[] {
  const rules = gameRules(gameId);
  if (!rules) return [];
  const verdict = rules.judge(cards);
  const rows = new Map<string, string[]>();
  for (const option of rules.options) {
    const label = rules.resultGroups[option.group];
    if (label === undefined || verdict.outcome(option.runnerName).kind !== 'win') continue;
    rows.set(label, [...(rows.get(label) ?? []), option.runnerName]);
  }
  const groups = [...rows].filter(([, result]) => !(result.length === 1 && result[0] === verdict.winnerLabel));
  return [
    { resultFor: 'Winner', result: [verdict.winnerLabel] },
    ...groups.map(([resultFor, result]) => ({ resultFor, result })),
  ];
}

/** The net of a player's settled bets in paise; open bets (null) count nothing. */
export function netProfitLossPaise(profitLosses: readonly (Paise | null)[]): Paise {
  return profitLosses.reduce<Paise>((sum, pl) => sum + (pl ?? 0), 0);
}

/**
 * Total Amount of the result popup (spec section 2): the negative of the bets' profit/loss, in
 * rupees, summed in paise.
 */
export function resultTotalAmount(profitLossRupees: readonly (number | null)[]): number {
  // 0 - net, not -net: no negative zero on the screen.
  return fromPaise(0 - netProfitLossPaise(profitLossRupees.map((pl) => (pl === null ? null : toPaise(pl)))));
}
