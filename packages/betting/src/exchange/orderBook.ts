import type { Paise } from '../money';
import type { BetSide } from '../sports/profitLoss';

/**
 * One runner's order book (issue 15). Every order is held in the backer's stake, as exchanges
 * show it: a lay order of ₹100 at 3.00 accepts ₹100 of backers' money and risks ₹200.
 * - A resting **back** order at price p wants odds of p or more: it is what a layer can lay into.
 * - A resting **lay** order at price p offers odds up to p: it is what a backer can back into.
 * Matching is price-time priority: the best price first, then the oldest order at that price, and
 * a match happens at the resting order's price, so the taker always gets that price or a better one.
 */
export type RestingOrder = {
  id: string;
  side: BetSide;
  /** Decimal odds in hundredths (a price of the ladder). */
  priceHundredths: number;
  /** The backer's stake still unmatched. */
  remainingPaise: Paise;
  /** Arrival order: lower came first. */
  sequence: number;
};

export type IncomingOrder = { side: BetSide; priceHundredths: number; stakePaise: Paise };

export type Fill = { orderId: string; priceHundredths: number; stakePaise: Paise };

export type MatchResult = { fills: Fill[]; matchedPaise: Paise; unmatchedPaise: Paise };

function checkOrder({ priceHundredths, stakePaise }: IncomingOrder): void {
  if (!Number.isSafeInteger(stakePaise) || stakePaise <= 0) throw new RangeError(`Not a stake: ${stakePaise}`);
  if (!Number.isSafeInteger(priceHundredths) || priceHundredths <= 100)
    throw new RangeError(`Not a price: ${priceHundredths}`);
}

/** Whether a resting order can be matched by an incoming order of the other side at its price. */
function crosses(incoming: IncomingOrder, resting: RestingOrder): boolean {
  if (resting.side === incoming.side || resting.remainingPaise <= 0) return false;
  return incoming.side === 'back'
    ? resting.priceHundredths >= incoming.priceHundredths
    : resting.priceHundredths <= incoming.priceHundredths;
}

/** Resting orders an incoming order would meet, best price for the taker first, then oldest. */
export function matchingQueue(book: readonly RestingOrder[], incoming: IncomingOrder): RestingOrder[] {
  const better = incoming.side === 'back' ? -1 : 1; // a backer wants higher odds, a layer lower
  return book
    .filter((resting) => crosses(incoming, resting))
    .sort((a, b) => better * (a.priceHundredths - b.priceHundredths) || a.sequence - b.sequence);
}

/**
 * What an incoming order matches in a runner's book: the fills (resting order, its price, the
 * stake matched) in price-time priority, and the part left unmatched, which rests at the order's
 * own price. Pure: the caller applies the fills to its store in one transaction.
 */
export function matchOrder(book: readonly RestingOrder[], incoming: IncomingOrder): MatchResult {
  checkOrder(incoming);
  const fills: Fill[] = [];
  let left = incoming.stakePaise;
  for (const resting of matchingQueue(book, incoming)) {
    if (left === 0) break;
    const stakePaise = Math.min(left, resting.remainingPaise);
    fills.push({ orderId: resting.id, priceHundredths: resting.priceHundredths, stakePaise });
    left -= stakePaise;
  }
  return { fills, matchedPaise: incoming.stakePaise - left, unmatchedPaise: left };
}

export type PriceSize = { priceHundredths: number; sizePaise: Paise };

/**
 * The prices a player sees (best three by default): **to back**, the resting lay orders, highest
 * price first; **to lay**, the resting back orders, lowest first; each with the backer's stake
 * available at that price.
 */
export function bestPrices(book: readonly RestingOrder[], depth = 3): { toBack: PriceSize[]; toLay: PriceSize[] } {
  const levels = (side: BetSide, better: number): PriceSize[] => {
    const sizes = new Map<number, Paise>();
    for (const order of book)
      if (order.side === side && order.remainingPaise > 0)
        sizes.set(order.priceHundredths, (sizes.get(order.priceHundredths) ?? 0) + order.remainingPaise);
    return [...sizes]
      .sort(([a], [b]) => better * (a - b))
      .slice(0, depth)
      .map(([priceHundredths, sizePaise]) => ({ priceHundredths, sizePaise }));
  };
  return { toBack: levels('lay', -1), toLay: levels('back', 1) };
}

/**
 * A book is crossed when some back order would accept a price that some lay order offers: after
 * every match there must be none, or two orders that should have matched are both resting.
 */
export function isCrossed(book: readonly RestingOrder[]): boolean {
  let lowestBack = Infinity;
  let highestLay = -Infinity;
  for (const order of book) {
    if (order.remainingPaise <= 0) continue;
    if (order.side === 'back') lowestBack = Math.min(lowestBack, order.priceHundredths);
    else highestLay = Math.max(highestLay, order.priceHundredths);
  }
  return lowestBack <= highestLay;
}
