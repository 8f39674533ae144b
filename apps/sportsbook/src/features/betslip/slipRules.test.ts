import { describe, expect, it } from 'vitest';
import type { SelectedBet } from '@exchange/shared-auth';
import { slipProfitLoss } from '@exchange/betting';
import { projectedPositions } from './slipRules';
import { betErrorText } from './useBetSlip';

const bet = (over: Partial<SelectedBet>): SelectedBet => ({
  eventId: 1,
  amount: 1000,
  marketId: '1-BM',
  marketType: 'bookMakerOdds',
  marketName: 'BOOKMAKER_ODDS_1',
  type: 'back',
  isBookmaker: true,
  isFancy: false,
  isYesAndNo: false,
  selectedRate: 85,
  selectedOdd: 85,
  selectedId: 11,
  runnerName: 'India',
  gameType: 'MATCH',
  maxLimit: 200000,
  profit: 0,
  loss: 0,
  ...over,
});

describe('slip arithmetic', () => {
  it.each([
    [{ type: 'back' as const }, 850, 1000],
    [{ type: 'lay' as const, selectedOdd: 88 }, 1000, 880],
    [{ isFancy: true, type: 'back' as const, selectedOdd: 51, selectedRate: 100 }, 1000, 1000],
    [{ isFancy: true, type: 'lay' as const, selectedOdd: 50, selectedRate: 90, amount: 500 }, 500, 450],
    [{ amount: 0 }, 0, 0],
  ])('%o wins %s and loses %s', (over, profit, loss) => {
    expect(slipProfitLoss(bet(over))).toEqual({ profit, loss });
  });

  it('projects each team position as the stake is typed', () => {
    const current = new Map([
      [11, 500],
      [12, -200],
    ]);
    expect(Object.fromEntries(projectedPositions(current, [11, 12], bet({}))!)).toEqual({ 11: 1350, 12: -1200 });
    expect(
      Object.fromEntries(projectedPositions(current, [11, 12], bet({ type: 'lay', selectedOdd: 88, selectedId: 12 }))!),
    ).toEqual({ 11: 1500, 12: -1080 });
    expect(projectedPositions(current, [11, 12], bet({ isFancy: true }))).toBeNull();
    expect(projectedPositions(current, [11, 12], null)).toBeNull();
  });

  it('projects a Match Odds slip on decimal odds onto Match Odds only', () => {
    // Back 500 at 2.20: India +(2.20 − 1) × 500 = +600, Australia −500.
    const matchOdds = bet({ marketType: 'matchOdds', marketName: 'MATCH_ODDS', selectedOdd: 2.2, amount: 500 });
    expect(Object.fromEntries(projectedPositions(new Map(), [11, 12], matchOdds, 'matchOdds')!)).toEqual({
      11: 600,
      12: -500,
    });
    expect(projectedPositions(new Map(), [11, 12], matchOdds)).toBeNull();
    expect(projectedPositions(new Map(), [11, 12], bet({}), 'matchOdds')).toBeNull();
  });
});

describe('bet error toasts (spec section 8)', () => {
  const error = (status: number, response: unknown, description?: string) => ({
    status,
    code: status,
    message: 'x',
    response,
    ...(description ? { description } : {}),
  });
  it('shows a 500 answer text, a refusal reason, else Something Went Wrong', () => {
    expect(betErrorText(error(500, 'Server busy'), false)).toBe('Server busy');
    expect(betErrorText(error(400, null, 'Odds changed, please place the bet again'), false)).toBe(
      'Odds changed, please place the bet again',
    );
    expect(betErrorText(error(0, null), false)).toBe('Something Went Wrong');
    expect(betErrorText(error(0, null), true)).toBe('Something Went wrong');
    expect(betErrorText(new Error('boom'), false)).toBe('Something Went Wrong');
  });
});
