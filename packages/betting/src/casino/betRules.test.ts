import { describe, expect, it } from 'vitest';
import { askedCasinoOdd, casinoBetsOpen, isOfferedOdd } from './betRules';

describe('casino bet rules', () => {
  it('takes bets down to 5 on the countdown, not below', () => {
    expect(casinoBetsOpen(25)).toBe(true);
    expect(casinoBetsOpen(5)).toBe(true);
    expect(casinoBetsOpen(4)).toBe(false);
    expect(casinoBetsOpen(0)).toBe(false);
  });

  it.each([
    ['back 1.98', 1.98, undefined, { isBack: true, odd: 1.98 }],
    ['lay 2', undefined, 2, { isBack: false, odd: 2 }],
    ['both sides', 1.98, 2, null],
    ['neither side', undefined, undefined, null],
    ['odd 0', 0, undefined, null],
    ['a negative odd', -2, undefined, null],
    ['finer than hundredths', 1.985, undefined, null],
    ['not finite', Number.POSITIVE_INFINITY, undefined, null],
  ])('%s', (_name, back, lay, asked) => {
    expect(askedCasinoOdd(back, lay)).toEqual(asked);
  });

  it('accepts only the odds the table offers on that side', () => {
    expect(isOfferedOdd(1.98, 1.98)).toBe(true);
    expect(isOfferedOdd(0.1 + 0.2, 0.3)).toBe(true);
    expect(isOfferedOdd(1.98, 2)).toBe(false);
    expect(isOfferedOdd(0, 0)).toBe(false);
  });
});
