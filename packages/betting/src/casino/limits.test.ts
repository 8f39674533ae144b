import { describe, expect, it } from 'vitest';
import { CASINO_TABLES } from './catalogue';
import { DEFAULT_TABLE_LIMITS, TABLE_LIMITS, casinoStakeProblem, hasOwnLimits, tableLimits } from './limits';

describe('casino table limits (spec section 9)', () => {
  it('every table of the catalogue has its limits', () => {
    expect(Object.keys(TABLE_LIMITS).sort()).toEqual(CASINO_TABLES.map((t) => t.gameId).sort());
  });

  it.each([
    ['DRAGON_TIGER_20', 100, 25_000],
    ['DRAGON_TIGER_202', 100, 25_000],
    ['TEEN_20', 100, 150_000],
    ['LUCKY7', 100, 300_000],
    ['AAA', 100, 300_000],
    ['ABJ', 100, 300_000],
    ['WORLI2', 100, 300_000],
    ['TEEN', 100, 300_000],
  ])('%s: %s to %s, the edges taken, one rupee beyond refused', (gameId, min, max) => {
    expect(tableLimits(gameId)).toEqual({ min, max });
    expect(casinoStakeProblem(gameId, min)).toBeNull();
    expect(casinoStakeProblem(gameId, max)).toBeNull();
    expect(casinoStakeProblem(gameId, min - 1)).toBe(`Minimum bet amount is ${min}`);
    expect(casinoStakeProblem(gameId, max + 1)).toBe(`Maximum bet amount is ${max}`);
  });

  it('only the tables with limits of their own show a limits line', () => {
    expect(CASINO_TABLES.filter((t) => hasOwnLimits(t.gameId)).map((t) => t.gameId)).toEqual([
      'DRAGON_TIGER_20',
      'TEEN_20',
      'DRAGON_TIGER_202',
    ]);
    expect(tableLimits('UNKNOWN')).toEqual(DEFAULT_TABLE_LIMITS);
  });

  it.each([100.5, 100.555, Number.NaN, '100', -1, 0])('%s is not a casino stake', (amount) => {
    expect(casinoStakeProblem('LUCKY7', amount)).toBe('Please enter a Valid Amount');
  });
});
