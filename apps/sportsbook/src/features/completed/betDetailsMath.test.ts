import { describe, expect, it } from 'vitest';
import { exposureByTeam, sumPnl, teamTotals, teamsOfEvent } from './betDetailsMath';
import type { BetRecord } from './completedApi';

const record = (over: Partial<BetRecord>): BetRecord => ({
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

describe('bet details arithmetic', () => {
  it('gives one exposure per team: back adds profit to its team, lay takes its loss', () => {
    const teams = teamsOfEvent('India v Australia');
    expect(teams).toEqual(['India', 'Australia']);
    expect(exposureByTeam(record({}), teams)).toEqual([850, -1000]);
    const lay = record({ runner_name: 'Australia', back_rate: 0, lay_rate: 40, profit: 500, loss: 200, pnl: 500 });
    expect(exposureByTeam(lay, teams)).toEqual([500, -200]);
    expect(teamTotals([record({}), lay], teams)).toEqual([1350, -1200]);
    expect(sumPnl([record({}), lay, record({ pnl: -0.1 }), record({ pnl: 0.3 })])).toBe(1350.2);
  });
});
