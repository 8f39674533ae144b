import { describe, expect, it } from 'vitest';
import { decimalPlaces, exactPaise, isExactAmount, stakeProblem } from './amounts';
import { validateSportBet } from './sports/validation';

describe('decimalPlaces', () => {
  it.each([
    [100, 0],
    [100.5, 1],
    [100.55, 2],
    [1.1, 1],
    [0.07, 2],
    [100.555, 3],
    [1e-7, 7],
    [1.5e-5, 6],
    [1e21, 0],
    [-2.25, 2],
  ])('%s has %s', (value, places) => {
    expect(decimalPlaces(value)).toBe(places);
  });

  it('is infinite for what is not a finite number', () => {
    expect(decimalPlaces(Number.NaN)).toBe(Number.POSITIVE_INFINITY);
    expect(decimalPlaces(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('stakes are exact or refused', () => {
  it.each([100, 100.5, 100.55, 0.01, 1_000_000_000])('%s is a stake', (amount) => {
    expect(stakeProblem(amount)).toBeNull();
  });

  it.each([
    100.555,
    100.001,
    0.001,
    1e-7,
    0,
    -1,
    -100.5,
    1_000_000_000.01,
    Number('1e400'),
    Number.NaN,
    Number.POSITIVE_INFINITY,
    '100',
    null,
    undefined,
    {},
    [100],
    true,
  ])('%s is refused with the spec message', (amount) => {
    expect(stakeProblem(amount)).toBe('Please enter a Valid Amount');
  });

  it('exactPaise takes the amount as written and never rounds', () => {
    expect(exactPaise(100.55)).toBe(10055);
    expect(exactPaise(1.1)).toBe(110);
    expect(exactPaise(-0.07)).toBe(-7);
    expect(() => exactPaise(100.555)).toThrow(RangeError);
    expect(() => exactPaise(Number.NaN)).toThrow(RangeError);
  });

  it('isExactAmount checks the range it is given', () => {
    expect(isExactAmount(5, 10, 20)).toBe(false);
    expect(isExactAmount(15.25, 10, 20)).toBe(true);
    expect(isExactAmount(25, 10, 20)).toBe(false);
  });

  it('the sport slip refuses extra precision in the stake and in the odd', () => {
    expect(validateSportBet({ amount: 100.555, odd: 85, marketType: 'BOOKMAKER_ODDS_1' })).toBe(
      'Please enter a Valid Amount',
    );
    expect(validateSportBet({ amount: 100, odd: 85.001, marketType: 'BOOKMAKER_ODDS_1' })).toBe(
      'Please select a Valid Odd',
    );
    expect(validateSportBet({ amount: 100.5, odd: 85, marketType: 'BOOKMAKER_ODDS_1' })).toBeNull();
  });
});
