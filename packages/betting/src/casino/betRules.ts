import { isExactAmount } from '../amounts';
import { rateToHundredths } from '../money';

/** A casino round takes bets while its countdown (autoTime) is at 5 or more (spec section 9). */
export const CASINO_CLOSES_BELOW = 5;

/** Whether a round showing `autoTime` seconds still takes bets; the page and the engine both ask here. */
export function casinoBetsOpen(autoTime: number): boolean {
  return autoTime >= CASINO_CLOSES_BELOW;
}

/**
 * The side and odds a casino bet asks for (exactly one of back and lay, a positive amount with at
 * most two decimals), or null: the bet has no valid odd ('Please select a Valid Odd').
 */
export function askedCasinoOdd(
  back: number | undefined,
  lay: number | undefined,
): { isBack: boolean; odd: number } | null {
  if (back !== undefined && lay !== undefined) return null;
  const isBack = lay === undefined;
  const odd = isBack ? back : lay;
  return odd !== undefined && odd > 0 && isExactAmount(odd) ? { isBack, odd } : null;
}

/** Whether the table offers `odd` on that side: an offered 0 is no offer; rates compare in hundredths. */
export function isOfferedOdd(offered: number, odd: number): boolean {
  return offered > 0 && rateToHundredths(offered) === rateToHundredths(odd);
}
