import { toPaise, type Paise } from './money';

export const INVALID_AMOUNT = 'Please enter a Valid Amount';

/** Money is written with at most two decimals (paise); nothing finer is ever rounded away. */
export const AMOUNT_DECIMALS = 2;

/** The largest amount any bet request may carry, in rupees (far above every stake limit). */
export const MAX_REQUEST_AMOUNT = 1_000_000_000;

const SHORTEST_FORM = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/;

/**
 * Decimal places of a number as it is written in its shortest form (JavaScript's own number to
 * text, which round-trips): 100.55 → 2, 100.555 → 3, 1e-7 → 7, 1.1 → 1 (although 1.1 × 100 is
 * not exactly 110 in binary). Infinity for what is not a finite number.
 */
export function decimalPlaces(value: number): number {
  if (!Number.isFinite(value)) return Number.POSITIVE_INFINITY;
  const match = SHORTEST_FORM.exec(String(Math.abs(value)));
  if (!match) return Number.POSITIVE_INFINITY;
  const fraction = match[2]?.length ?? 0;
  const exponent = Number(match[3] ?? 0);
  return Math.max(0, fraction - exponent);
}

/** A finite number with at most two decimals within [min, max]: an amount taken exactly as written. */
export function isExactAmount(value: unknown, min = 0, max = MAX_REQUEST_AMOUNT): value is number {
  return (
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value >= min &&
    value <= max &&
    decimalPlaces(value) <= AMOUNT_DECIMALS
  );
}

/**
 * The first thing wrong with a stake, in the spec's words ('Please enter a Valid Amount'), or null:
 * a stake is a positive number of rupees with at most two decimals, never rounded on the way in.
 */
export function stakeProblem(amount: unknown): string | null {
  return isExactAmount(amount) && amount > 0 ? null : INVALID_AMOUNT;
}

/** Rupees to paise when they are exact; a RangeError for anything with finer decimals or out of range. */
export function exactPaise(rupees: number): Paise {
  if (!isExactAmount(rupees, -MAX_REQUEST_AMOUNT)) throw new RangeError(`Not an exact amount: ${rupees}`);
  return toPaise(rupees);
}

/** An amount written as text (the casino's profit and loss for some games, spec section 5): digits, at most two decimals. */
const AMOUNT_TEXT = /^(?:0|[1-9]\d{0,9})(?:\.\d{1,2})?$/;

/**
 * The problem with an amount a request carries beside its stake (profit, loss), naming the field,
 * or null: absent, or a non-negative exact amount (a number, or its text where the wire allows it).
 */
export function amountFieldProblem(field: string, value: unknown): string | null {
  if (value === undefined) return null;
  const exact =
    typeof value === 'string' ? AMOUNT_TEXT.test(value) && Number(value) <= MAX_REQUEST_AMOUNT : isExactAmount(value);
  return exact ? null : `${field} must be an amount of at most ${MAX_REQUEST_AMOUNT} with at most two decimals`;
}
