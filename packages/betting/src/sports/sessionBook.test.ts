import { describe, expect, it } from 'vitest';
import {
  sessionBetWinsAt,
  sessionExposure,
  sessionLadder,
  sessionPositionAt,
  sessionResultText,
  type SessionBet,
} from './sessionBook';
import { SESSION_TYPES } from './sessionTypes';

const rs = (rupees: number) => rupees * 100;
const LINE_TYPES = SESSION_TYPES.filter((t) => t !== 'fancy1');

describe('a session market of each type', () => {
  // NO 1 and YES 2 on a ball's runs, both at rate 100, ₹100 each.
  const ball: SessionBet[] = [
    { side: 'lay', run: 1, rate: 100, stakePaise: rs(100) },
    { side: 'back', run: 2, rate: 100, stakePaise: rs(100) },
  ];

  it.each(LINE_TYPES)(
    '%s is a line: YES at the line or more, NO below it, its ladder from one below the lowest line',
    (type) => {
      expect(sessionBetWinsAt(type, 'back', 2, 2)).toBe(true);
      expect(sessionBetWinsAt(type, 'back', 2, 1)).toBe(false);
      expect(sessionBetWinsAt(type, 'lay', 1, 0)).toBe(true);
      expect(sessionBetWinsAt(type, 'lay', 1, 1)).toBe(false);
      // A dot ball: NO wins, YES loses; a single: both lose; a two or more: YES wins, NO loses.
      expect(sessionLadder(type, ball)).toEqual([
        { run: 0, positionPaise: 0 },
        { run: 1, positionPaise: rs(-200) },
        { run: 2, positionPaise: 0 },
      ]);
      expect(sessionPositionAt(type, ball, 6)).toBe(0);
      expect(sessionExposure(type, ball)).toBe(rs(200));
      expect(sessionResultText(type, 4)).toBe('4');
    },
  );

  it('a meter line with a two-run gap (NO 75, YES 77) loses both sides on 75 and 76', () => {
    const meter: SessionBet[] = [
      { side: 'lay', run: 75, rate: 100, stakePaise: rs(500) },
      { side: 'back', run: 77, rate: 100, stakePaise: rs(500) },
    ];
    expect(sessionPositionAt('meter', meter, 74)).toBe(0);
    expect(sessionPositionAt('meter', meter, 75)).toBe(rs(-1000));
    expect(sessionPositionAt('meter', meter, 76)).toBe(rs(-1000));
    expect(sessionPositionAt('meter', meter, 77)).toBe(0);
    expect(sessionExposure('meter', meter)).toBe(rs(1000));
  });

  describe('fancy1', () => {
    // YES ₹100 at 3.20 (+220 / −100) and NO ₹200 at 3.70 (−540 / +200): no run, decimal odds.
    const event: SessionBet[] = [
      { side: 'back', run: null, rate: 3.2, stakePaise: rs(100) },
      { side: 'lay', run: null, rate: 3.7, stakePaise: rs(200) },
    ];

    it('is decided by its event: 1 happened, 0 not, whatever run a bet carries', () => {
      expect(sessionBetWinsAt('fancy1', 'back', null, 1)).toBe(true);
      expect(sessionBetWinsAt('fancy1', 'back', null, 0)).toBe(false);
      expect(sessionBetWinsAt('fancy1', 'lay', null, 0)).toBe(true);
      expect(sessionBetWinsAt('fancy1', 'lay', 7, 1)).toBe(false);
      expect(sessionResultText('fancy1', 1)).toBe('YES');
      expect(sessionResultText('fancy1', 0)).toBe('NO');
    });

    it('has two outcomes, not a run ladder: not happened (0) and happened (1), plain back/lay money', () => {
      expect(sessionLadder('fancy1', event)).toEqual([
        { run: 0, positionPaise: rs(100) },
        { run: 1, positionPaise: rs(-320) },
      ]);
      expect(sessionPositionAt('fancy1', event, 1)).toBe(rs(-320));
      expect(sessionPositionAt('fancy1', event, 0)).toBe(rs(100));
      expect(sessionExposure('fancy1', event)).toBe(rs(320));
      expect(sessionLadder('fancy1', [])).toEqual([]);
    });

    it('holds less than the run rule would: its price is odds, not a rate per hundred', () => {
      const yes = [{ side: 'back', run: null, rate: 3.2, stakePaise: rs(100) }] as const;
      expect(sessionExposure('fancy1', yes)).toBe(rs(100));
      const no = [{ side: 'lay', run: null, rate: 3.2, stakePaise: rs(100) }] as const;
      expect(sessionExposure('fancy1', no)).toBe(rs(220));
    });
  });
});
