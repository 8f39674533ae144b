import { describe, expect, it } from 'vitest';
import { bestPrices, isCrossed, matchOrder, type IncomingOrder, type RestingOrder } from './orderBook';

const order = (id: string, side: 'back' | 'lay', price: number, rupees: number, sequence: number): RestingOrder => ({
  id,
  side,
  priceHundredths: price,
  remainingPaise: rupees * 100,
  sequence,
});

const lays = [
  order('L1', 'lay', 210, 50, 2),
  order('L2', 'lay', 210, 30, 1),
  order('L3', 'lay', 204, 100, 3),
  order('L4', 'lay', 198, 500, 4),
];

describe('matching an order against a runner book (price-time priority)', () => {
  it('gives a backer the highest odds on offer first, the oldest order first at one price', () => {
    // Back ₹100 at 2.00: ₹30 of L2 at 2.10 (older), ₹50 of L1 at 2.10, then ₹20 of L3 at 2.04.
    // L4 offers only 1.98, below what the backer asked, and is not touched.
    expect(matchOrder(lays, { side: 'back', priceHundredths: 200, stakePaise: 10_000 })).toEqual({
      fills: [
        { orderId: 'L2', priceHundredths: 210, stakePaise: 3_000 },
        { orderId: 'L1', priceHundredths: 210, stakePaise: 5_000 },
        { orderId: 'L3', priceHundredths: 204, stakePaise: 2_000 },
      ],
      matchedPaise: 10_000,
      unmatchedPaise: 0,
    });
  });

  it('leaves the remainder unmatched when the book runs out at the asked price', () => {
    // ₹30 + ₹50 + ₹100 = ₹180 is offered at 2.00 or better; ₹820 of ₹1,000 rests.
    const result = matchOrder(lays, { side: 'back', priceHundredths: 200, stakePaise: 100_000 });
    expect(result.matchedPaise).toBe(18_000);
    expect(result.unmatchedPaise).toBe(82_000);
  });

  it('gives a layer the lowest odds first and never matches an order of its own side', () => {
    const backs = [
      order('B1', 'back', 300, 40, 1),
      order('B2', 'back', 290, 60, 5),
      order('B3', 'back', 290, 10, 4),
      order('L9', 'lay', 250, 999, 0),
    ];
    // Lay ₹100 at 3.00: ₹10 of B3 at 2.90 (older than B2), ₹60 of B2 at 2.90, ₹30 of B1 at 3.00.
    expect(matchOrder(backs, { side: 'lay', priceHundredths: 300, stakePaise: 10_000 }).fills).toEqual([
      { orderId: 'B3', priceHundredths: 290, stakePaise: 1_000 },
      { orderId: 'B2', priceHundredths: 290, stakePaise: 6_000 },
      { orderId: 'B1', priceHundredths: 300, stakePaise: 3_000 },
    ]);
    expect(matchOrder(backs, { side: 'lay', priceHundredths: 280, stakePaise: 10_000 }).unmatchedPaise).toBe(10_000);
  });

  it.each([
    { side: 'back', priceHundredths: 200, stakePaise: 0 },
    { side: 'back', priceHundredths: 200, stakePaise: 1.5 },
    { side: 'lay', priceHundredths: 100, stakePaise: 100 },
    { side: 'lay', priceHundredths: Number.NaN, stakePaise: 100 },
  ] as IncomingOrder[])('refuses an order that is not a stake at a price: %o', (incoming) => {
    expect(() => matchOrder(lays, incoming)).toThrow(RangeError);
  });
});

describe('what a player sees of the book', () => {
  it('shows the best three prices to back (lay orders, highest first) and to lay, with their sizes', () => {
    const book = [...lays, order('B1', 'back', 220, 25, 5), order('B2', 'back', 230, 75, 6)];
    expect(bestPrices(book)).toEqual({
      toBack: [
        { priceHundredths: 210, sizePaise: 8_000 },
        { priceHundredths: 204, sizePaise: 10_000 },
        { priceHundredths: 198, sizePaise: 50_000 },
      ],
      toLay: [
        { priceHundredths: 220, sizePaise: 2_500 },
        { priceHundredths: 230, sizePaise: 7_500 },
      ],
    });
    expect(isCrossed(book)).toBe(false);
    expect(isCrossed([...book, order('B3', 'back', 204, 1, 7)])).toBe(true);
  });

  it('never leaves the book crossed and matches as much on each side, over many random orders', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const book: RestingOrder[] = [];
    const matched = { back: 0, lay: 0 };
    for (let sequence = 0; sequence < 2_000; sequence += 1) {
      const side = random() < 0.5 ? 'back' : 'lay';
      const incoming = {
        side,
        priceHundredths: 180 + Math.floor(random() * 40),
        stakePaise: 1 + Math.floor(random() * 50_000),
      } as const;
      const { fills, unmatchedPaise } = matchOrder(book, incoming);
      for (const fill of fills) {
        const resting = book.find((candidate) => candidate.id === fill.orderId)!;
        resting.remainingPaise -= fill.stakePaise;
        matched[resting.side] += fill.stakePaise;
        matched[side] += fill.stakePaise;
        // The taker gets its price or better.
        expect(
          side === 'back'
            ? fill.priceHundredths >= incoming.priceHundredths
            : fill.priceHundredths <= incoming.priceHundredths,
        ).toBe(true);
      }
      if (unmatchedPaise > 0)
        book.push({
          id: `o${sequence}`,
          side,
          priceHundredths: incoming.priceHundredths,
          remainingPaise: unmatchedPaise,
          sequence,
        });
      expect(isCrossed(book)).toBe(false);
    }
    expect(matched.back).toBe(matched.lay);
    expect(matched.back).toBeGreaterThan(0);
  });
});
