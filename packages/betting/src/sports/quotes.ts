/**
 * Bookmaker rates in paisa (spec section 9: 85 pays 0.85 per rupee) from a win chance: LAGAI just
 * under the fair rate (1/chance − 1, per hundred), KHAI 2 above it; the chance is held to 1–99 %.
 */
export function bookmakerRates(chance: number): { lagai: number; khai: number } {
  const fair = (1 / Math.min(0.99, Math.max(0.01, chance)) - 1) * 100;
  const lagai = Math.min(997, Math.max(1, Math.floor(fair) - 1));
  return { lagai, khai: lagai + 2 };
}
