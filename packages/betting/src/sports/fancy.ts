import type { Paise } from '../money';
import { exposureOf } from './position';
import { profitLoss, type BetSide } from './profitLoss';
import { sessionBetWins } from './sessionLine';

/**
 * A bet on a session (fancy) line: YES (back) at line `run` wins when the session ends with at
 * least `run`; NO (lay) wins when it ends below `run`. `rate` is the size, paid per hundred.
 */
export type FancyBet = { side: BetSide; run: number; rate: number; stakePaise: Paise };

export type LadderRow = { run: number; positionPaise: Paise };

/** Position if the session ends at `result` runs. */
export function fancyPositionAt(bets: readonly FancyBet[], result: number): Paise {
  let total = 0;
  for (const bet of bets) {
    const { profitPaise, lossPaise } = profitLoss('FANCY', bet.side, bet.rate, bet.stakePaise);
    total += sessionBetWins(bet.side, bet.run, result) ? profitPaise : -lossPaise;
  }
  return total;
}

/**
 * The ladder: the position at every run value from one below the lowest line to the highest
 * line (the position is flat outside that range), shown in the ladder modal.
 */
export function fancyLadder(bets: readonly FancyBet[]): LadderRow[] {
  if (bets.length === 0) return [];
  const runs = bets.map((b) => b.run);
  const from = Math.max(0, Math.min(...runs) - 1);
  const to = Math.max(...runs);
  const rows: LadderRow[] = [];
  for (let run = from; run <= to; run += 1) rows.push({ run, positionPaise: fancyPositionAt(bets, run) });
  return rows;
}

/** Money at risk on one session market: minus its worst ladder position. */
export function fancyExposure(bets: readonly FancyBet[]): Paise {
  return exposureOf(fancyLadder(bets).map((row) => row.positionPaise));
}
