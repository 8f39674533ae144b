import { rankOf, suitOf, RANKS } from './cards';

/** Teen Patti hand classes, weakest first (trail/trio is the best hand). */
export const HAND_CLASSES = ['High Card', 'Pair', 'Flush', 'Straight', 'Straight Flush', 'Trio'] as const;
export type HandClass = (typeof HAND_CLASSES)[number];

export type HandValue = { handClass: HandClass; /** Compared left to right after the class. */ tiebreak: number[] };

/** Ace high: 2=2 .. K=13, A=14. */
const highValue = (code: string) => (rankOf(code) === 'A' ? 14 : RANKS.indexOf(rankOf(code)) + 1);

/**
 * Sequence strength: A-K-Q is the top sequence and A-2-3 the next (the common Indian rule), then
 * K-Q-J down to 4-3-2; null when the three ranks are not consecutive.
 */
function sequenceTop(values: number[]): number | null {
  const [a, b, c] = values;
  if (a === 14 && b === 3 && c === 2) return 14;
  if (a === 14 && b === 13 && c === 12) return 15;
  return a! - 1 === b && b! - 1 === c ? a! : null;
}

export function evaluateHand(cards: readonly string[]): HandValue {
  if (cards.length !== 3) throw new RangeError('A Teen Patti hand has three cards');
  const values = cards.map(highValue).sort((x, y) => y - x);
  const flush = new Set(cards.map(suitOf)).size === 1;
  const top = sequenceTop(values);
  const [a, b, c] = values as [number, number, number];
  if (a === c) return { handClass: 'Trio', tiebreak: [a] };
  if (top !== null) return { handClass: flush ? 'Straight Flush' : 'Straight', tiebreak: [top] };
  if (flush) return { handClass: 'Flush', tiebreak: values };
  if (a === b || b === c) {
    const pair = b;
    const kicker = a === b ? c : a;
    return { handClass: 'Pair', tiebreak: [pair, kicker] };
  }
  return { handClass: 'High Card', tiebreak: values };
}

/** Positive when hand A beats hand B, negative when B wins, 0 for an exact tie. */
export function compareHands(a: readonly string[], b: readonly string[]): number {
  const va = evaluateHand(a);
  const vb = evaluateHand(b);
  const byClass = HAND_CLASSES.indexOf(va.handClass) - HAND_CLASSES.indexOf(vb.handClass);
  if (byClass !== 0) return byClass;
  for (let i = 0; i < va.tiebreak.length; i++) {
    const diff = va.tiebreak[i]! - vb.tiebreak[i]!;
    if (diff !== 0) return diff;
  }
  return 0;
}

/** Teen Patti 20 pair plus (spec section 9): decimal odds per hand class; high card loses. */
export const PAIR_PLUS_ODDS: Partial<Record<HandClass, number>> = {
  Pair: 2, // 1 to 1
  Flush: 5, // 1 to 4
  Straight: 7, // 1 to 6
  Trio: 31, // 1 to 30
  'Straight Flush': 41, // 1 to 40
};
