import type { BetSide } from './profitLoss';

/**
 * Whether a bet asked at `askedHundredths` may be taken at the rate standing now (issue 15,
 * docs/decisions/0031-keep-better-odds-one-click.md). The same rate always may; a different one only when the
 * player chose to accept better odds and it pays them more: a higher rate to back (more profit),
 * a lower rate to lay (less liability). Rates in hundredths, so the comparison is exact.
 */
export function takesRateNow(side: BetSide, askedHundredths: number, nowHundredths: number, acceptBetter: boolean) {
  if (nowHundredths === askedHundredths) return true;
  if (!acceptBetter) return false;
  return side === 'back' ? nowHundredths > askedHundredths : nowHundredths < askedHundredths;
}
