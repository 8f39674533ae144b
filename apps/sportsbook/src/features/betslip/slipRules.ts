import { cricketMarketKind, fromPaise, payoutOf, positionsAfterBet, profitLoss, toPaise, type ProfitLoss } from '@exchange/betting';
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
export function slipProfitLoss(bet: SlipTerms): { profit: number; loss: number } {
  const pl = slipProfitLossPaise(bet);
  return { profit: fromPaise(pl.profitPaise), loss: fromPaise(pl.lossPaise) };
}

type SlipTerms = Pick<SelectedBet, 'isFancy' | 'type' | 'selectedRate' | 'selectedOdd' | 'amount'>;

function slipProfitLossPaise(bet: SlipTerms): ProfitLoss {
  const amount = Number.isFinite(bet.amount) && bet.amount > 0 ? bet.amount : 0;
  const rate = bet.isFancy ? bet.selectedRate : bet.selectedOdd;
  if (!(rate > 0)) return { profitPaise: 0, lossPaise: 0 };
  return profitLoss(payoutOf(cricketMarketKind(bet.isFancy)), bet.type, rate, toPaise(amount));
}

/** What each team's POSITION (rupees) becomes if the slip is placed, by packages/betting's position rule. */
export function projectedPositions(current: ReadonlyMap<number, number>, teams: readonly number[], bet: SelectedBet | null): Map<number, number> | null {
  if (!bet || bet.isFancy || !(bet.amount > 0)) return null;
  const currentPaise = new Map(teams.map((id) => [id, toPaise(current.get(id) ?? 0)]));
  const next = positionsAfterBet(currentPaise, teams, { selectionId: bet.selectedId, side: bet.type, ...slipProfitLossPaise(bet) });
  return new Map([...next].map(([id, paise]) => [id, fromPaise(paise)]));
}
