import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countdownOnlyChange, createPollLoops, type PollCommand, type PollNews, type QuietAnswer } from './pollLoop';

/** A server whose answers the test sets, and the loops' sends and news as they happen. */
function harness() {
  let answer: QuietAnswer = { ok: true, text: 'a' };
  const sent: string[] = [];
  const news: PollNews[] = [];
  let hold: ((a: QuietAnswer) => void) | undefined;
  let holding = false;
  const command = createPollLoops<string>(
    (request) => {
      sent.push(request);
      if (holding) return new Promise((resolve) => (hold = resolve));
      return Promise.resolve(answer);
    },
    (n) => news.push(n),
  );
  return {
    command: (c: PollCommand<string>) => command(c),
    sent,
    news,
    answer: (next: QuietAnswer) => (answer = next),
    /** The next send waits until `release` is called with its answer. */
    holdNext: () => (holding = true),
    release: (a: QuietAnswer) => {
      holding = false;
      hold?.(a);
    },
  };
}

const start = (
  key = 'odds',
  everyMs = 800,
  epoch = 0,
  held = false,
): Extract<PollCommand<string>, { type: 'start' }> => ({
  type: 'start',
  key,
  request: `GET /${key}`,
  everyMs,
  held,
  epoch,
});

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("a poll's loop", () => {
  it('repeats the read every interval, from start to start, and tells only an answer whose text changed', async () => {
    const h = harness();
    h.command(start());
    await vi.advanceTimersByTimeAsync(799);
    expect(h.sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.sent).toEqual(['GET /odds']);
    expect(h.news).toEqual([{ key: 'odds', epoch: 0, ok: true, text: 'a' }]);
    await vi.advanceTimersByTimeAsync(800 * 4);
    expect(h.sent).toHaveLength(5);
    expect(h.news).toHaveLength(1);
    h.answer({ ok: true, text: 'b' });
    await vi.advanceTimersByTimeAsync(800);
    expect(h.news.at(-1)).toEqual({ key: 'odds', epoch: 0, ok: true, text: 'b' });
    expect(h.news).toHaveLength(2);
  });

  it('tells every failure, and the first answer after one even if its text is the last one told', async () => {
    const h = harness();
    h.command(start());
    await vi.advanceTimersByTimeAsync(800);
    h.answer({ ok: false });
    await vi.advanceTimersByTimeAsync(1600);
    expect(h.news.slice(1)).toEqual([
      { key: 'odds', epoch: 0, ok: false },
      { key: 'odds', epoch: 0, ok: false },
    ]);
    h.answer({ ok: true, text: 'a' });
    await vi.advanceTimersByTimeAsync(800);
    expect(h.news.at(-1)).toEqual({ key: 'odds', epoch: 0, ok: true, text: 'a' });
  });

  it('sends nothing while held, and reads again a whole interval after it is released', async () => {
    const h = harness();
    h.command(start('odds', 800, 0, true));
    await vi.advanceTimersByTimeAsync(5000);
    expect(h.sent).toHaveLength(0);
    h.command({ type: 'sync', key: 'odds', held: false, epoch: 1 });
    await vi.advanceTimersByTimeAsync(799);
    expect(h.sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.sent).toHaveLength(1);
    expect(h.news).toEqual([{ key: 'odds', epoch: 1, ok: true, text: 'a' }]);
  });

  it('drops an answer whose read left before a new epoch, and tells the next one even with the same text', async () => {
    const h = harness();
    h.command(start());
    await vi.advanceTimersByTimeAsync(800);
    expect(h.news).toHaveLength(1);
    h.holdNext();
    await vi.advanceTimersByTimeAsync(800);
    // The entry was written by someone else while this read was on its way.
    h.command({ type: 'sync', key: 'odds', held: false, epoch: 1 });
    h.release({ ok: true, text: 'stale' });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.news).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(800);
    expect(h.news.at(-1)).toEqual({ key: 'odds', epoch: 1, ok: true, text: 'a' });
  });

  it('stops: no read after, and the answer of a read on its way is not told', async () => {
    const h = harness();
    h.command(start());
    await vi.advanceTimersByTimeAsync(800);
    h.holdNext();
    await vi.advanceTimersByTimeAsync(800);
    h.command({ type: 'stop', key: 'odds' });
    h.release({ ok: true, text: 'late' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(h.sent).toHaveLength(2);
    expect(h.news).toHaveLength(1);
  });

  it('takes a new interval at once: a shorter one brings the next read forward', async () => {
    const h = harness();
    h.command(start('bets', 5000));
    await vi.advanceTimersByTimeAsync(1000);
    h.command(start('bets', 2500));
    await vi.advanceTimersByTimeAsync(1499);
    expect(h.sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2500);
    expect(h.sent).toHaveLength(2);
  });

  it('keeps loops apart by key', async () => {
    const h = harness();
    h.command(start('odds', 800));
    h.command(start('results', 1500));
    await vi.advanceTimersByTimeAsync(3000);
    expect(h.sent.filter((s) => s === 'GET /odds')).toHaveLength(3);
    expect(h.sent.filter((s) => s === 'GET /results')).toHaveLength(2);
  });
});

/** A casino round's answer as the API writes it: the countdown sits among the round's other fields. */
const round = (autoTime: string, marketId = '9.1', status = 'ACTIVE') =>
  JSON.stringify({ code: 200, response: { marketId, autoTime, status, oddDetailsDTOS: [{ runnerName: 'LOW Card' }] } });

describe("a countdown's ticks", () => {
  it('are found when the countdown is all that changed, of whatever length, and not otherwise', () => {
    expect(countdownOnlyChange(round('20'), round('19'), 'autoTime')).toBe('"19"');
    expect(countdownOnlyChange(round('10'), round('9'), 'autoTime')).toBe('"9"');
    expect(countdownOnlyChange(round('9'), round('25', '9.2'), 'autoTime')).toBeUndefined();
    expect(countdownOnlyChange(round('6'), round('4', '9.1', 'SUSPENDED'), 'autoTime')).toBeUndefined();
    expect(countdownOnlyChange('{"autoTime":7,"x":1}', '{"autoTime":6,"x":1}', 'autoTime')).toBe('6');
    // Twice in the answer (a nested object of the same name): told whole, never as a tick.
    const twice = (a: string) => `{"autoTime":"${a}","next":{"autoTime":"30"}}`;
    expect(countdownOnlyChange(twice('5'), twice('4'), 'autoTime')).toBeUndefined();
    // A key's name inside a string value is not the key.
    const quoted = (a: string) => JSON.stringify({ note: `"autoTime":"${a}"` });
    expect(countdownOnlyChange(quoted('5'), quoted('4'), 'autoTime')).toBeUndefined();
    expect(countdownOnlyChange(round('5'), round('5').replace('LOW', 'HIGH'), 'autoTime')).toBeUndefined();
  });

  it('are told alone, once per new value, and the whole answer again when anything else changes', async () => {
    const h = harness();
    h.command({ ...start(), countdownField: 'autoTime' });
    h.answer({ ok: true, text: round('20') });
    await vi.advanceTimersByTimeAsync(800);
    expect(h.news).toEqual([{ key: 'odds', epoch: 0, ok: true, text: round('20') }]);
    h.answer({ ok: true, text: round('19') });
    await vi.advanceTimersByTimeAsync(800 * 3);
    // Three reads, one new value: one tick.
    expect(h.news.slice(1)).toEqual([{ key: 'odds', epoch: 0, ok: true, countdown: '"19"' }]);
    // Back to the whole answer's own value: that is news too, as a tick.
    h.answer({ ok: true, text: round('20') });
    await vi.advanceTimersByTimeAsync(800);
    expect(h.news.at(-1)).toEqual({ key: 'odds', epoch: 0, ok: true, countdown: '"20"' });
    h.answer({ ok: true, text: round('4', '9.1', 'SUSPENDED') });
    await vi.advanceTimersByTimeAsync(800);
    expect(h.news.at(-1)).toEqual({ key: 'odds', epoch: 0, ok: true, text: round('4', '9.1', 'SUSPENDED') });
    h.answer({ ok: true, text: round('3', '9.1', 'SUSPENDED') });
    await vi.advanceTimersByTimeAsync(800);
    expect(h.news.at(-1)).toEqual({ key: 'odds', epoch: 0, ok: true, countdown: '"3"' });
    expect(h.news).toHaveLength(5);
    // A new epoch (someone else wrote the entry): the next answer is told whole.
    h.command({ type: 'sync', key: 'odds', held: false, epoch: 1 });
    h.answer({ ok: true, text: round('2', '9.1', 'SUSPENDED') });
    await vi.advanceTimersByTimeAsync(800);
    expect(h.news.at(-1)).toEqual({ key: 'odds', epoch: 1, ok: true, text: round('2', '9.1', 'SUSPENDED') });
  });

  it('are not looked for in a loop without a countdown field', async () => {
    const h = harness();
    h.command(start());
    h.answer({ ok: true, text: round('20') });
    await vi.advanceTimersByTimeAsync(800);
    h.answer({ ok: true, text: round('19') });
    await vi.advanceTimersByTimeAsync(800);
    expect(h.news.at(-1)).toEqual({ key: 'odds', epoch: 0, ok: true, text: round('19') });
  });
});
