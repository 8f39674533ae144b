import { fromPaise, profitLoss, toPaise } from '@exchange/betting';
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

/** Profit and loss (rupees) of the slip at its amount; rates and stakes go through paise. */
export function slipProfitLoss(bet: Pick<SelectedBet, 'isFancy' | 'type' | 'selectedRate' | 'selectedOdd' | 'amount'>): { profit: number; loss: number } {
  const amount = Number.isFinite(bet.amount) && bet.amount > 0 ? bet.amount : 0;
  const rate = bet.isFancy ? bet.selectedRate : bet.selectedOdd;
  if (!(rate > 0)) return { profit: 0, loss: 0 };
  const pl = profitLoss(bet.isFancy ? 'FANCY' : 'BOOKMAKER', bet.type, rate, toPaise(amount));
  return { profit: fromPaise(pl.profitPaise), loss: fromPaise(pl.lossPaise) };
}

/**
 * What each team's POSITION becomes if the slip is placed (spec section 4): the backed team
 * gains the profit and the others lose the loss; a lay is reversed.
 */
export function projectedPositions(current: ReadonlyMap<number, number>, teams: readonly number[], bet: SelectedBet | null): Map<number, number> | null {
  if (!bet || bet.isFancy || !(bet.amount > 0)) return null;
  const { profit, loss } = slipProfitLoss(bet);
  const next = new Map<number, number>();
  for (const id of teams) {
    const own = id === bet.selectedId;
    const delta = bet.type === 'back' ? (own ? profit : -loss) : own ? -loss : profit;
    next.set(id, fromPaise(toPaise(current.get(id) ?? 0) + toPaise(delta)));
  }
  return next;
}
