import { describe, expect, it } from 'vitest';
import { attributeMutations, checkSchedule, combineWindows, endpointKey } from './steady.mjs';

const poll = (t, url, changed, changedCells) => ({
  method: 'GET',
  url: `http://127.0.0.1:4200${url}`,
  started: t - 50,
  t,
  changed,
  ...(changedCells === undefined ? {} : { changedCells }),
});

describe('the at-rest bench', () => {
  it('charges writes to the poll just answered, and counts elements per changed odds cell', () => {
    const polls = [
      poll(1000, '/cm/v1/cricket/odds/5', true, 2),
      poll(2000, '/cm/v1/cricket/odds/5', false, 0),
      poll(3000, '/cm/v1/cricket/odds/5', true, 1),
      poll(3500, '/aam/v1/accmanage/user/7', false),
    ];
    const mutations = [
      { t: 1010, n: 4, elements: 2 },
      { t: 3020, n: 3, elements: 3 },
      { t: 3550, n: 1, elements: 1 },
    ];
    const writes = attributeMutations(polls, mutations);
    expect(writes.perUnchangedPoll).toBe(0.5);
    expect(writes.unchangedPollWritesByEndpoint).toEqual({ 'GET /aam/v1/accmanage/user/{id}': 1 });
    expect(writes.oddsPollsChanged).toBe(2);
    expect(writes.changedCells).toBe(3);
    // Two cells changed and two elements written, then one cell and three elements: 5 / 3.
    expect(writes.elementsPerChangedCell).toBe(1.67);
  });

  it("charges the score panel's writes to the score poll that brought news, not to odds that answered just after", () => {
    const score = (t, changed) => ({ ...poll(t, '/aam/v1/auth/score-sport2?eventId=5', changed), method: 'POST' });
    const polls = [
      score(995, true),
      poll(1000, '/cm/v1/cricket/odds/5', true, 4),
      score(1995, false),
      poll(2000, '/cm/v1/cricket/odds/5', true, 2),
    ];
    const area = 'POST /aam/v1/auth/score-sport2';
    const mutations = [
      // The odds' four cells, then the new score and ball in the panel, in the odds' window.
      { t: 1010, n: 8, elements: 4 },
      { t: 1020, n: 4, elements: 3, area },
      // The score did not change, yet its panel was written: that is charged to the odds after it.
      { t: 2010, n: 4, elements: 2 },
      { t: 2015, n: 1, elements: 1, area },
    ];
    const writes = attributeMutations(polls, mutations);
    expect(writes.changedCells).toBe(6);
    // (4 + 2 + 1) elements for 6 cells; the 3 of the score's news are not the odds'.
    expect(writes.elementsWrittenAfterChangedCells).toBe(7);
    expect(writes.elementsPerChangedCell).toBe(1.17);
    expect(writes.mutationsAfterChanged).toBe(17);
  });

  it('flags a poll the spec names but the page never makes, and one it does not name', () => {
    const schedule = [{ name: 'odds', everyMs: 1000, match: (k) => k === 'GET /cm/v1/cricket/odds/{id}' }];
    const polls = [poll(100, '/cm/v1/bet/my-bet/5'), poll(600, '/cm/v1/bet/my-bet/5')];
    const result = checkSchedule(schedule, polls, 10_000);
    expect(result.rows[0].verdict).toBe('MISSING');
    expect(result.unlisted[0]).toMatchObject({ key: 'GET /cm/v1/bet/my-bet/{id}', verdict: 'NOT IN SPEC' });
    expect(result.ok).toBe(false);
    expect(endpointKey('GET', 'http://x/casino/v1/odds?casinoGames=LUCKY7&marketId=1732000000000')).toBe(
      'GET /casino/v1/odds?casinoGames=LUCKY7&marketId={id}',
    );
  });

  it('takes the median of several windows for the main thread, pools their writes and keeps the worst schedule', () => {
    const schedule = [{ name: 'odds', everyMs: 1000, match: (k) => k === 'GET /cm/v1/cricket/odds/{id}' }];
    const odds = (n) => Array.from({ length: n }, (_, i) => poll(100 + i * 1000, '/cm/v1/cricket/odds/5'));
    const window = (busy, writes, polls) => ({
      path: '/game/cricket/5',
      windowMs: 10_000,
      mainThreadBusyPct: busy,
      scriptPct: busy / 4,
      styleRecalcsPerMinute: 60,
      layoutsPerMinute: 30,
      domMutations: writes.mutationsAfterChanged + writes.mutationsAfterUnchanged,
      roundsSeen: 0,
      writes: {
        unchangedPolls: 10,
        changedPolls: 5,
        firstAnswers: 1,
        mutationsAfterFirstAnswers: 0,
        unattributed: 0,
        oddsPollsChanged: 5,
        unchangedPollWritesByEndpoint: writes.mutationsAfterUnchanged
          ? { 'GET /x': writes.mutationsAfterUnchanged }
          : {},
        ...writes,
      },
      schedule: checkSchedule(schedule, odds(polls), 10_000),
      otherRequestsPerMinute: { 'Image GET /a.png': 6 },
    });
    const quiet = {
      mutationsAfterUnchanged: 0,
      mutationsAfterChanged: 10,
      changedCells: 10,
      elementsWrittenAfterChangedCells: 10,
    };
    const combined = combineWindows([
      window(3.4, quiet, 10),
      // One window writes after an unchanged poll, and writes two elements per changed cell.
      window(2.6, { ...quiet, mutationsAfterUnchanged: 2, elementsWrittenAfterChangedCells: 20 }, 10),
      // One window misses half of its polls.
      window(2.9, quiet, 5),
    ]);
    // The median window, not the mean (2.97) nor the first (3.4); with the range kept.
    expect(combined.mainThreadBusyPct).toBe(2.9);
    expect(combined.mainThreadBusyPctRange).toEqual([2.6, 3.4]);
    // Pooled: 2 writes after 30 unchanged polls, 40 elements for 30 changed cells.
    expect(combined.writes.perUnchangedPoll).toBe(0.07);
    expect(combined.writes.unchangedPollWritesByEndpoint).toEqual({ 'GET /x': 2 });
    expect(combined.writes.elementsPerChangedCell).toBe(1.33);
    // The window off the schedule is the one reported.
    expect(combined.scheduleWindow).toBe(3);
    expect(combined.schedule.ok).toBe(false);
    expect(combined.windowMs).toBe(30_000);
    expect(combined.otherRequestsPerMinute).toEqual({ 'Image GET /a.png': 6 });
    expect(() => combineWindows([])).toThrow(/no window/);
  });
});
