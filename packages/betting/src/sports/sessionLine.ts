import type { BetSide } from './profitLoss';

/** A session line is decided by its runs: YES (back) wins at `run` or more, NO (lay) below it. */
export function sessionBetWins(side: BetSide, run: number, sessionRuns: number): boolean {
  const yesWins = sessionRuns >= run;
  return side === 'back' ? yesWins : !yesWins;
}
