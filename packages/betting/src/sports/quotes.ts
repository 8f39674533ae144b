/**
 * Bookmaker rates in paisa (spec section 9: 85 pays 0.85 per rupee) from a win chance: LAGAI just
 * under the fair rate (1/chance − 1, per hundred), KHAI 2 above it; the chance is held to 1–99 %.
 */
export function bookmakerRates(chance: number): { lagai: number; khai: number } {
  const fair = (1 / Math.min(0.99, Math.max(0.01, chance)) - 1) * 100;
  const lagai = Math.min(997, Math.max(1, Math.floor(fair) - 1));
  return { lagai, khai: lagai + 2 };
}

/**
 * fancy1's decimal odds from the chance that its event happens: YES (back) a tenth under the fair
 * odds' edge (1/chance − 1), NO (lay) a tenth over it, at least 0.02 apart and YES at least 1.01;
 * the chance is held to 2–98 %. Worked in hundredths, so the prices have two decimals exactly.
 */
export function eventOdds(chance: number): { yes: number; no: number } {
  const edge = Math.round((1 / Math.min(0.98, Math.max(0.02, chance)) - 1) * 100);
  const yes = Math.max(101, 100 + Math.floor((edge * 9) / 10));
  const no = Math.max(yes + 2, 100 + Math.ceil((edge * 11) / 10));
  return { yes: yes / 100, no: no / 100 };
}
