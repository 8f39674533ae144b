import { MAX_REQUEST_AMOUNT, fromPaise, isExactAmount, toPaise, type HedgeBet } from '@exchange/betting';
import { ApiError } from '../http/envelope';

/**
 * What every cash-out (the bookmaker's, Match Odds') shares: the levelling bets on offer as the
 * player reads them, and the amount the player was shown, which cashing out must still pay.
 */

/** A levelling bet of the offer, in rupees. */
export function levellingBetView(bet: HedgeBet, runnerName: string) {
  return {
    selectionId: bet.selectionId,
    runnerName,
    type: bet.side,
    price: bet.rate,
    amount: fromPaise(bet.stakePaise),
  };
}

/** The `guaranteed` amount of a cash-out request (rupees, below 0 for a loss) in paise; anything but an exact amount is a 400. */
export function guaranteedPaise(guaranteed: number): number {
  if (!isExactAmount(guaranteed, -MAX_REQUEST_AMOUNT))
    throw ApiError.badRequest('guaranteed must be an amount with at most two decimals');
  return toPaise(guaranteed);
}
