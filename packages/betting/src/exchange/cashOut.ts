import type { Paise } from '../money';
import { runnerEffect } from '../sports/position';
import { profitLoss, type BetSide } from '../sports/profitLoss';

/** The best price a player can take on a runner now, in the market's own terms; absent when none is offered. */
export type RunnerQuote = { selectionId: number; back?: number; lay?: number };

/** Refusals of a cash-out, the same on Match Odds and the bookmaker. */
export const NOTHING_TO_CASH_OUT = 'There is nothing matched to cash out on this market';
export const NO_CASH_OUT_PRICE = 'Cash-out is not offered now: no price to hedge at';
export const CASH_OUT_CHANGED = 'The cash-out amount has changed; check the new amount and try again';

export type HedgeBet = { selectionId: number; side: BetSide; rate: number; stakePaise: Paise };

export type CashOut = {
  /** The bets to place, at most one per runner; empty when the position is already level. */
  bets: HedgeBet[];
  /** What the player has whatever the result once the bets are matched: the lowest runner. */
  guaranteedPaise: Paise;
  positionsAfter: Map<number, Paise>;
};

/** Decimal odds of a quote: match odds are decimal already, bookmaker rates pay rate/100 per rupee. */
function decimalOdds(kind: 'MATCH_ODDS' | 'BOOKMAKER', rate: number): number {
  return kind === 'MATCH_ODDS' ? rate : 1 + rate / 100;
}

/**
 * Cash-out (issue 15): the hedging bets, at the prices on offer now, that leave the player the same
 * amount whichever runner wins.
 *
 * With P_i the position if runner i wins and o_i the decimal odds taken on runner i, backing x_i
 * (negative x_i: laying −x_i) gives P_i + x_i·o_i − Σx. Choosing x_i = (T − P_i)/o_i makes every
 * runner T − Σx: a back where the runner is below T, a lay where it is above. Each candidate level
 * T is one of the current positions, so at least one runner needs no bet; the one that guarantees
 * the most once stakes are rounded to paise is taken, the fewest bets on a tie (on a two-runner
 * market that is the single bet exchanges place). Runners may then differ by a few paise;
 * `guaranteedPaise` is the lowest. `maxBets` leaves out hedges of more bets (a market that can
 * place only one at a time). Null when no hedge has a price on every side it needs.
 */
export function cashOutBets(
  kind: 'MATCH_ODDS' | 'BOOKMAKER',
  positions: ReadonlyMap<number, Paise>,
  quotes: readonly RunnerQuote[],
  { maxBets = Infinity }: { maxBets?: number } = {},
): CashOut | null {
  const quoteOf = new Map(quotes.map((quote) => [quote.selectionId, quote]));
  let best: CashOut | null = null;
  for (const level of new Set(positions.values())) {
    const bets = hedgesToLevel(kind, positions, quoteOf, level);
    if (!bets || bets.length > maxBets) continue;
    const positionsAfter = afterBets(kind, positions, bets);
    const guaranteedPaise = Math.min(...positionsAfter.values());
    // Judged in whole paise after rounding, so a position level to the paisa is never "hedged" by a 1-paisa bet.
    if (
      !best ||
      guaranteedPaise > best.guaranteedPaise ||
      (guaranteedPaise === best.guaranteedPaise && bets.length < best.bets.length)
    )
      best = { bets, guaranteedPaise, positionsAfter };
  }
  return best;
}

/** The bets (x_i = (T − P_i)/o_i, rounded to paise, none of 0) that bring every runner to `level`; null when a price is missing. */
function hedgesToLevel(
  kind: 'MATCH_ODDS' | 'BOOKMAKER',
  positions: ReadonlyMap<number, Paise>,
  quoteOf: ReadonlyMap<number, RunnerQuote>,
  level: Paise,
): HedgeBet[] | null {
  const bets: HedgeBet[] = [];
  for (const [id, position] of positions) {
    const gap = level - position;
    if (gap === 0) continue;
    const side: BetSide = gap > 0 ? 'back' : 'lay';
    const rate = quoteOf.get(id)?.[side];
    if (rate === undefined || !(decimalOdds(kind, rate) > 1)) return null;
    const stakePaise = Math.round(Math.abs(gap) / decimalOdds(kind, rate));
    if (stakePaise > 0) bets.push({ selectionId: id, side, rate, stakePaise });
  }
  return bets;
}

function afterBets(kind: 'MATCH_ODDS' | 'BOOKMAKER', positions: ReadonlyMap<number, Paise>, bets: readonly HedgeBet[]) {
  const after = new Map(positions);
  for (const bet of bets) {
    const pl = profitLoss(kind, bet.side, bet.rate, bet.stakePaise);
    for (const [id, value] of after) after.set(id, value + runnerEffect(bet.side, id === bet.selectionId, pl));
  }
  return after;
}
