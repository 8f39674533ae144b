import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatIndian,
  formatOdds,
  fromPaise,
  rateFromHundredths,
  rateToHundredths,
  toPaise,
  walletBalance,
} from './money';

describe('money', () => {
  it.each([
    [0.1 + 0.2, 30],
    [1234.5, 123450],
    [-99.995, -10000],
    [1.005, 101],
    [200000, 20000000],
  ])('toPaise(%s) is %s paise', (rupees, paise) => {
    expect(toPaise(rupees)).toBe(paise);
  });

  it('refuses amounts that are not finite', () => {
    expect(() => toPaise(Number.NaN)).toThrow(RangeError);
    expect(() => toPaise(Infinity)).toThrow(RangeError);
  });

  it('round-trips paise to rupees exactly', () => {
    expect(fromPaise(123450)).toBe(1234.5);
    expect(() => fromPaise(1.5)).toThrow(RangeError);
  });

  it('formats with two decimals and Indian grouping', () => {
    expect(formatAmount(1234.5)).toBe('1234.50');
    expect(formatAmount(-0.456)).toBe('-0.46');
    expect(formatIndian(200000)).toBe('2,00,000');
  });
});

describe('rates in hundredths', () => {
  it.each([
    [1.98, 198],
    [85, 8500],
    [1.1, 110],
    [0.29, 29],
  ])('rate %s is stored as %s hundredths and read back exactly', (rate, hundredths) => {
    expect(rateToHundredths(rate)).toBe(hundredths);
    expect(rateFromHundredths(hundredths)).toBe(rate);
  });

  it('shows odds with two decimals', () => {
    expect(formatOdds(1.98)).toBe('1.98');
    expect(formatOdds(85)).toBe('85.00');
    expect(formatOdds(2.5)).toBe('2.50');
  });
});

describe('walletBalance', () => {
  it('adds the liability (money at risk, non-positive) to the balance without float drift', () => {
    expect(walletBalance(1000.1, -0.2)).toBe(999.9);
    expect(walletBalance(0.3, -0.1)).toBe(0.2);
    expect(walletBalance(500, 0)).toBe(500);
  });
});
