import { INVALID_AMOUNT, isExactAmount, stakeProblem } from '../amounts';
import type { MarketKind } from './marketKind';

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

type LimitFields = { min: keyof StakeLimits; max: keyof StakeLimits };

/**
 * The market minimum and maximum (spec section 5): MATCH_ODDS minStack/maxStack; bookmaker
 * markets minStack/bookmakerMaxStack (the spec names minStack for BOOKMAKER_ODDS_2, and
 * BOOKMAKER_ODDS_1 is the same market's other name); fancy markets sessionMinStack/sessionMaxStack.
 */
const LIMIT_FIELDS: Readonly<Record<MarketKind, LimitFields>> = {
  MATCH_ODDS: { min: 'minStack', max: 'maxStack' },
  BOOKMAKER_ODDS_1: { min: 'minStack', max: 'bookmakerMaxStack' },
  BOOKMAKER_ODDS_2: { min: 'minStack', max: 'bookmakerMaxStack' },
  FANCY_ODDS: { min: 'sessionMinStack', max: 'sessionMaxStack' },
  FANCY_ODDS_2: { min: 'sessionMinStack', max: 'sessionMaxStack' },
};

export function limitsFor(marketType: MarketKind, limits: StakeLimits): { min: number; max: number } {
  const fields = LIMIT_FIELDS[marketType];
  return { min: limits[fields.min], max: limits[fields.max] };
}

/** The first rule a sport bet breaks, in the spec's words, or null when it may be sent. */
export function validateSportBet(input: {
  amount: number;
  odd: number;
  marketType: MarketKind;
  limits?: StakeLimits | null;
}): string | null {
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
