/**
 * Money is held as integer paise everywhere it is stored or summed, and turned into rupees
 * only at the edge (JSON for the client, text for the screen). Binary floats never accumulate.
 */
export type Paise = number;

const PAISE_PER_RUPEE = 100;

/** Rupees (as typed or received) to integer paise, rounding half away from zero. */
export function toPaise(rupees: number): Paise {
  if (!Number.isFinite(rupees)) throw new RangeError(`Not a finite amount: ${rupees}`);
  const scaled = Math.round(Math.abs(rupees) * PAISE_PER_RUPEE + Number.EPSILON * 100);
  return rupees < 0 ? -scaled : scaled;
}

/** Integer paise to rupees, exact to two decimals. */
export function fromPaise(paise: Paise): number {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Not a whole number of paise: ${paise}`);
  return paise / PAISE_PER_RUPEE;
}

/**
 * Odds and rates (decimal odds, bookmaker paisa, session sizes) have at most two decimals and are
 * stored as integer hundredths, like paise: 1.98 ↔ 198, 85 ↔ 8500.
 */
export function rateToHundredths(rate: number): number {
  return toPaise(rate);
}

export function rateFromHundredths(hundredths: number): number {
  return fromPaise(hundredths);
}

/** Odds as the boxes, slips and bet lists show them: two decimals ("1.98", "85.00"). */
export function formatOdds(odds: number): string {
  return odds.toFixed(2);
}

/**
 * Every balance, stake, profit, loss and liability on screen: two decimals with Indian digit
 * grouping, "1,00,000.00" and "-1,234.50" (issue 16). Built by hand from integer paise, so the
 * text is the same whatever ICU data the runtime carries; an amount that is not a finite number shows as "-".
 */
export function formatAmount(rupees: number): string {
  const paise = Number.isFinite(rupees) ? toPaise(rupees) : Number.NaN;
  if (!Number.isSafeInteger(paise)) return '-';
  const digits = String(Math.abs(paise)).padStart(3, '0');
  const fraction = digits.slice(-2);
  const whole = digits.slice(0, -2);
  // The last three digits form a group, every two before them another: 12,34,567.
  const head = whole.slice(0, -3);
  const grouped = head ? `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${whole.slice(-3)}` : whole;
  return `${paise < 0 ? '-' : ''}${grouped}.${fraction}`;
}

/**
 * An amount where space is short (the sizes under Match Odds prices, order summaries): as
 * `formatAmount`, without the paise when there are none, "25,000" and "1,234.50".
 */
export function formatCompactAmount(rupees: number): string {
  return formatAmount(rupees).replace(/\.00$/, '');
}

/** The wallet the header shows: balance plus liability (liability is zero or negative), summed in paise. */
export function walletBalance(balance: number, liability: number): number {
  return fromPaise(toPaise(balance) + toPaise(liability));
}
