import { describe, expect, it } from 'vitest';
import {
  SESSION_TYPES,
  cricketPayout,
  isSessionType,
  sessionPayout,
  sessionRule,
  sessionTypeOf,
  type SessionType,
} from './sessionTypes';
import { profitLoss } from './profitLoss';

describe('session types (spec section 9)', () => {
  it('are the exact strings the spec names', () => {
    expect(SESSION_TYPES).toEqual(['Normal', 'Over By Over', 'Ball By Ball', 'meter', 'fancy1']);
    for (const type of SESSION_TYPES) expect(isSessionType(type)).toBe(true);
    for (const other of ['normal', 'Fancy1', 'METER', 'FANCY', 'MATCH', '', null, 1])
      expect(isSessionType(other)).toBe(false);
  });

  it('reads a stored gameType from before the types (or any unknown one) as a Normal session', () => {
    expect(sessionTypeOf('Ball By Ball')).toBe('Ball By Ball');
    expect(sessionTypeOf('fancy1')).toBe('fancy1');
    expect(sessionTypeOf('FANCY')).toBe('Normal');
    expect(sessionTypeOf(undefined)).toBe('Normal');
  });

  it.each([
    ['Normal', 'line', 'FANCY'],
    ['Over By Over', 'line', 'FANCY'],
    ['Ball By Ball', 'line', 'FANCY'],
    ['meter', 'line', 'FANCY'],
    ['fancy1', 'event', 'PLAIN'],
  ] as const)('%s is decided as a %s and paid by the %s rule', (type: SessionType, rule, payout) => {
    expect(sessionRule(type)).toBe(rule);
    expect(sessionPayout(type)).toBe(payout);
  });

  it('pays fancy1 YES at 3.20 for ₹100 as a back bet at decimal odds (+220 / −100), a Normal YES at 100 as +100 / −100', () => {
    expect(profitLoss(cricketPayout('FANCY_ODDS', 'fancy1'), 'back', 3.2, 10_000)).toEqual({
      profitPaise: 22_000,
      lossPaise: 10_000,
    });
    expect(profitLoss(cricketPayout('FANCY_ODDS', 'fancy1'), 'lay', 3.2, 10_000)).toEqual({
      profitPaise: 10_000,
      lossPaise: 22_000,
    });
    expect(profitLoss(cricketPayout('FANCY_ODDS', 'Ball By Ball'), 'back', 100, 10_000)).toEqual({
      profitPaise: 10_000,
      lossPaise: 10_000,
    });
  });

  it('pays a bookmaker bet by its market, whatever gameType it carries', () => {
    expect(cricketPayout('BOOKMAKER_ODDS_1', 'MATCH')).toBe('BOOKMAKER');
    expect(cricketPayout('BOOKMAKER_ODDS_1', 'fancy1')).toBe('BOOKMAKER');
    expect(cricketPayout('MATCH_ODDS', undefined)).toBe('MATCH_ODDS');
  });
});
