import { describe, expect, it } from 'vitest';
import { eventOdds } from './quotes';

describe('fancy1 odds from a chance', () => {
  it('quotes YES under and NO over the fair odds: a 25 % event is 4.00 fair, YES 3.70 / NO 4.30', () => {
    expect(eventOdds(0.25)).toEqual({ yes: 3.7, no: 4.3 });
  });

  it('keeps a near-certain event bettable (YES at least 1.01, NO 0.02 above it) and caps a long shot', () => {
    expect(eventOdds(1)).toEqual({ yes: 1.01, no: 1.03 });
    expect(eventOdds(0.001)).toEqual(eventOdds(0.02));
    expect(eventOdds(0.02)).toEqual({ yes: 45.1, no: 54.9 });
  });

  it('a likelier event is offered shorter on both sides', () => {
    const long = eventOdds(0.2);
    const short = eventOdds(0.6);
    expect(short.yes).toBeLessThan(long.yes);
    expect(short.no).toBeLessThan(long.no);
    expect(short.yes).toBeLessThan(short.no);
  });
});
