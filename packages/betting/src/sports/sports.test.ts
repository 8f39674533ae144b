import { describe, expect, it } from 'vitest';
import {
  fancyExposure,
  fancyLadder,
  orderSessions,
  positionByRunner,
  profitLoss,
  runnerMarketExposure,
  validateSportBet,
  type StakeLimits,
} from './index';

const rs = (rupees: number) => rupees * 100;

describe('profitLoss by market type (spec section 9)', () => {
  it.each([
    // kind, side, rate, stake ₹, profit ₹, loss ₹
    ['MATCH_ODDS', 'back', 1.85, 1000, 850, 1000],
    ['MATCH_ODDS', 'lay', 1.85, 1000, 1000, 850],
    ['MATCH_ODDS', 'back', 3.1, 333, 699.3, 333],
    ['PLAIN', 'back', 2.5, 100, 150, 100],
    ['PLAIN', 'lay', 2.5, 100, 100, 150],
    ['BOOKMAKER', 'back', 85, 1000, 850, 1000],
    ['BOOKMAKER', 'lay', 88, 1000, 1000, 880],
    ['BOOKMAKER', 'back', 7.5, 150, 11.25, 150],
    ['FANCY', 'back', 100, 500, 500, 500],
    ['FANCY', 'back', 120, 500, 600, 500],
    ['FANCY', 'lay', 90, 1000, 1000, 900],
  ] as const)('%s %s at %s for ₹%s wins ₹%s, loses ₹%s', (kind, side, rate, stake, profit, loss) => {
    expect(profitLoss(kind, side, rate, rs(stake))).toEqual({
      profitPaise: Math.round(profit * 100),
      lossPaise: Math.round(loss * 100),
    });
  });

  it('refuses fractional paise and negative rates', () => {
    expect(() => profitLoss('FANCY', 'back', 100, 1.5)).toThrow(RangeError);
    expect(() => profitLoss('FANCY', 'back', -1, 100)).toThrow(RangeError);
  });
});

describe('position per runner over a mixed book', () => {
  const A = 1;
  const B = 2;
  it('adds back and lay bets on both runners of a bookmaker market', () => {
    const bets = [
      { selectionId: A, side: 'back', rate: 85, stakePaise: rs(1000) }, // A +850, B −1000
      { selectionId: B, side: 'lay', rate: 40, stakePaise: rs(500) }, // A +500, B −200
      { selectionId: B, side: 'back', rate: 110, stakePaise: rs(200) }, // A −200, B +220
      { selectionId: A, side: 'lay', rate: 90, stakePaise: rs(300) }, // A −270, B +300
    ] as const;
    const position = positionByRunner('BOOKMAKER', [A, B], bets);
    expect(Object.fromEntries(position)).toEqual({ [A]: rs(880), [B]: rs(-680) });
    expect(runnerMarketExposure('BOOKMAKER', [A, B], bets)).toBe(rs(680));
  });

  it('back one team and lay the other on match odds', () => {
    const bets = [
      { selectionId: A, side: 'back', rate: 1.9, stakePaise: rs(100) }, // A +90, B −100
      { selectionId: B, side: 'lay', rate: 2.2, stakePaise: rs(100) }, // A +100, B −120
    ] as const;
    expect(Object.fromEntries(positionByRunner('MATCH_ODDS', [A, B], bets))).toEqual({ [A]: rs(190), [B]: rs(-220) });
  });

  it('is zero everywhere with no bets and a hedged book has no exposure', () => {
    expect(Object.fromEntries(positionByRunner('BOOKMAKER', [A, B], []))).toEqual({ [A]: 0, [B]: 0 });
    const hedged = [
      { selectionId: A, side: 'back', rate: 100, stakePaise: rs(100) },
      { selectionId: A, side: 'lay', rate: 100, stakePaise: rs(100) },
    ] as const;
    expect(runnerMarketExposure('BOOKMAKER', [A, B], hedged)).toBe(0);
  });
});

describe('fancy ladder and exposure', () => {
  it('YES 50 and NO 52 at evens is a middle: never loses', () => {
    const bets = [
      { side: 'back', run: 50, rate: 100, stakePaise: rs(1000) },
      { side: 'lay', run: 52, rate: 100, stakePaise: rs(1000) },
    ] as const;
    expect(fancyLadder(bets)).toEqual([
      { run: 49, positionPaise: 0 },
      { run: 50, positionPaise: rs(2000) },
      { run: 51, positionPaise: rs(2000) },
      { run: 52, positionPaise: 0 },
    ]);
    expect(fancyExposure(bets)).toBe(0);
  });

  it('YES 50 and NO 48 at 90 on one session: the gap loses both', () => {
    const bets = [
      { side: 'back', run: 50, rate: 100, stakePaise: rs(1000) }, // +1000 / −1000
      { side: 'lay', run: 48, rate: 90, stakePaise: rs(500) }, // +500 / −450
    ] as const;
    expect(fancyLadder(bets)).toEqual([
      { run: 47, positionPaise: rs(-500) },
      { run: 48, positionPaise: rs(-1450) },
      { run: 49, positionPaise: rs(-1450) },
      { run: 50, positionPaise: rs(550) },
    ]);
    expect(fancyExposure(bets)).toBe(rs(1450));
  });

  it('one NO bet risks rate/100 × stake', () => {
    expect(fancyExposure([{ side: 'lay', run: 30, rate: 110, stakePaise: rs(200) }])).toBe(rs(220));
    expect(fancyLadder([])).toEqual([]);
  });
});

describe('validateSportBet (spec section 5)', () => {
  const limits: StakeLimits = {
    minStack: 100,
    maxStack: 500000,
    bookmakerMinStack: 100,
    bookmakerMaxStack: 200000,
    sessionMinStack: 100,
    sessionMaxStack: 50000,
  };
  it.each([
    [0, 85, 'BOOKMAKER_ODDS_1', 'Please enter a Valid Amount'],
    [Number.NaN, 85, 'BOOKMAKER_ODDS_1', 'Please enter a Valid Amount'],
    [500, 0, 'BOOKMAKER_ODDS_1', 'Please select a Valid Odd'],
    [50, 85, 'BOOKMAKER_ODDS_1', 'Minimum bet amount is 100'],
    [200001, 85, 'BOOKMAKER_ODDS_1', 'Maximum bet amount is 200000'],
    [200000, 85, 'BOOKMAKER_ODDS_1', null],
    [50001, 100, 'FANCY_ODDS', 'Maximum bet amount is 50000'],
    [99, 100, 'FANCY_ODDS_2', 'Minimum bet amount is 100'],
    [500001, 1.5, 'MATCH_ODDS', 'Maximum bet amount is 500000'],
    [100, 1.5, 'MATCH_ODDS', null],
  ] as const)('₹%s at %s on %s → %s', (amount, odd, marketType, message) => {
    expect(validateSportBet({ amount, odd, marketType, limits })).toBe(message);
  });
});

describe('session row order (spec section 2)', () => {
  it('orders the lines of every session type by the same rules: over and ball runs first, events and meters with the others', () => {
    const names = [
      'Innings run meter IND', // meter
      'Six in 8th over IND', // fancy1
      'Fall of 3rd wkt IND', // Normal
      '7.3 ball run IND', // Ball By Ball
      '8th over run only IND', // Over By Over
      '10 over run IND', // Normal
      'Total boundaries IND',
    ];
    expect(orderSessions(names, (n) => n)).toEqual([
      '7.3 ball run IND',
      '8th over run only IND',
      '10 over run IND',
      'Fall of 3rd wkt IND',
      'Innings run meter IND',
      'Six in 8th over IND',
      'Total boundaries IND',
    ]);
  });

  it('puts over/run rows, fall of, wkt runs, others, boundaries/total last', () => {
    const names = [
      'Total match runs',
      '1st wkt pship IND',
      'Fall of 2nd wkt IND',
      'Virat Kohli runs',
      '1st wkt runs IND',
      '6 over run IND',
      'Match 1st over run',
      'Total boundaries IND',
      '10 over run IND',
      'Fall of 1st wkt IND',
    ];
    expect(orderSessions(names, (n) => n)).toEqual([
      '6 over run IND',
      'Match 1st over run',
      '10 over run IND',
      'Fall of 2nd wkt IND',
      'Fall of 1st wkt IND',
      '1st wkt runs IND',
      '1st wkt pship IND',
      'Virat Kohli runs',
      'Total match runs',
      'Total boundaries IND',
    ]);
  });
});
