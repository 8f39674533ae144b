import { fromPaise, positionsAfterBet, slipProfitLossPaise, toPaise } from '@exchange/betting';
import type { SelectedBet } from '@exchange/shared-auth';

/** Fixed waits before a bet is sent (spec section 9): 800 ms, fancy 2000 ms. */
export const BET_DELAY_MS = 800;
export const FANCY_BET_DELAY_MS = 2000;
/** The slip closes after this many seconds (spec section 4). */
export const SLIP_SECONDS = 5;

export const BET_PLACED = 'Bet Placed';
export const FANCY_BET_PLACED = 'Bet Placed successfully';
export const SOMETHING_WENT_WRONG = 'Something Went Wrong';
export const FANCY_SOMETHING_WENT_WRONG = 'Something Went wrong';

/**
 * What each team's POSITION (rupees) on a market becomes if the slip is placed, by packages/betting's
 * position rule; null unless the slip is on that market (the bookmaker's or Match Odds).
 */
export function projectedPositions(
  current: ReadonlyMap<number, number>,
  teams: readonly number[],
  bet: SelectedBet | null,
  market: 'bookMakerOdds' | 'matchOdds' = 'bookMakerOdds',
): Map<number, number> | null {
  if (!bet || bet.isFancy || bet.marketType !== market || !(bet.amount > 0)) return null;
  const currentPaise = new Map(teams.map((id) => [id, toPaise(current.get(id) ?? 0)]));
  const next = positionsAfterBet(currentPaise, teams, {
    selectionId: bet.selectedId,
    side: bet.type,
    ...slipProfitLossPaise(bet),
  });
  return new Map([...next].map(([id, paise]) => [id, fromPaise(paise)]));
}
