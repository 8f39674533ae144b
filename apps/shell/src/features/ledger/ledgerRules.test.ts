import { describe, expect, it } from 'vitest';
import type { BetRecord } from './ledgerApi';
import { betRate, betRun, matchMode, opensBetsModal, sessionMode, splitBets } from './ledgerRules';

const bet = (over: Partial<BetRecord>): BetRecord => ({
  id: 1,
  event_name: 'India v Australia',
  runner_name: 'India',
  selectionId: 1,
  marketId: 'BM1',
  gameType: 'MATCH',
  back_rate: 90,
  lay_rate: 0,
  back_run: 0,
  lay_run: 0,
  amount: 1000,
  created_date: '2026-11-21T10:00:00Z',
  profit: 900,
  loss: 1000,
  result: '',
  pnl: null,
  ...over,
});

describe('ledger bets modal', () => {
  it('opens only for a CRICKET row with at least one bet', () => {
    expect(opensBetsModal('CRICKET', [bet({})])).toBe(true);
    expect(opensBetsModal('CRICKET', [])).toBe(false);
    expect(opensBetsModal('CRICKET', undefined)).toBe(false);
    expect(opensBetsModal('CASINO', [bet({})])).toBe(false);
    expect(opensBetsModal(null, [bet({})])).toBe(false);
  });

  it('splits match bets from session (fancy) bets', () => {
    const { matchBets, fancyBets } = splitBets([
      bet({}),
      bet({ gameType: 'FANCY', runner_name: '6 over runs' }),
      bet({ gameType: 'match' }),
    ]);
    expect(matchBets).toHaveLength(2);
    expect(fancyBets.map((b) => b.runner_name)).toEqual(['6 over runs']);
  });

  it('names modes as the spec does', () => {
    expect(matchMode(bet({ back_rate: 90 }))).toBe('LAGAI');
    expect(matchMode(bet({ back_rate: 0, lay_rate: 95 }))).toBe('KHAI');
    expect(sessionMode(bet({ gameType: 'FANCY', back_rate: 100 }))).toBe('YES');
    expect(sessionMode(bet({ gameType: 'FANCY', back_rate: 0, lay_rate: 100 }))).toBe('NO');
  });

  it('shows the rate and run of the side the bet was on, as the API sends them (the other side is 0)', () => {
    const khai = bet({ back_rate: 0, lay_rate: 122 });
    expect(matchMode(khai)).toBe('KHAI');
    expect(betRate(khai)).toBe(122);
    const no = bet({ gameType: 'FANCY', back_rate: 0, lay_rate: 100, back_run: 0, lay_run: 124 });
    expect(sessionMode(no)).toBe('NO');
    expect([betRate(no), betRun(no)]).toEqual([100, 124]);
    const yes = bet({ gameType: 'FANCY', back_rate: 100, lay_rate: 0, back_run: 125, lay_run: 0 });
    expect([betRate(yes), betRun(yes)]).toEqual([100, 125]);
  });
});
