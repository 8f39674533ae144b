import { casinoProfitLoss } from '../casino/settlement';
import { profitLoss } from '../sports/profitLoss';
import {
  LIMIT_RAISE_DELAY_MS,
  NO_LOSS_LIMIT,
  changeLossLimit,
  lossLimitAt,
  lossLimitBreach,
  lossLimitMessage,
  lossLimitProblem,
  type LossLimitCheck,
} from './lossLimit';

const NOW = Date.UTC(2026, 10, 25, 6, 0); // Wednesday 25-11-2026, 11:30 AM IST
const noSettled = { daily: 0, weekly: 0, monthly: 0 };
/** A daily limit of 5,000.00 and nothing else. */
const daily5000 = { daily: 500_000, weekly: null, monthly: null };

function check(liabilityBeforePaise: number, liabilityAfterPaise: number, over: Partial<LossLimitCheck> = {}) {
  return lossLimitBreach({
    limitsPaise: daily5000,
    settledNetPaise: noSettled,
    liabilityBeforePaise,
    liabilityAfterPaise,
    ...over,
  });
}

describe('lossLimitBreach: the bet that would cross the limit, and only it', () => {
  it('back: lost 3,000 today, 1,500 open; backing 500 at 85 reaches 5,000 exactly, 500.01 passes it', () => {
    // Loss = liability − settled net = 1,500 + 500 − (−3,000) = 5,000.00: not past the limit.
    const backed = profitLoss('BOOKMAKER', 'back', 85, 50_000);
    expect(backed.lossPaise).toBe(50_000);
    const settled = { daily: -300_000, weekly: -300_000, monthly: -300_000 };
    expect(check(150_000, 150_000 + backed.lossPaise, { settledNetPaise: settled })).toBeNull();
    // A stake of 500.01 risks 500.01: loss 5,000.01 > 5,000.00.
    const more = profitLoss('BOOKMAKER', 'back', 85, 50_001).lossPaise;
    expect(check(150_000, 150_000 + more, { settledNetPaise: settled })).toEqual({
      period: 'daily',
      limitPaise: 500_000,
    });
  });

  it('lay: laying 5,000 at 85 risks 85/100 × 5,000 = 4,250; with 800 open that is 5,050, past 5,000', () => {
    const laid = profitLoss('BOOKMAKER', 'lay', 85, 500_000);
    expect(laid.lossPaise).toBe(425_000);
    expect(check(80_000, 80_000 + laid.lossPaise)).toEqual({ period: 'daily', limitPaise: 500_000 });
    // With 700 open it is 4,950: allowed.
    expect(check(70_000, 70_000 + laid.lossPaise)).toBeNull();
  });

  it('session: NO 4,000 at size 120 risks 120/100 × 4,000 = 4,800; won 1,000 today so the loss is 3,800', () => {
    const no = profitLoss('FANCY', 'lay', 120, 400_000);
    expect(no.lossPaise).toBe(480_000);
    const won = { daily: 100_000, weekly: 100_000, monthly: 100_000 };
    // 4,800 − 1,000 = 3,800 ≤ 5,000.
    expect(check(0, no.lossPaise, { settledNetPaise: won })).toBeNull();
    // Without the win the same bet is 4,800 + 300 already open = 5,100: refused.
    expect(check(30_000, 30_000 + no.lossPaise)).toEqual({ period: 'daily', limitPaise: 500_000 });
  });

  it('casino: a weekly limit of 10,000 with 9,700 lost this week refuses a lay of 500 at 1.98 (risks 490)', () => {
    const lay = casinoProfitLoss({ isBack: false, odds: 1.98, stakePaise: 50_000 });
    expect(lay.lossPaise).toBe(49_000);
    const limitsPaise = { daily: null, weekly: 1_000_000, monthly: null };
    const lostThisWeek = { daily: 0, weekly: -970_000, monthly: -970_000 };
    // 970,000 + 49,000 = 1,019,000 paise (10,190.00) > 10,000.00.
    expect(check(0, lay.lossPaise, { limitsPaise, settledNetPaise: lostThisWeek })).toEqual({
      period: 'weekly',
      limitPaise: 1_000_000,
    });
    // A back of 300 risks 300: 9,700 + 300 = 10,000.00 exactly, allowed.
    const back = casinoProfitLoss({ isBack: true, odds: 1.98, stakePaise: 30_000 });
    expect(check(0, back.lossPaise, { limitsPaise, settledNetPaise: lostThisWeek })).toBeNull();
  });

  it('a bet that reduces the exposure is allowed even when the loss is already past the limit', () => {
    // Lost 6,000 today with 2,000 open; a hedge brings the worst case down to 500.
    const lost = { daily: -600_000, weekly: -600_000, monthly: -600_000 };
    expect(check(200_000, 50_000, { settledNetPaise: lost })).toBeNull();
    expect(check(200_000, 200_000, { settledNetPaise: lost })).toBeNull();
    expect(check(200_000, 200_001, { settledNetPaise: lost })).toEqual({ period: 'daily', limitPaise: 500_000 });
  });

  it('names the first period past its limit, daily before weekly before monthly', () => {
    const limitsPaise = { daily: 100_000, weekly: 50_000, monthly: 10_000 };
    expect(check(0, 60_000, { limitsPaise })).toEqual({ period: 'weekly', limitPaise: 50_000 });
    expect(check(0, 20_000, { limitsPaise })).toEqual({ period: 'monthly', limitPaise: 10_000 });
  });
});

describe('lossLimitMessage', () => {
  it('names the period and the limit in en-IN digits', () => {
    expect(lossLimitMessage({ period: 'daily', limitPaise: 500_000 })).toBe(
      'This bet would take your daily loss past your limit of 5,000.00',
    );
    expect(lossLimitMessage({ period: 'monthly', limitPaise: 12_345_678_90 })).toBe(
      'This bet would take your monthly loss past your limit of 1,23,45,678.90',
    );
  });
});

describe('changeLossLimit: lowering is immediate, raising or removing waits 24 hours', () => {
  const at5000 = { limitPaise: 500_000, pendingPaise: null, pendingAt: null };

  it('a first limit and a lower one apply at once', () => {
    expect(changeLossLimit(NO_LOSS_LIMIT, 500_000, NOW)).toEqual(at5000);
    expect(changeLossLimit(at5000, 200_000, NOW)).toEqual({ limitPaise: 200_000, pendingPaise: null, pendingAt: null });
  });

  it('a raise and a removal wait until 24 hours from now, the old limit holding meanwhile', () => {
    const raised = changeLossLimit(at5000, 800_000, NOW);
    expect(raised).toEqual({ limitPaise: 500_000, pendingPaise: 800_000, pendingAt: NOW + LIMIT_RAISE_DELAY_MS });
    expect(lossLimitAt(raised, NOW + LIMIT_RAISE_DELAY_MS - 1).limitPaise).toBe(500_000);
    expect(lossLimitAt(raised, NOW + LIMIT_RAISE_DELAY_MS)).toEqual({
      limitPaise: 800_000,
      pendingPaise: null,
      pendingAt: null,
    });
    const removed = changeLossLimit(at5000, null, NOW);
    expect(removed).toEqual({ limitPaise: 500_000, pendingPaise: null, pendingAt: NOW + LIMIT_RAISE_DELAY_MS });
    expect(lossLimitAt(removed, NOW + LIMIT_RAISE_DELAY_MS).limitPaise).toBeNull();
  });

  it('lowering while a raise waits cancels the raise; asking again for the limit in force does too', () => {
    const raised = changeLossLimit(at5000, 800_000, NOW);
    expect(changeLossLimit(raised, 300_000, NOW + 1000)).toEqual({
      limitPaise: 300_000,
      pendingPaise: null,
      pendingAt: null,
    });
    expect(changeLossLimit(raised, 500_000, NOW + 1000)).toEqual(at5000);
  });

  it('a raise asked again later restarts its 24 hours', () => {
    const raised = changeLossLimit(at5000, 800_000, NOW);
    expect(changeLossLimit(raised, 900_000, NOW + 3_600_000).pendingAt).toBe(NOW + 3_600_000 + LIMIT_RAISE_DELAY_MS);
  });
});

describe('lossLimitProblem', () => {
  it.each([
    [5000, null],
    [0.01, null],
    [10_000_000, null],
    [0, 'A limit must be more than 0'],
    [-5, 'A limit must be more than 0'],
    [10.005, 'A limit can have at most two decimals'],
    [10_000_000.01, 'A limit can be at most 1,00,00,000.00'],
    ['5000', 'Enter the limit as an amount in rupees'],
    [Number.NaN, 'Enter the limit as an amount in rupees'],
    [null, 'Enter the limit as an amount in rupees'],
  ])('%s → %s', (value, problem) => {
    expect(lossLimitProblem(value)).toBe(problem);
  });
});
