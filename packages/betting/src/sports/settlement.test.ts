import { describe, expect, it } from 'vitest';
import { positionsAfterBet, runnerEffect } from './position';
import { sessionBetWins, sessionPlusMinus, sportBetOutcome, type PlacedSportBet } from './settlement';

const INDIA = 11;
const AUSTRALIA = 12;
const team = (over: Partial<PlacedSportBet>): PlacedSportBet => ({
  kind: 'BOOKMAKER_ODDS_1',
  side: 'back',
  selectionId: INDIA,
  run: null,
  profitPaise: 85_000,
  lossPaise: 100_000,
  ...over,
});
const session = (over: Partial<PlacedSportBet>): PlacedSportBet => ({
  kind: 'FANCY_ODDS',
  side: 'back',
  selectionId: 900,
  run: 45,
  profitPaise: 50_000,
  lossPaise: 50_000,
  ...over,
});

describe('cricket settlement (spec section 9)', () => {
  it('decides a session line by its runs: YES at the line or more, NO below it', () => {
    expect(sessionBetWins('back', 45, 45)).toBe(true);
    expect(sessionBetWins('back', 45, 44)).toBe(false);
    expect(sessionBetWins('lay', 45, 44)).toBe(true);
    expect(sessionBetWins('lay', 45, 45)).toBe(false);
  });

  it.each([
    ['LAGAI on the winner wins its profit', team({}), { pnlPaise: 85_000, result: '' }],
    ['LAGAI on the loser loses its stake', team({ selectionId: AUSTRALIA }), { pnlPaise: -100_000, result: '' }],
    [
      'KHAI on the loser wins the stake',
      team({ side: 'lay', selectionId: AUSTRALIA, profitPaise: 100_000, lossPaise: 88_000 }),
      { pnlPaise: 100_000, result: '' },
    ],
    [
      'KHAI on the winner loses rate × stake',
      team({ side: 'lay', profitPaise: 100_000, lossPaise: 88_000 }),
      { pnlPaise: -88_000, result: '' },
    ],
    ['YES 45 with 47 runs wins', session({}), { pnlPaise: 50_000, result: '47' }],
    [
      'NO 48 with 47 runs wins',
      session({ side: 'lay', run: 48, lossPaise: 45_000 }),
      { pnlPaise: 50_000, result: '47' },
    ],
    [
      'NO 45 with 47 runs loses rate × stake',
      session({ side: 'lay', lossPaise: 45_000 }),
      { pnlPaise: -45_000, result: '47' },
    ],
  ])('%s', (_name, bet, outcome) => {
    expect(sportBetOutcome(bet, { winnerSelectionId: INDIA, sessionRuns: 47 })).toEqual(outcome);
  });

  it('voids team bets on a tie and session bets whose session was never decided', () => {
    expect(sportBetOutcome(team({}), { winnerSelectionId: null, sessionRuns: 47 })).toEqual({
      pnlPaise: 0,
      result: 'Tie',
    });
    expect(sportBetOutcome(session({}), { winnerSelectionId: INDIA, sessionRuns: null })).toEqual({
      pnlPaise: 0,
      result: 'Void',
    });
  });

  it.each([
    ['YES on a fancy1 event that happened wins (odds − 1) × stake', 'back', 1, { pnlPaise: 22_000, result: 'YES' }],
    ['YES on a fancy1 event that did not happen loses the stake', 'back', 0, { pnlPaise: -10_000, result: 'NO' }],
    ['NO on a fancy1 event that did not happen wins the stake', 'lay', 0, { pnlPaise: 10_000, result: 'NO' }],
    ['NO on a fancy1 event that happened loses (odds − 1) × stake', 'lay', 1, { pnlPaise: -22_000, result: 'YES' }],
  ] as const)('%s', (_name, side, happened, outcome) => {
    const pl =
      side === 'back' ? { profitPaise: 22_000, lossPaise: 10_000 } : { profitPaise: 10_000, lossPaise: 22_000 };
    const bet = session({ side, run: null, sessionType: 'fancy1', ...pl });
    expect(sportBetOutcome(bet, { winnerSelectionId: INDIA, sessionRuns: happened })).toEqual(outcome);
  });

  it('decides an Over By Over and a Ball By Ball line by its own runs, like a Normal one', () => {
    const over = session({ sessionType: 'Over By Over', run: 9 });
    expect(sportBetOutcome(over, { winnerSelectionId: INDIA, sessionRuns: 9 })).toEqual({
      pnlPaise: 50_000,
      result: '9',
    });
    const ball = session({ sessionType: 'Ball By Ball', side: 'lay', run: 1, lossPaise: 50_000 });
    expect(sportBetOutcome(ball, { winnerSelectionId: INDIA, sessionRuns: 0 })).toEqual({
      pnlPaise: 50_000,
      result: '0',
    });
    expect(sportBetOutcome(ball, { winnerSelectionId: INDIA, sessionRuns: null })).toEqual({
      pnlPaise: 0,
      result: 'Void',
    });
  });

  it('sums Session Plus/Minus over decided sessions only', () => {
    const bets = [
      { ...session({ run: 40 }), marketId: 'S1' }, // YES 40, 47 runs: +500
      { ...session({ side: 'lay', run: 40, lossPaise: 30_000 }), marketId: 'S1' }, // NO 40, 47 runs: −300
      { ...session({}), marketId: 'S2' }, // not decided yet
      { ...team({}), marketId: 'BM' }, // a team bet is not a session
    ];
    const runs: Record<string, number | null> = { S1: 47, S2: null, BM: 47, F1: 1 };
    expect(sessionPlusMinus(bets, (id) => runs[id])).toBe(20_000);
    // A fancy1 event that happened adds its YES bet's (odds − 1) × stake.
    const event = { ...session({ run: null, sessionType: 'fancy1', profitPaise: 22_000 }), marketId: 'F1' };
    expect(sessionPlusMinus([...bets, event], (id) => runs[id])).toBe(42_000);
    expect(sessionPlusMinus([], () => 47)).toBe(0);
  });
});

describe('a bet on a team market moves every team (spec section 4)', () => {
  const pl = { profitPaise: 85_000, lossPaise: 100_000 };
  it('back: own team gains the profit, the others lose the stake; lay reversed', () => {
    expect(runnerEffect('back', true, pl)).toBe(85_000);
    expect(runnerEffect('back', false, pl)).toBe(-100_000);
    expect(runnerEffect('lay', true, pl)).toBe(-100_000);
    expect(runnerEffect('lay', false, pl)).toBe(85_000);
  });

  it('projects the POSITION column once the slip is placed', () => {
    const current = new Map([
      [INDIA, 10_000],
      [AUSTRALIA, -5_000],
    ]);
    expect(
      Object.fromEntries(
        positionsAfterBet(current, [INDIA, AUSTRALIA], {
          selectionId: AUSTRALIA,
          side: 'lay',
          profitPaise: 20_000,
          lossPaise: 17_600,
        }),
      ),
    ).toEqual({
      [INDIA]: 30_000,
      [AUSTRALIA]: -22_600,
    });
    expect(
      Object.fromEntries(positionsAfterBet(new Map(), [INDIA, AUSTRALIA], { selectionId: INDIA, side: 'back', ...pl })),
    ).toEqual({ [INDIA]: 85_000, [AUSTRALIA]: -100_000 });
  });
});
