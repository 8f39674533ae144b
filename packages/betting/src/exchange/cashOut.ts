import type { Paise } from '../money';
import { runnerEffect } from '../sports/position';
import { profitLoss, type BetSide } from '../sports/profitLoss';

/** The best price a player can take on a runner now, in the market's own terms; absent when none is offered. */
export type RunnerQuote = { selectionId: number; back?: number; lay?: number };

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
 * the most is taken (on a two-runner market that is the single bet exchanges place). Stakes are
 * rounded to paise, so runners may then differ by a few paise; `guaranteedPaise` is the lowest.
 * Null when some runner has no price on the side its hedge needs.
 */
export function cashOutBets(
  kind: 'MATCH_ODDS' | 'BOOKMAKER',
  positions: ReadonlyMap<number, Paise>,
  quotes: readonly RunnerQuote[],
): CashOut | null {
  const quoteOf = new Map(quotes.map((quote) => [quote.selectionId, quote]));
  const ids = [...positions.keys()];
  let best: { level: number; guaranteed: number; bets: HedgeBet[] } | null = null;
  for (const level of new Set(positions.values())) {
    const bets: HedgeBet[] = [];
    let staked = 0;
    let feasible = true;
    for (const id of ids) {
      const gap = level - positions.get(id)!;
      if (gap === 0) continue;
      const side: BetSide = gap > 0 ? 'back' : 'lay';
      const rate = quoteOf.get(id)?.[side];
      if (rate === undefined || !(decimalOdds(kind, rate) > 1)) {
        feasible = false;
        break;
      }
      const signedStake = gap / decimalOdds(kind, rate);
      staked += signedStake;
      bets.push({ selectionId: id, side, rate, stakePaise: Math.round(Math.abs(signedStake)) });
    }
    if (!feasible) continue;
    const guaranteed = level - staked;
    if (!best || guaranteed > best.guaranteed || (guaranteed === best.guaranteed && bets.length < best.bets.length))
      best = { level, guaranteed, bets };
  }
  if (!best) return null;
  const bets = best.bets.filter((bet) => bet.stakePaise > 0);
  const positionsAfter = new Map(positions);
  for (const bet of bets) {
    const pl = profitLoss(kind, bet.side, bet.rate, bet.stakePaise);
    for (const id of ids)
      positionsAfter.set(id, positionsAfter.get(id)! + runnerEffect(bet.side, id === bet.selectionId, pl));
  }
  return { bets, guaranteedPaise: Math.min(...positionsAfter.values()), positionsAfter };
}
