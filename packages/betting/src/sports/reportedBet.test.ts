import { describe, expect, it } from 'vitest';
import { betMode, reportedRate, reportedRun, reportedSide } from './reportedBet';

describe('a reported bet', () => {
  it('is a back (LAGAI / YES) bet when it carries a back rate', () => {
    const yes = { backRate: 100, layRate: 0, backRun: 125, layRun: 0 };
    expect(reportedSide(yes)).toBe('back');
    expect(reportedRate(yes)).toBe(100);
    expect(reportedRun(yes)).toBe(125);
    expect(betMode('match', reportedSide(yes))).toBe('LAGAI');
    expect(betMode('session', reportedSide(yes))).toBe('YES');
  });

  it('is a lay (KHAI / NO) bet otherwise, and shows its own rate and run, not the 0 of the back side', () => {
    const no = { backRate: 0, layRate: 100, backRun: 0, layRun: 124 };
    expect(reportedSide(no)).toBe('lay');
    expect(reportedRate(no)).toBe(100);
    expect(reportedRun(no)).toBe(124);
    expect(betMode('match', 'lay')).toBe('KHAI');
    expect(betMode('session', 'lay')).toBe('NO');
    expect(reportedRate({ backRate: null, layRate: 120 })).toBe(120);
  });

  it('has no rate or run to show when the server sent none', () => {
    expect(reportedRate({})).toBeNull();
    expect(reportedRun({ backRate: 0 })).toBeNull();
  });
});
