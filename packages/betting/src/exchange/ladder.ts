/**
 * The standard exchange price ladder (issue 15; the one Betfair publishes): decimal odds from 1.01
 * to 1000 in increments that widen as the odds grow. Prices are held as integer hundredths
 * (1.01 ↔ 101, 1000 ↔ 100000) so that stepping never drifts.
 */
const BANDS: ReadonlyArray<{ upTo: number; step: number }> = [
  { upTo: 200, step: 1 }, // 1.01 – 2.00 by 0.01
  { upTo: 300, step: 2 }, // 2.02 – 3.00 by 0.02
  { upTo: 400, step: 5 }, // 3.05 – 4.00 by 0.05
  { upTo: 600, step: 10 }, // 4.10 – 6.00 by 0.1
  { upTo: 1000, step: 20 }, // 6.20 – 10.0 by 0.2
  { upTo: 2000, step: 50 }, // 10.5 – 20.0 by 0.5
  { upTo: 3000, step: 100 }, // 21 – 30 by 1
  { upTo: 5000, step: 200 }, // 32 – 50 by 2
  { upTo: 10000, step: 500 }, // 55 – 100 by 5
  { upTo: 100000, step: 1000 }, // 110 – 1000 by 10
];

export const LADDER_MIN_HUNDREDTHS = 101;
export const LADDER_MAX_HUNDREDTHS = 100_000;

function buildLadder(): readonly number[] {
  const prices: number[] = [];
  let bottom = LADDER_MIN_HUNDREDTHS - BANDS[0]!.step;
  for (const { upTo, step } of BANDS) {
    // Each band starts one of its own steps above the previous band's top.
    for (let price = bottom + step; price <= upTo; price += step) prices.push(price);
    bottom = upTo;
  }
  return prices;
}

/** Every price on the ladder in hundredths, lowest first (350 of them). */
export const PRICE_LADDER: readonly number[] = buildLadder();

const INDEX = new Map(PRICE_LADDER.map((price, i) => [price, i]));

/** Whether decimal odds (in hundredths) are a price of the ladder. */
export function isLadderPrice(hundredths: number): boolean {
  return INDEX.has(hundredths);
}

/** Whether decimal odds as a player writes them (2.2, 2.22) are exactly a price of the ladder. */
export function isLadderOdds(odds: number): boolean {
  if (!Number.isFinite(odds)) return false;
  const hundredths = Math.round(odds * 100);
  return isLadderPrice(hundredths) && Math.abs(hundredths / 100 - odds) < 1e-9;
}

/**
 * The price `ticks` steps up (positive) or down (negative) the ladder from a ladder price, held
 * at the ladder's ends. A price that is not on the ladder is first snapped to the nearest step in
 * the direction of travel (down → the ladder price below it, up → the one above).
 */
export function stepPrice(hundredths: number, ticks: number): number {
  if (!Number.isFinite(hundredths) || !Number.isInteger(ticks)) throw new RangeError('Not a price or a step count');
  let index = INDEX.get(hundredths);
  if (index === undefined) {
    const above = PRICE_LADDER.findIndex((price) => price > hundredths);
    const firstAbove = above === -1 ? PRICE_LADDER.length : above;
    // Off the ladder: one tick up lands on the next price above, one tick down on the one below.
    index = ticks > 0 ? firstAbove - 1 : firstAbove;
  }
  return PRICE_LADDER[Math.min(PRICE_LADDER.length - 1, Math.max(0, index + ticks))]!;
}

/** The number of ladder steps from `from` to `to` (both ladder prices); negative when `to` is lower. */
export function ticksBetween(from: number, to: number): number {
  const a = INDEX.get(from);
  const b = INDEX.get(to);
  if (a === undefined || b === undefined) throw new RangeError(`Not ladder prices: ${from}, ${to}`);
  return b - a;
}

/** The ladder price nearest to any odds in hundredths (ties go to the lower price); for simulators. */
export function nearestLadderPrice(hundredths: number): number {
  if (!(hundredths > LADDER_MIN_HUNDREDTHS)) return LADDER_MIN_HUNDREDTHS;
  if (hundredths >= LADDER_MAX_HUNDREDTHS) return LADDER_MAX_HUNDREDTHS;
  const above = PRICE_LADDER.findIndex((price) => price >= hundredths);
  const upper = PRICE_LADDER[above]!;
  const lower = PRICE_LADDER[above - 1]!;
  return upper - hundredths < hundredths - lower ? upper : lower;
}

/** The ladder price nearest the fair decimal odds of a win chance (1 / chance), the chance held to 1–99 %. */
export function fairLadderPrice(chance: number): number {
  return nearestLadderPrice(Math.round(100 / Math.min(0.99, Math.max(0.01, chance))));
}
