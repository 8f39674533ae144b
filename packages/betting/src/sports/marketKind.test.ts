import { describe, expect, it } from 'vitest';
import {
  BOOKMAKER_MARKET,
  MARKET_KINDS,
  SESSION_MARKET,
  cricketMarketKind,
  isMarketKind,
  isSessionMarket,
  payoutOf,
} from './marketKind';
import { bookmakerRates } from './quotes';
import { limitsFor, validateSportBet, type StakeLimits } from './validation';

const limits: StakeLimits = {
  minStack: 100,
  maxStack: 500000,
  bookmakerMinStack: 200,
  bookmakerMaxStack: 200000,
  sessionMinStack: 50,
  sessionMaxStack: 50000,
};

describe('market kinds (spec sections 3 and 5)', () => {
  it('are the exact strings the spec names, and nothing that merely starts like one', () => {
    expect(MARKET_KINDS).toEqual(['MATCH_ODDS', 'BOOKMAKER_ODDS_1', 'BOOKMAKER_ODDS_2', 'FANCY_ODDS', 'FANCY_ODDS_2']);
    for (const kind of MARKET_KINDS) expect(isMarketKind(kind)).toBe(true);
    for (const other of ['BOOKMAKER_ODDS_3', 'bookmaker_odds_1', 'FANCY', 'BOOKMAKER', '', 1, null])
      expect(isMarketKind(other)).toBe(false);
  });

  it('places a cricket team bet on BOOKMAKER_ODDS_1 and a session bet on FANCY_ODDS', () => {
    expect(cricketMarketKind(false)).toBe('BOOKMAKER_ODDS_1');
    expect(cricketMarketKind(true)).toBe('FANCY_ODDS');
    expect([BOOKMAKER_MARKET, SESSION_MARKET]).toEqual(['BOOKMAKER_ODDS_1', 'FANCY_ODDS']);
  });

  it.each([
    ['MATCH_ODDS', 'MATCH_ODDS', false, { min: 100, max: 500000 }],
    ['BOOKMAKER_ODDS_1', 'BOOKMAKER', false, { min: 100, max: 200000 }],
    ['BOOKMAKER_ODDS_2', 'BOOKMAKER', false, { min: 100, max: 200000 }],
    ['FANCY_ODDS', 'FANCY', true, { min: 50, max: 50000 }],
    ['FANCY_ODDS_2', 'FANCY', true, { min: 50, max: 50000 }],
  ] as const)('%s pays as %s (session: %s) within %o', (kind, payout, session, range) => {
    expect(payoutOf(kind)).toBe(payout);
    expect(isSessionMarket(kind)).toBe(session);
    expect(limitsFor(kind, limits)).toEqual(range);
  });

  it('checks both bookmaker names against the bookmaker maximum', () => {
    expect(validateSportBet({ amount: 200001, odd: 85, marketType: 'BOOKMAKER_ODDS_1', limits })).toBe(
      'Maximum bet amount is 200000',
    );
    expect(validateSportBet({ amount: 200001, odd: 85, marketType: 'BOOKMAKER_ODDS_2', limits })).toBe(
      'Maximum bet amount is 200000',
    );
    expect(validateSportBet({ amount: 60, odd: 100, marketType: 'FANCY_ODDS', limits })).toBeNull();
  });
});

describe('bookmaker rates from a win chance', () => {
  it.each([
    // chance, fair rate in paisa, LAGAI one under it (floored), KHAI two above LAGAI
    [0.5, 99, 101],
    [0.65, 52, 54],
    [0.35, 184, 186],
    [0.25, 299, 301],
    [0.8, 24, 26],
    [0.001, 997, 999],
    [1, 1, 3],
  ])('%s gives LAGAI %s and KHAI %s', (chance, lagai, khai) => {
    expect(bookmakerRates(chance)).toEqual({ lagai, khai });
  });
});
