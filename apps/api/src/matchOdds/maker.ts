import { fairLadderPrice, stepPrice, type RestingOrder } from '@exchange/betting';

/** The market makers' depth per runner and side: three prices, more money further from the best. */
export const MAKER_LEVELS_PAISE = [2_500_000, 5_000_000, 10_000_000] as const;

/** Makers' orders come after every player's at the same price: players are matched first. */
const MAKER_SEQUENCE = Number.MAX_SAFE_INTEGER;

export const isMakerOrder = (id: string) => id.startsWith('maker:');

/**
 * The simulator's market makers on one runner (issue 15): their orders follow the match. From the
 * runner's win chance c the fair odds are 1/c; the makers offer to back one tick below the fair
 * price (their lay orders) and to lay one tick above that (their back orders), three prices deep
 * on each side, so the market carries a small margin, as a real book does.
 */
export function makerQuotes(selectionId: number, chance: number): RestingOrder[] {
  const fair = fairLadderPrice(chance);
  const bestToBack = stepPrice(fair, -1);
  const bestToLay = stepPrice(bestToBack, 1);
  return MAKER_LEVELS_PAISE.flatMap((remainingPaise, depth) => [
    {
      id: `maker:${selectionId}:lay:${depth}`,
      side: 'lay' as const,
      priceHundredths: stepPrice(bestToBack, -depth),
      remainingPaise,
      sequence: MAKER_SEQUENCE,
    },
    {
      id: `maker:${selectionId}:back:${depth}`,
      side: 'back' as const,
      priceHundredths: stepPrice(bestToLay, depth),
      remainingPaise,
      sequence: MAKER_SEQUENCE,
    },
  ]);
}

/** Which quotes the makers show: they change only when a runner's chance does. */
export const quoteKeyOf = (chances: readonly number[]) => chances.map(String).join('/');

/** The makers' quotes less what players have taken of them since they were made. */
export function makerOrders(
  selectionId: number,
  chance: number,
  taken: Readonly<Record<string, number>> = {},
): RestingOrder[] {
  return makerQuotes(selectionId, chance)
    .map((order) => ({ ...order, remainingPaise: order.remainingPaise - (taken[order.id] ?? 0) }))
    .filter((order) => order.remainingPaise > 0);
}
