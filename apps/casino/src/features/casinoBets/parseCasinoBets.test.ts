import { parseCasinoBets, UNREADABLE_BETS } from './parseCasinoBets';

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
  it('leaves out, counts and logs a record that is not what the contract promises; the good rows stay, newest first', () => {
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
            casinoGames: 'lucky7',
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
            casinoGames: 'lucky7',
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
    expect(warn).toHaveBeenCalledWith('[contract] casino bets: 2 row(s) left out (at 1, 3)');
    warn.mockRestore();
  });

  it.each<[string, Record<string, unknown>, Record<string, unknown> | undefined]>([
    ['a lay bet reads its lay rate', { backRate: 0, layRate: 1.9 }, { rate: 1.9, isLay: true }],
    ['rates left out read as 0', { backRate: undefined, layRate: undefined }, { rate: 0, isLay: false }],
    ['an open bet without a result', { profitLoss: undefined, wonBy: undefined }, { profitLoss: null, wonBy: null }],
    ['a bet without its round', { marketId: undefined }, { marketId: '' }],
    ['a time that cannot be read', { createdAt: 'yesterday' }, undefined],
    ['a runner that is not text', { runnerName: 7 }, undefined],
    ['no amount', { amount: undefined }, undefined],
  ])('%s', (_name, change, read) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const list = parseCasinoBets({ response: [{ ...record, ...change }] });
    expect(list.ok && list.value.skipped).toBe(read ? 0 : 1);
    expect(list.ok && list.value.rows[0]).toEqual(read ? expect.objectContaining(read) : undefined);
  });

  it.each([null, {}, 'x', { response: { rows: [] } }])(
    'an answer without a list (%j) says the bets could not be read',
    (envelope) => {
      expect(parseCasinoBets(envelope)).toEqual({ ok: false, message: UNREADABLE_BETS });
    },
  );
});
