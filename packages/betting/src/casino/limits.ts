import { stakeProblem } from '../amounts';
import { INVALID_AMOUNT, maximumBetMessage, minimumBetMessage } from '../sports/validation';

/** A casino table's stake limits in whole rupees. */
export type TableLimits = { min: number; max: number };

/** The casino header's limits (spec section 2: '| Min: 100 | Max: 300000'), for tables with none of their own. */
export const DEFAULT_TABLE_LIMITS: TableLimits = { min: 100, max: 300_000 };

/**
 * Stake limits per table (spec section 9, "Displayed limits"): the one table the casino page shows
 * and the API enforces. Dragon Tiger 20 and Dragon Tiger 2: 100 to 25000; Teen Patti 2020: 100 to
 * 150000; the others the header's 100 to 300000.
 */
export const TABLE_LIMITS: Readonly<Record<string, TableLimits>> = {
  AAA: DEFAULT_TABLE_LIMITS,
  DRAGON_TIGER_20: { min: 100, max: 25_000 },
  TEEN_20: { min: 100, max: 150_000 },
  LUCKY7: DEFAULT_TABLE_LIMITS,
  ABJ: DEFAULT_TABLE_LIMITS,
  WORLI2: DEFAULT_TABLE_LIMITS,
  DRAGON_TIGER_202: { min: 100, max: 25_000 },
  TEEN: DEFAULT_TABLE_LIMITS,
};

export function tableLimits(gameId: string): TableLimits {
  return TABLE_LIMITS[gameId] ?? DEFAULT_TABLE_LIMITS;
}

/** Whether a table has limits of its own, which its page shows above the board. */
export function hasOwnLimits(gameId: string): boolean {
  const limits = tableLimits(gameId);
  return limits.min !== DEFAULT_TABLE_LIMITS.min || limits.max !== DEFAULT_TABLE_LIMITS.max;
}

/**
 * The first thing wrong with a casino stake, in the spec's words, or null: an exact amount, within
 * the table's limits, in whole rupees (the slip's amount input takes digits only, spec section 5).
 */
export function casinoStakeProblem(gameId: string, amount: unknown): string | null {
  const invalid = stakeProblem(amount);
  if (invalid || typeof amount !== 'number') return invalid ?? INVALID_AMOUNT;
  const { min, max } = tableLimits(gameId);
  if (amount < min) return minimumBetMessage(min);
  if (amount > max) return maximumBetMessage(max);
  if (!Number.isInteger(amount)) return INVALID_AMOUNT;
  return null;
}
