/**
 * The account statement's report types (spec section 4): a Balance Report is the deposits and
 * withdrawals, a Game Report everything else.
 */
export type StatementType = 'ALL' | 'GAME' | 'BALANCE';

export const STATEMENT_TYPES: readonly StatementType[] = ['ALL', 'GAME', 'BALANCE'];

export function isBalanceMovement(description: string): boolean {
  return /deposit|withdraw/i.test(description);
}

export function matchesStatementType(description: string, type: StatementType): boolean {
  if (type === 'BALANCE') return isBalanceMovement(description);
  if (type === 'GAME') return !isBalanceMovement(description);
  return true;
}

/** The ledger's wallet total: credits less debits over the rows shown, summed in paise. */
export function netOfEntries(entries: readonly { credit: number; debit: number }[]): number {
  const paise = entries.reduce((sum, e) => sum + Math.round(e.credit * 100) - Math.round(e.debit * 100), 0);
  return paise / 100;
}
