import { describe, expect, it } from 'vitest';
import type { BetRecord } from './historyApi';
import {
  alwaysShown,
  betKey,
  betModeOf,
  betRate,
  betRun,
  exposureByTeam,
  groupBets,
  settlesBets,
  sumPnl,
  teamTotals,
  teamsOf,
} from './settledBets';

const bet = (over: Partial<BetRecord>): BetRecord => ({
  id: 1,
  event_name: 'India v Australia',
  runner_name: 'India',
  selectionId: 1,
  marketId: 'BM1',
  gameType: 'MATCH',
  back_rate: 85,
  lay_rate: 0,
  back_run: 0,
  lay_run: 0,
  amount: 1000,
  created_date: '2026-11-22T04:00:00Z',
  profit: 850,
  loss: 1000,
  result: 'India',
  pnl: 850,
  ...over,
});

describe('the settled-bet tables', () => {
  it('list team bets (bookmaker and Match Odds) as Match Bets, casino bets apart, and every other type as a session', () => {
    const groups = groupBets([
      bet({}),
      bet({ gameType: 'match', marketName: 'MATCH_ODDS' }),
      bet({ gameType: 'FANCY', runner_name: '6 over runs' }),
      bet({ gameType: 'Over By Over', runner_name: '7th over runs' }),
      bet({ gameType: 'CASINO', runner_name: 'Dragon' }),
    ]);
    expect(groups.match).toHaveLength(2);
    expect(groups.session.map((b) => b.runner_name)).toEqual(['6 over runs', '7th over runs']);
    expect(groups.casino.map((b) => b.runner_name)).toEqual(['Dragon']);
  });

  it('key bets by their reference, unique across markets, and by type and id from an older backend', () => {
    expect(betKey(bet({ reference: 'match-odds-order:1' }))).not.toBe(betKey(bet({ reference: 'cricket-bet:1' })));
    expect(betKey(bet({ marketName: 'MATCH_ODDS' }))).not.toBe(betKey(bet({ marketName: 'BOOKMAKER_ODDS_1' })));
  });

  it('name modes as the spec does, and show the rate and run of the side the bet was on', () => {
    expect(betModeOf(bet({ back_rate: 90 }), 'match')).toBe('LAGAI');
    expect(betModeOf(bet({ back_rate: 0, lay_rate: 95 }), 'match')).toBe('KHAI');
    expect(betModeOf(bet({ back_rate: 100 }), 'session')).toBe('YES');
    expect(betModeOf(bet({ back_rate: 0, lay_rate: 100 }), 'session')).toBe('NO');
    expect(betModeOf(bet({ back_rate: 0, lay_rate: 1.98 }), 'casino')).toBe('Lay');
    const khai = bet({ back_rate: 0, lay_rate: 122 });
    expect(betRate(khai)).toBe(122);
    const no = bet({ gameType: 'FANCY', back_rate: 0, lay_rate: 100, back_run: 0, lay_run: 124 });
    expect([betRate(no), betRun(no)]).toEqual([100, 124]);
    // fancy1 is priced in odds: it has a rate and no run.
    const fancy1 = bet({ gameType: 'FANCY', sessionType: 'fancy1', back_rate: 2.4, back_run: 0 });
    expect([betRate(fancy1), betRun(fancy1)]).toEqual([2.4, null]);
    expect(betRun(bet({ gameType: 'FANCY', sessionType: 'Over By Over', back_rate: 100, back_run: 9 }))).toBe(9);
  });

  it("give each team a bet's effect: back adds its profit to its team and takes its loss from the others", () => {
    const lay = bet({ runner_name: 'Australia', back_rate: 0, lay_rate: 40, profit: 500, loss: 200, pnl: 500 });
    const teams = teamsOf('India v Australia', [bet({}), lay]);
    expect(teams).toEqual(['India', 'Australia']);
    expect(exposureByTeam(bet({}), teams)).toEqual([850, -1000]);
    expect(exposureByTeam(lay, teams)).toEqual([500, -200]);
    expect(teamTotals([bet({}), lay], teams)).toEqual([1350, -1200]);
    // A soccer draw backed gets a column of its own.
    expect(teamsOf('Arsenal v Chelsea', [bet({ runner_name: 'The Draw' })])).toEqual([
      'Arsenal',
      'Chelsea',
      'The Draw',
    ]);
  });

  it('sum what the bets paid in paise, so 0.1 + 0.2 is 0.3', () => {
    expect(sumPnl([bet({}), bet({ pnl: -0.1 }), bet({ pnl: 0.2 }), bet({ pnl: null })])).toBe(850.1);
  });

  it("show a match's tables even when empty: cricket both, tennis and soccer the team table, a casino round neither", () => {
    expect(alwaysShown('CRICKET', [])).toEqual(['match', 'session']);
    expect(alwaysShown('tennis', [])).toEqual(['match']);
    expect(alwaysShown('SOCCER', [])).toEqual(['match']);
    expect(alwaysShown('CASINO', [])).toEqual([]);
    // An older backend names no sport: a cricket match, unless its bets are all casino bets.
    expect(alwaysShown('', [bet({})])).toEqual(['match', 'session']);
    expect(alwaysShown('', [bet({ gameType: 'CASINO' })])).toEqual([]);
  });

  it('open the bets of a settlement row of any sport, not of a deposit', () => {
    for (const sport of ['CRICKET', 'TENNIS', 'SOCCER', 'CASINO']) expect(settlesBets(sport)).toBe(true);
    expect(settlesBets(null)).toBe(false);
  });
});
