import { Profile, UserData } from './accounts';
import { OddsView } from './casino';
import { MatchBetCount } from './exchange';
import { LedgerEntry } from './ledger';
import { answerOf, keepRows, matches, nested, read, readRows, zeroIfNoNumber } from './read';

// Counted, to show which rows are checked again.
const { checks } = vi.hoisted(() => ({ checks: { count: 0 } }));
vi.mock('@exchange/typebox-kit', async (original) => {
  const kit = await original<typeof import('@exchange/typebox-kit')>();
  return { ...kit, Check: (...args: Parameters<typeof kit.Check>) => (checks.count++, kit.Check(...args)) };
});

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

const option = {
  runnerName: 'Dragon',
  selectionId: 1,
  back1: 2,
  lay1: 0,
  backSize1: 0,
  laySize1: 0,
  status: 'ACTIVE',
  casinoGames: 'DT20',
};
const round = {
  marketId: 'DT20-1',
  casinoGames: 'DT20',
  autoTime: '12',
  status: 'ACTIVE',
  seedHash: 'ab',
  cards: { dragon: ['AS'] },
  winner: null,
  oddDetailsDTOS: [option, { ...option, runnerName: 'Tiger', selectionId: 2 }],
};

describe('reading an answer with the schema and the reader’s fallbacks', () => {
  it('takes an answer that is the contract’s as it is: the same objects', () => {
    const answer = structuredClone(round);
    expect(read(OddsView, answer)).toBe(answer);
    expect(read(OddsView, answer)?.oddDetailsDTOS).toBe(answer.oddDetailsDTOS);
  });

  it('leaves out a row that is not the contract’s, keeps the rest, and logs where', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const answer = { ...round, oddDetailsDTOS: [option, { ...option, selectionId: 'two' }, null] };
    expect(read(OddsView, answer, {}, 'odds')).toEqual({ ...round, oddDetailsDTOS: [option] });
    expect(warn).toHaveBeenCalledWith('[contract] odds.oddDetailsDTOS: 2 row(s) left out (at 1, 2)');
    warn.mockRestore();
  });

  it('reads a list that is not a list as no rows, and an answer that is not an object as unreadable', () => {
    expect(read(OddsView, { ...round, oddDetailsDTOS: 'junk' })?.oddDetailsDTOS).toEqual([]);
    expect(read(OddsView, { ...round, oddDetailsDTOS: undefined })?.oddDetailsDTOS).toEqual([]);
    for (const answer of [undefined, null, 'x', [round]]) expect(read(OddsView, answer)).toBeUndefined();
  });

  it('puts a fallback in place of a field that is not the contract’s, in a row as in the answer', () => {
    const answer = { ...round, status: 'OPEN?', autoTime: 9, oddDetailsDTOS: [{ ...option, back1: 'two', status: 1 }] };
    const mended = read(OddsView, answer, {
      status: 'SUSPENDED',
      autoTime: (sent) => (typeof sent === 'number' ? String(sent) : undefined),
      oddDetailsDTOS: nested({ back1: 0, status: 'SUSPENDED' }),
    });
    expect(mended).toEqual({
      ...round,
      status: 'SUSPENDED',
      autoTime: '9',
      oddDetailsDTOS: [{ ...option, back1: 0, status: 'SUSPENDED' }],
    });
  });

  it('never takes a fallback that is not the contract’s, nor one for a field the reader names none for', () => {
    expect(read(OddsView, { ...round, autoTime: 'soon' }, { autoTime: (sent) => String(sent) })).toBeUndefined();
    expect(read(OddsView, { ...round, marketId: '' }, { casinoGames: '' })).toBeUndefined();
    expect(read(MatchBetCount, { matchCount: -3, fancyCount: 1 }, { matchCount: -1 })).toBeUndefined();
  });

  it('reads a field sent as no number as 0, but never mends a number the contract refuses', () => {
    const options = [
      { ...option, selectionId: 'one' },
      { ...option, selectionId: undefined },
      { ...option, selectionId: 1.5 },
    ];
    expect(
      read(OddsView, { ...round, oddDetailsDTOS: options }, { oddDetailsDTOS: nested({ selectionId: zeroIfNoNumber }) })
        ?.oddDetailsDTOS,
    ).toEqual([
      { ...option, selectionId: 0 },
      { ...option, selectionId: 0 },
    ]);
  });

  it('reads a record entry by entry when the reader asks: an entry that is not the contract’s is left out', () => {
    const answer = { ...round, cards: { dragon: ['AS'], tiger: [1, 2], dealer: 'KD' } };
    expect(read(OddsView, answer)).toBeUndefined();
    expect(read(OddsView, answer, { cards: nested({}) })?.cards).toEqual({ dragon: ['AS'] });
  });

  it('puts the nested reading’s fallback in place of a field that cannot be read at all', () => {
    for (const cards of [undefined, 'AS', ['AS']]) {
      expect(read(OddsView, { ...round, cards })).toBeUndefined();
      expect(read(OddsView, { ...round, cards }, { cards: nested({}, {}) })?.cards).toEqual({});
    }
    // The fallback too must be the contract's.
    expect(read(OddsView, { ...round, cards: 'AS' }, { cards: nested({}, { dragon: 'AS' } as never) })).toBeUndefined();
  });

  it('a row that passed once passes again without being checked, at its position, the last two remembered', () => {
    const options = OddsView.properties.oddDetailsDTOS.items;
    const rows = (status: string) => [
      { ...option, status },
      { ...option, selectionId: 2, status },
    ];
    const checked = (status: string) => {
      const before = checks.count;
      expect(readRows(options, rows(status), {}, 'flip').rows).toEqual(rows(status));
      return checks.count - before;
    };
    // A round opens, closes, the next opens and closes: the options are checked in the first round only.
    expect([checked('ACTIVE'), checked('SUSPENDED'), checked('ACTIVE'), checked('SUSPENDED')]).toEqual([2, 2, 0, 0]);
    // Changed in any field, a remembered row is checked anew.
    expect(readRows(options, rows('OPEN'), {}, 'flip').skipped).toEqual([0, 1]);
  });
});
