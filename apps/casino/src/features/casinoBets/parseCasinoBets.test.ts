import { parseCasinoBets } from './parseCasinoBets';

const record = {
  casino: 'Lucky 7 A',
  casinoGames: 'lucky7',
  marketId: 'L7-1',
  runnerName: 'LOW Card',
  amount: 100,
  backRate: 2,
  layRate: 0,
  profitLoss: 100,
  wonBy: 'LOW Card',
  createdAt: '2026-11-23T10:00:00Z',
};

describe('the casino bets list read against the contract', () => {
  it('leaves out, counts and logs a record that is read but still not what the contract promises; the good rows stay', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const later = { ...record, runnerName: 'HIGH Card', createdAt: '2026-11-23T11:00:00Z' };
    const read = parseCasinoBets({
      response: [record, { ...record, amount: -100 }, later, { ...record, amount: 'x' }],
    });
    expect(read).toEqual({
      ok: true,
      value: {
        rows: [
          {
            casino: 'Lucky 7 A',
            runnerName: 'HIGH Card',
            amount: 100,
            rate: 2,
            isLay: false,
            profitLoss: 100,
            wonBy: 'LOW Card',
            createdAt: '2026-11-23T11:00:00Z',
            marketId: 'L7-1',
          },
          {
            casino: 'Lucky 7 A',
            runnerName: 'LOW Card',
            amount: 100,
            rate: 2,
            isLay: false,
            profitLoss: 100,
            wonBy: 'LOW Card',
            createdAt: '2026-11-23T10:00:00Z',
            marketId: 'L7-1',
          },
        ],
        skipped: 2,
      },
    });
    expect(warn).toHaveBeenCalledWith('[contract] casino bets: 1 row(s) left out (at 1)');
    warn.mockRestore();
  });
});
