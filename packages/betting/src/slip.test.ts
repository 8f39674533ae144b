import { describe, expect, it } from 'vitest';
import { QUOTE_MISMATCH, quotedProfitLossProblem, slipProfitLoss, type SlipTerms } from './slip';

const bookmaker: SlipTerms = {
  marketType: 'bookMakerOdds',
  type: 'back',
  isFancy: false,
  selectedRate: 0,
  selectedOdd: 85,
  amount: 1000,
};

describe('a slip’s profit and loss, derived from its terms', () => {
  it.each([
    ['bookmaker back 1000 at 85', bookmaker, 850, 1000],
    ['bookmaker lay 1000 at 88', { ...bookmaker, type: 'lay' as const, selectedOdd: 88 }, 1000, 880],
    // Match Odds on decimal odds: back 500 at 2.2 wins (2.2 − 1) × 500 = 600; lay 500 at 2.2 risks 600.
    [
      'match odds back 500 at 2.20',
      { ...bookmaker, marketType: 'matchOdds' as const, selectedOdd: 2.2, amount: 500 },
      600,
      500,
    ],
    [
      'match odds lay 500 at 2.20',
      { ...bookmaker, marketType: 'matchOdds' as const, type: 'lay' as const, selectedOdd: 2.2, amount: 500 },
      500,
      600,
    ],
    [
      'session YES 1000 at rate 100',
      { ...bookmaker, marketType: 'fancyOdds' as const, isFancy: true, selectedOdd: 51, selectedRate: 100 },
      1000,
      1000,
    ],
    [
      'session NO 500 at rate 90',
      {
        ...bookmaker,
        marketType: 'fancyOdds' as const,
        isFancy: true,
        type: 'lay' as const,
        selectedOdd: 50,
        selectedRate: 90,
        amount: 500,
      },
      500,
      450,
    ],
    // fancy1 (spec section 9): YES/NO at decimal odds, the plain back/lay rule.
    [
      'fancy1 YES 100 at 3.20',
      {
        ...bookmaker,
        marketType: 'fancyOdds' as const,
        isFancy: true,
        gameType: 'fancy1',
        selectedOdd: 3.2,
        selectedRate: 3.2,
        amount: 100,
      },
      220,
      100,
    ],
    [
      'fancy1 NO 200 at 3.70',
      {
        ...bookmaker,
        marketType: 'fancyOdds' as const,
        isFancy: true,
        gameType: 'fancy1',
        type: 'lay' as const,
        selectedOdd: 3.7,
        selectedRate: 3.7,
        amount: 200,
      },
      200,
      540,
    ],
    [
      'Ball By Ball NO 300 at rate 100',
      {
        ...bookmaker,
        marketType: 'fancyOdds' as const,
        isFancy: true,
        gameType: 'Ball By Ball',
        type: 'lay' as const,
        selectedOdd: 1,
        selectedRate: 100,
        amount: 300,
      },
      300,
      300,
    ],
    [
      'casino back 500 at 1.98',
      { ...bookmaker, marketType: 'casino' as const, selectedOdd: 1.98, selectedRate: 1.98, amount: 500 },
      490,
      500,
    ],
    [
      'casino lay 200 at 2.17',
      {
        ...bookmaker,
        marketType: 'casino' as const,
        type: 'lay' as const,
        selectedOdd: 2.17,
        selectedRate: 2.17,
        amount: 200,
      },
      200,
      234,
    ],
  ])('%s wins %s and loses %s', (_name, slip, profit, loss) => {
    expect(slipProfitLoss(slip)).toEqual({ profit, loss });
  });

  it('an empty amount, or a price that is not set, gives nothing rather than NaN', () => {
    expect(slipProfitLoss({ ...bookmaker, amount: 0 })).toEqual({ profit: 0, loss: 0 });
    expect(slipProfitLoss({ ...bookmaker, amount: Number.NaN })).toEqual({ profit: 0, loss: 0 });
    expect(slipProfitLoss({ ...bookmaker, selectedOdd: 0 })).toEqual({ profit: 0, loss: 0 });
    expect(slipProfitLoss({ ...bookmaker, marketType: 'casino', selectedOdd: Number.POSITIVE_INFINITY })).toEqual({
      profit: 0,
      loss: 0,
    });
  });
});

describe('a bet request quoted profit and loss', () => {
  const booked = { profitPaise: 60_000, lossPaise: 50_000 };

  it('passes when the figures are those of the stake and price, as numbers or as text', () => {
    expect(quotedProfitLossProblem({ profit: 600, loss: 500 }, booked)).toBeNull();
    expect(quotedProfitLossProblem({ profit: '600.00', loss: '500.00' }, booked)).toBeNull();
    expect(quotedProfitLossProblem({}, booked)).toBeNull();
  });

  it('refuses a profit or a loss a paisa away, swapped, or not a number', () => {
    expect(quotedProfitLossProblem({ profit: 600.01, loss: 500 }, booked)).toBe(QUOTE_MISMATCH);
    expect(quotedProfitLossProblem({ profit: 600, loss: 499.99 }, booked)).toBe(QUOTE_MISMATCH);
    expect(quotedProfitLossProblem({ profit: 500, loss: 600 }, booked)).toBe(QUOTE_MISMATCH);
    expect(quotedProfitLossProblem({ profit: 'six hundred' }, booked)).toBe(QUOTE_MISMATCH);
  });
});
