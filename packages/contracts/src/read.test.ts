import { Profile, UserData } from './accounts';
import { LedgerEntry } from './ledger';
import { answerOf, keepRows, matches, readRows } from './read';

const entry = {
  id: 1,
  accountLogId: 7,
  createdAt: '2026-11-21T10:00:00Z',
  comment: 'Deposit',
  wonBy: null,
  creditInfo: 500,
  debitInfo: 0,
  updatedBalance: 1500,
  sport: null,
};
const user = { id: 3, token: 't', username: 'C1001 Ravi', balance: 1000, liability: -50, resetRequired: false };

describe('reading answers against the contract', () => {
  it('keeps the rows that are what the schema says and names the positions of the others', () => {
    const list = [entry, { ...entry, id: '2' }, null, { ...entry, id: 3, creditInfo: 'lots' }, { ...entry, id: 4 }];
    expect(readRows(LedgerEntry, list)).toEqual({ rows: [entry, { ...entry, id: 4 }], skipped: [1, 2, 3] });
  });

  it('a repeated list is read again in full: a row that changed since the last read is checked anew', () => {
    const first = [entry, { ...entry, id: 2 }];
    expect(readRows(LedgerEntry, first).skipped).toEqual([]);
    // The same positions, one field of each row now wrong: neither passes on the strength of last time.
    const second = [
      { ...entry, creditInfo: 'lots' },
      { ...entry, id: 2, extra: 1, comment: 5 },
    ];
    expect(readRows(LedgerEntry, second)).toEqual({ rows: [], skipped: [0, 1] });
    // A row that passed, changed afterwards by whoever holds it, does not let its changed twin through.
    const third = [{ ...entry }];
    readRows(LedgerEntry, third);
    (third[0] as Record<string, unknown>).updatedBalance = 'much';
    expect(readRows(LedgerEntry, [{ ...entry, updatedBalance: 'much' }])).toEqual({ rows: [], skipped: [0] });
    expect(readRows(LedgerEntry, [{ ...entry }]).rows).toHaveLength(1);
  });

  it.each([undefined, null, 'x', {}, 5])('reads %j as no rows, never a crash', (list) => {
    expect(readRows(LedgerEntry, list)).toEqual({ rows: [], skipped: [] });
  });

  it('logs the rows it leaves out', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(keepRows(LedgerEntry, [{ ...entry, wonBy: 5 }, entry], 'account log')).toEqual([entry]);
    expect(warn).toHaveBeenCalledWith('[contract] account log: 1 row(s) left out (at 0)');
    warn.mockRestore();
  });

  it('reads an envelope’s response only when it is the contract’s', () => {
    expect(answerOf(UserData, { code: 200, message: 'Success', response: user })).toEqual(user);
    expect(answerOf(UserData, { code: 200, message: 'Success', response: { ...user, token: 5 } })).toBeNull();
    expect(answerOf(UserData, [user])).toBeNull();
    expect(answerOf(Profile, null)).toBeNull();
  });

  it('checks required fields, integers and ranges as the API validates them', () => {
    const { token: _token, ...profile } = user;
    expect(matches(Profile, { ...profile })).toBe(false);
    expect(matches(Profile, { ...profile, rateDifference: 2 })).toBe(true);
    expect(matches(Profile, { ...profile, rateDifference: 2.5 })).toBe(false);
    expect(matches(Profile, { ...profile, rateDifference: 6 })).toBe(false);
  });
});
