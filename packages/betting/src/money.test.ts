import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatCompactAmount,
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

  it.each([
    [0, '0.00'],
    [0.5, '0.50'],
    [7, '7.00'],
    [999.99, '999.99'],
    [1000, '1,000.00'],
    [1234.5, '1,234.50'],
    [99200, '99,200.00'],
    [100000, '1,00,000.00'],
    [200000, '2,00,000.00'],
    [1234567.891, '12,34,567.89'],
    [123456789, '12,34,56,789.00'],
    [-0.456, '-0.46'],
    [-1234.5, '-1,234.50'],
    [-100000, '-1,00,000.00'],
    [-0.001, '0.00'],
    [0.1 + 0.2, '0.30'],
    [1.005, '1.01'],
  ])('shows %s rupees as %s (two decimals, Indian grouping)', (rupees, text) => {
    expect(formatAmount(rupees)).toBe(text);
  });

  it('shows "-" for an amount that is not a number rather than "NaN"', () => {
    expect(formatAmount(Number.NaN)).toBe('-');
    expect(formatAmount(Infinity)).toBe('-');
    expect(formatAmount(1e300)).toBe('-');
  });

  it.each([
    [25000, '25,000'],
    [100000, '1,00,000'],
    [1234.5, '1,234.50'],
    [0, '0'],
    [Number.NaN, '-'],
  ])('shows %s rupees compactly as %s (no paise when there are none)', (rupees, text) => {
    expect(formatCompactAmount(rupees)).toBe(text);
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
