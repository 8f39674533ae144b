import { resultTotalAmount } from '@exchange/betting';
import type { ResultBet } from './parseResult';

/** The result popup's radios (spec section 2). */
export const BET_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'back', label: 'Back' },
  { value: 'lay', label: 'Lay' },
  { value: 'deleted', label: 'Deleted' },
] as const;

export type BetFilter = (typeof BET_FILTERS)[number]['value'];

/** A deleted bet is one the house voided: the stake came back and nothing was won or lost. */
const isDeleted = (bet: ResultBet) => bet.result === 'VOID';

export function filterBets(bets: readonly ResultBet[], filter: BetFilter): ResultBet[] {
  switch (filter) {
    case 'all':
      return [...bets];
    case 'back':
      return bets.filter((b) => !b.isLay);
    case 'lay':
      return bets.filter((b) => b.isLay);
    case 'deleted':
      return bets.filter(isDeleted);
  }
}

/**
 * Total Bets and Total Amount of the shown bets. With All it is the server's figure: the negative
 * of the round's totalProfitLoss; a filter totals the bets it shows.
 */
export function betTotals(
  shown: readonly ResultBet[],
  filter: BetFilter,
  totalProfitLoss: number,
): { count: number; totalAmount: number } {
  const totalAmount =
    filter === 'all' ? resultTotalAmount([totalProfitLoss]) : resultTotalAmount(shown.map((b) => b.profitLoss));
  return { count: shown.length, totalAmount };
}
