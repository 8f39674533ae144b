import { describe, expect, it } from 'vitest';
import { eventBetWins, eventExposure, eventPositions } from './eventSession';

const rs = (rupees: number) => rupees * 100;

describe('fancy1: YES/NO at decimal odds on an event', () => {
  it('YES wins when the event happened, NO when it did not', () => {
    expect(eventBetWins('back', true)).toBe(true);
    expect(eventBetWins('back', false)).toBe(false);
    expect(eventBetWins('lay', true)).toBe(false);
    expect(eventBetWins('lay', false)).toBe(true);
  });

  it('pays YES 100 at 3.20 +220 if it happens and −100 if not; NO 200 at 3.70 +200 if not and −540 if it happens', () => {
    expect(eventPositions([{ side: 'back', odds: 3.2, stakePaise: rs(100) }])).toEqual({
      happened: rs(220),
      notHappened: rs(-100),
    });
    expect(eventPositions([{ side: 'lay', odds: 3.7, stakePaise: rs(200) }])).toEqual({
      happened: rs(-540),
      notHappened: rs(200),
    });
  });

  it('holds exposure per outcome: the worse of the two sums, not the sum of the bets', () => {
    const bets = [
      { side: 'back', odds: 3.2, stakePaise: rs(100) }, // +220 / −100
      { side: 'lay', odds: 3.7, stakePaise: rs(200) }, // −540 / +200
    ] as const;
    expect(eventPositions(bets)).toEqual({ happened: rs(-320), notHappened: rs(100) });
    expect(eventExposure(bets)).toBe(rs(320));
  });

  it('a YES and a NO that cover each other risk nothing; no bets risk nothing', () => {
    const hedged = [
      { side: 'back', odds: 2, stakePaise: rs(100) },
      { side: 'lay', odds: 2, stakePaise: rs(100) },
    ] as const;
    expect(eventExposure(hedged)).toBe(0);
    expect(eventExposure([])).toBe(0);
  });

  it('rounds each bet to whole paise: NO ₹333 at 1.85 risks ₹283.05', () => {
    expect(eventExposure([{ side: 'lay', odds: 1.85, stakePaise: rs(333) }])).toBe(28_305);
  });
});
