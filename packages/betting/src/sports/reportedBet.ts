import type { BetSide } from './profitLoss';

/**
 * A bet as the API reports it in lists (Your Bets, Completed Games, the ledger): the side it was on
 * carries a positive rate (and, for a session, its run); the other side is 0 or missing.
 */
export type ReportedRates = {
  backRate?: number | null;
  layRate?: number | null;
  backRun?: number | null;
  layRun?: number | null;
};

const positive = (value: number | null | undefined): value is number => typeof value === 'number' && value > 0;

/** Spec section 9: "back rate present gives LAGAI, else KHAI"; the same rule tells YES from NO. */
export function reportedSide(rates: ReportedRates): BetSide {
  return positive(rates.backRate) ? 'back' : 'lay';
}

/** The rate the bet was struck at: its own side's, never the 0 of the side it was not on. */
export function reportedRate(rates: ReportedRates): number | null {
  const rate = reportedSide(rates) === 'back' ? rates.backRate : rates.layRate;
  return typeof rate === 'number' ? rate : null;
}

/** The session line the bet was struck at (its own side's run). */
export function reportedRun(rates: ReportedRates): number | null {
  const run = reportedSide(rates) === 'back' ? rates.backRun : rates.layRun;
  return typeof run === 'number' ? run : null;
}

/** The words players read for a side: LAGAI/KHAI on a team, YES/NO on a session, Back/Lay on a casino option. */
export const MODE_WORDS = {
  match: { back: 'LAGAI', lay: 'KHAI' },
  session: { back: 'YES', lay: 'NO' },
  casino: { back: 'Back', lay: 'Lay' },
} as const;

export type BetMode = (typeof MODE_WORDS)[keyof typeof MODE_WORDS][BetSide];

export function betMode(market: keyof typeof MODE_WORDS, side: BetSide): BetMode {
  return MODE_WORDS[market][side];
}
