import { describe, expect, it } from 'vitest';
import {
  fairLadderPrice,
  isLadderOdds,
  isLadderPrice,
  nearestLadderPrice,
  PRICE_LADDER,
  stepPrice,
  ticksBetween,
} from './ladder';

describe('the exchange price ladder', () => {
  it('runs from 1.01 to 1000 in 350 strictly rising prices', () => {
    expect(PRICE_LADDER).toHaveLength(350);
    expect(PRICE_LADDER[0]).toBe(101);
    expect(PRICE_LADDER.at(-1)).toBe(100_000);
    expect(PRICE_LADDER.every((price, i) => i === 0 || price > PRICE_LADDER[i - 1]!)).toBe(true);
  });

  it.each([
    // a band's top, the next price: the increment widens there
    [200, 202],
    [300, 305],
    [400, 410],
    [600, 620],
    [1000, 1050],
    [2000, 2100],
    [3000, 3200],
    [5000, 5500],
    [10000, 11000],
  ])('one tick above %s is %s, and one tick below it is back', (price, next) => {
    expect(stepPrice(price, 1)).toBe(next);
    expect(stepPrice(next, -1)).toBe(price);
  });

  it('stays at its ends and snaps a price off the ladder in the direction of travel', () => {
    expect(stepPrice(101, -1)).toBe(101);
    expect(stepPrice(100_000, 3)).toBe(100_000);
    expect(isLadderPrice(201)).toBe(false);
    expect(stepPrice(201, 1)).toBe(202);
    expect(stepPrice(201, -1)).toBe(200);
    expect(stepPrice(303, 1)).toBe(305);
  });

  it.each([
    [2.2, true],
    [2.22, true],
    [1.01, true],
    [1000, true],
    [2.21, false],
    [3.02, false],
    [2.225, false],
    [1, false],
    [1010, false],
    [Number.NaN, false],
  ])('tells whether odds of %s are on the ladder (%s)', (odds, on) => {
    expect(isLadderOdds(odds)).toBe(on);
  });

  it('counts ticks and finds the nearest price for a simulator', () => {
    expect(ticksBetween(200, 300)).toBe(50);
    expect(ticksBetween(300, 200)).toBe(-50);
    expect(() => ticksBetween(201, 300)).toThrow(RangeError);
    expect(nearestLadderPrice(203)).toBe(202); // halfway: the lower price
    expect(nearestLadderPrice(304)).toBe(305);
    expect(nearestLadderPrice(50)).toBe(101);
    expect(nearestLadderPrice(Number.NaN)).toBe(101);
    expect(nearestLadderPrice(2_000_000)).toBe(100_000);
    // 45 %: 1 / 0.45 = 2.222…, on the ladder 2.22; 3 %: 33.33 → 34 (32 and 34 are the neighbours).
    expect(fairLadderPrice(0.45)).toBe(222);
    expect(fairLadderPrice(0.03)).toBe(3400);
    expect(fairLadderPrice(1)).toBe(101);
  });
});
