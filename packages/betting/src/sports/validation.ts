import { INVALID_AMOUNT, isExactAmount, stakeProblem } from '../amounts';

/** Match settings as the API sends them (spec section 3), stakes in rupees. */
export type StakeLimits = {
  minStack: number;
  maxStack: number;
  bookmakerMinStack: number;
  bookmakerMaxStack: number;
  sessionMinStack: number;
  sessionMaxStack: number;
};

export { INVALID_AMOUNT };
export const INVALID_ODD = 'Please select a Valid Odd';
export const minimumBetMessage = (value: number) => `Minimum bet amount is ${value}`;
export const maximumBetMessage = (value: number) => `Maximum bet amount is ${value}`;

/**
 * The market minimum and maximum (spec section 5): MATCH_ODDS minStack/maxStack; bookmaker
 * markets minStack/bookmakerMaxStack (the spec names minStack for BOOKMAKER_ODDS_2); fancy
 * markets sessionMinStack/sessionMaxStack.
 */
export function limitsFor(marketType: string, limits: StakeLimits): { min: number; max: number } {
  const type = marketType.toUpperCase();
  if (type.startsWith('FANCY')) return { min: limits.sessionMinStack, max: limits.sessionMaxStack };
  if (type.startsWith('BOOKMAKER')) return { min: limits.minStack, max: limits.bookmakerMaxStack };
  return { min: limits.minStack, max: limits.maxStack };
}

/** The first rule a sport bet breaks, in the spec's words, or null when it may be sent. */
export function validateSportBet(input: { amount: number; odd: number; marketType: string; limits?: StakeLimits | null }): string | null {
  const { amount, odd, marketType, limits } = input;
  const invalid = stakeProblem(amount);
  if (invalid) return invalid;
  if (!isExactAmount(odd) || odd <= 0) return INVALID_ODD;
  if (!limits) return null;
  const { min, max } = limitsFor(marketType, limits);
  if (amount < min) return minimumBetMessage(min);
  if (amount > max) return maximumBetMessage(max);
  return null;
}
