import { describe, expect, it } from 'vitest';
import { takesRateNow } from './betterOdds';

describe('taking a rate that moved before the bet was accepted', () => {
  it('takes the rate the player saw, with or without the option', () => {
    expect(takesRateNow('back', 95, 95, false)).toBe(true);
    expect(takesRateNow('lay', 95, 95, true)).toBe(true);
  });

  it("refuses any move without the option, even one in the player's favour", () => {
    expect(takesRateNow('back', 95, 96, false)).toBe(false);
    expect(takesRateNow('lay', 95, 94, false)).toBe(false);
  });

  it('with the option takes a higher rate to back and a lower rate to lay', () => {
    expect(takesRateNow('back', 95, 96, true)).toBe(true);
    expect(takesRateNow('lay', 95, 94, true)).toBe(true);
  });

  it('with the option still refuses a move against the player', () => {
    expect(takesRateNow('back', 95, 94, true)).toBe(false);
    expect(takesRateNow('lay', 95, 96, true)).toBe(false);
  });
});
