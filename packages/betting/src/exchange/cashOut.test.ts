import { describe, expect, it } from 'vitest';
import { cashOutBets } from './cashOut';
import { exchangeMarketExposure, orderLiability } from './orderExposure';

const INDIA = 1;
const PAKISTAN = 2;
const positions = (entries: Array<[number, number]>) => new Map(entries.map(([id, rupees]) => [id, rupees * 100]));

describe('liability of orders with matched and unmatched parts', () => {
  it('is the stake for a back and (odds − 1) × stake for a lay', () => {
    expect(orderLiability('back', 3, 10_000)).toBe(10_000);
    // Lay ₹100 at 3.00 risks ₹200.
    expect(orderLiability('lay', 3, 10_000)).toBe(20_000);
    // Lay ₹33.33 at 1.01 risks ₹0.3333, held as 33 paise.
    expect(orderLiability('lay', 1.01, 3_333)).toBe(33);
  });

  it('counts every unmatched order that would hurt in each result, and none that would help', () => {
    const matched = [{ selectionId: INDIA, side: 'back' as const, rate: 2, stakePaise: 10_000 }];
    // Matched: India +100, Pakistan −100. Exposure ₹100.
    expect(exchangeMarketExposure([INDIA, PAKISTAN], matched, [])).toBe(10_000);
    // Unmatched lay India ₹50 at 3.00: India 100 − 100 = 0; Pakistan stays −100 (the +50 would help). ₹100.
    const layIndia = { selectionId: INDIA, side: 'lay' as const, rate: 3, stakePaise: 5_000 };
    expect(exchangeMarketExposure([INDIA, PAKISTAN], matched, [layIndia])).toBe(10_000);
    // Unmatched back India ₹200 at 1.50 as well: Pakistan −100 − 200 = −300. ₹300.
    const backIndia = { selectionId: INDIA, side: 'back' as const, rate: 1.5, stakePaise: 20_000 };
    expect(exchangeMarketExposure([INDIA, PAKISTAN], matched, [layIndia, backIndia])).toBe(30_000);
    // Only an unmatched back: its stake. Matched back and lay of one stake at one price: level, nothing.
    expect(exchangeMarketExposure([INDIA, PAKISTAN], [], [backIndia])).toBe(20_000);
    expect(exchangeMarketExposure([INDIA, PAKISTAN], [...matched, { ...matched[0]!, side: 'lay' }], [])).toBe(0);
  });
});

describe('cash-out: the hedge that levels a position', () => {
  it('lays back a winning back bet at the lay price (two runners, one bet)', () => {
    // Backed India ₹100 at 2.00: India +100, Pakistan −100. Now India 1.50 / 1.52, Pakistan 2.90 / 3.00.
    // Lay India 100 × 2.00 / 1.52 = ₹131.58: India 100 − 131.58 × 0.52 (₹68.42) = ₹31.58; Pakistan −100 + 131.58 = ₹31.58.
    // (Backing Pakistan instead, 200 / 2.90 = ₹68.97, would leave only ₹31.03.)
    const cash = cashOutBets(
      'MATCH_ODDS',
      positions([
        [INDIA, 100],
        [PAKISTAN, -100],
      ]),
      [
        { selectionId: INDIA, back: 1.5, lay: 1.52 },
        { selectionId: PAKISTAN, back: 2.9, lay: 3 },
      ],
    );
    expect(cash?.bets).toEqual([{ selectionId: INDIA, side: 'lay', rate: 1.52, stakePaise: 13_158 }]);
    expect(cash?.guaranteedPaise).toBe(3_158);
    expect([...cash!.positionsAfter.values()]).toEqual([3_158, 3_158]);
  });

  it('backs back a lay, and takes a loss when the price went the wrong way', () => {
    // Laid India ₹100 at 2.00: India −100, Pakistan +100. India now 2.50 / 2.54.
    // Back India 200 / 2.50 = ₹80: India −100 + 80 × 1.5 = ₹20; Pakistan 100 − 80 = ₹20.
    const won = cashOutBets(
      'MATCH_ODDS',
      positions([
        [INDIA, -100],
        [PAKISTAN, 100],
      ]),
      [
        { selectionId: INDIA, back: 2.5, lay: 2.54 },
        { selectionId: PAKISTAN, back: 1.66, lay: 1.68 },
      ],
    );
    expect(won?.bets).toEqual([{ selectionId: INDIA, side: 'back', rate: 2.5, stakePaise: 8_000 }]);
    expect(won?.guaranteedPaise).toBe(2_000);
    // Backed India ₹100 at 2.00, India drifted to 3.00 / 3.10. Lay India 200 / 3.10 = ₹64.52:
    // India 100 − 64.52 × 2.10 (₹135.49) = −₹35.49; Pakistan −100 + 64.52 = −₹35.48. Guaranteed −₹35.49.
    const lost = cashOutBets(
      'MATCH_ODDS',
      positions([
        [INDIA, 100],
        [PAKISTAN, -100],
      ]),
      [
        { selectionId: INDIA, back: 3, lay: 3.1 },
        { selectionId: PAKISTAN, back: 1.45, lay: 1.5 },
      ],
    );
    expect(lost?.bets).toEqual([{ selectionId: INDIA, side: 'lay', rate: 3.1, stakePaise: 6_452 }]);
    expect(lost?.guaranteedPaise).toBe(-3_549);
  });

  it('hedges a bookmaker position at paisa rates', () => {
    // LAGAI India ₹1,000 at 85: India +850, Pakistan −1,000. India now LAGAI 40 / KHAI 42.
    // KHAI India 1,850 / 1.42 = ₹1,302.82: India 850 − 1,302.82 × 0.42 (₹547.18) = ₹302.82; Pakistan −1,000 + 1,302.82 = ₹302.82.
    const cash = cashOutBets(
      'BOOKMAKER',
      positions([
        [INDIA, 850],
        [PAKISTAN, -1000],
      ]),
      [
        { selectionId: INDIA, back: 40, lay: 42 },
        { selectionId: PAKISTAN, back: 150, lay: 152 },
      ],
    );
    expect(cash?.bets).toEqual([{ selectionId: INDIA, side: 'lay', rate: 42, stakePaise: 130_282 }]);
    expect(cash?.guaranteedPaise).toBe(30_282);
  });

  it('levels three runners with one lay when that guarantees most (soccer)', () => {
    // Backed Home ₹100 at 3.00: Home +200, Draw −100, Away −100. Home 2.00 / 2.04, Draw 3.4 / 3.5, Away 4.0 / 4.2.
    // Lay Home 300 / 2.04 = ₹147.06 guarantees ₹47.06; backing Draw ₹88.24 and Away ₹75 only ₹36.76.
    // Home 200 − 147.06 × 1.04 (₹152.94) = ₹47.06; Draw and Away −100 + 147.06 = ₹47.06.
    const cash = cashOutBets(
      'MATCH_ODDS',
      positions([
        [1, 200],
        [2, -100],
        [3, -100],
      ]),
      [
        { selectionId: 1, back: 2, lay: 2.04 },
        { selectionId: 2, back: 3.4, lay: 3.5 },
        { selectionId: 3, back: 4, lay: 4.2 },
      ],
    );
    expect(cash?.bets).toEqual([{ selectionId: 1, side: 'lay', rate: 2.04, stakePaise: 14_706 }]);
    expect([...cash!.positionsAfter.values()]).toEqual([4_706, 4_706, 4_706]);
  });

  it('uses the side that has a price, and gives up when no hedge is offered', () => {
    // No lay on India: back Pakistan 200 / 2.90 = ₹68.97 → India 100 − 68.97 = ₹31.03; Pakistan −100 + 68.97 × 1.9 (₹131.04) = ₹31.04.
    const cash = cashOutBets(
      'MATCH_ODDS',
      positions([
        [INDIA, 100],
        [PAKISTAN, -100],
      ]),
      [
        { selectionId: INDIA, back: 1.5 },
        { selectionId: PAKISTAN, back: 2.9, lay: 3 },
      ],
    );
    expect(cash?.bets).toEqual([{ selectionId: PAKISTAN, side: 'back', rate: 2.9, stakePaise: 6_897 }]);
    expect(cash?.guaranteedPaise).toBe(3_103);
    expect(
      cashOutBets(
        'MATCH_ODDS',
        positions([
          [INDIA, 100],
          [PAKISTAN, -100],
        ]),
        [{ selectionId: INDIA, back: 1.5 }],
      ),
    ).toBeNull();
    // Already level: nothing to place.
    expect(
      cashOutBets(
        'MATCH_ODDS',
        positions([
          [INDIA, 5],
          [PAKISTAN, 5],
        ]),
        [],
      )?.bets,
    ).toEqual([]);
  });

  it('backs two runners of three when the leader has no lay (bookmaker with a draw)', () => {
    // LAGAI Home ₹100 at 200: Home +200, Draw −100, Away −100. No KHAI on Home now; Draw LAGAI 240, Away LAGAI 300.
    // Level at Home's +200: LAGAI Draw 300 / 3.40 = ₹88.24 and LAGAI Away 300 / 4.00 = ₹75.
    // Home 200 − 88.24 − 75 = ₹36.76; Draw −100 + 88.24 × 2.40 (₹211.78) − 75 = ₹36.78; Away −100 − 88.24 + 225 = ₹36.76.
    const cash = cashOutBets(
      'BOOKMAKER',
      positions([
        [1, 200],
        [2, -100],
        [3, -100],
      ]),
      [
        { selectionId: 1, back: 95 },
        { selectionId: 2, back: 240, lay: 245 },
        { selectionId: 3, back: 300, lay: 310 },
      ],
    );
    expect(cash?.bets).toEqual([
      { selectionId: 2, side: 'back', rate: 240, stakePaise: 8_824 },
      { selectionId: 3, side: 'back', rate: 300, stakePaise: 7_500 },
    ]);
    expect([...cash!.positionsAfter.values()]).toEqual([3_676, 3_678, 3_676]);
    expect(cash?.guaranteedPaise).toBe(3_676);
  });

  it('places nothing on a position already level to the paisa', () => {
    // After a hedge India +323.36, Pakistan +323.35. Laying India 1 paisa at 67 would only swap which is ahead:
    // India 323.36 − 0.01 = 323.35, Pakistan 323.35 + 0.01 = 323.36. Still ₹323.35, so nothing is placed.
    const cash = cashOutBets(
      'BOOKMAKER',
      new Map([
        [INDIA, 32_336],
        [PAKISTAN, 32_335],
      ]),
      [
        { selectionId: INDIA, back: 65, lay: 67 },
        { selectionId: PAKISTAN, back: 149, lay: 151 },
      ],
    );
    expect(cash).toMatchObject({ bets: [], guaranteedPaise: 32_335 });
  });

  it('keeps to one bet when asked, taking the best single-bet hedge of three runners', () => {
    // As above (LAGAI Home ₹100 at 200; Draw LAGAI 240, Away LAGAI 300) but Home offers KHAI 110 now.
    // Two LAGAIs (Draw ₹88.24, Away ₹75) still leave ₹36.76; KHAI Home 300 / 2.10 = ₹142.86 alone leaves
    // Home 200 − 142.86 × 1.10 (₹157.15) = ₹42.85 and Draw, Away −100 + 142.86 = ₹42.86: better, and one bet.
    const held = positions([
      [1, 200],
      [2, -100],
      [3, -100],
    ]);
    const quotes = [
      { selectionId: 1, back: 105, lay: 110 },
      { selectionId: 2, back: 240, lay: 245 },
      { selectionId: 3, back: 300, lay: 310 },
    ];
    expect(cashOutBets('BOOKMAKER', held, quotes)?.bets).toEqual([
      { selectionId: 1, side: 'lay', rate: 110, stakePaise: 14_286 },
    ]);
    // Home's KHAI at 150 instead: KHAI Home 300 / 2.50 = ₹120 leaves only ₹20, so the two LAGAIs (₹36.76) are best;
    // held to one bet, the KHAI (₹20) is what is offered.
    const wide = quotes.map((quote) => (quote.selectionId === 1 ? { ...quote, lay: 150 } : quote));
    expect(cashOutBets('BOOKMAKER', held, wide)?.guaranteedPaise).toBe(3_676);
    const single = cashOutBets('BOOKMAKER', held, wide, { maxBets: 1 });
    expect(single?.bets).toEqual([{ selectionId: 1, side: 'lay', rate: 150, stakePaise: 12_000 }]);
    expect(single?.guaranteedPaise).toBe(2_000);
    // No KHAI on Home at all: no single bet levels it.
    const noLay = quotes.map((quote) => (quote.selectionId === 1 ? { selectionId: 1, back: 105 } : quote));
    expect(cashOutBets('BOOKMAKER', held, noLay, { maxBets: 1 })).toBeNull();
  });
});
