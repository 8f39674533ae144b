import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPollLoops, type PollCommand, type PollNews, type QuietAnswer } from './pollLoop';

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

const start = (key = 'odds', everyMs = 800, epoch = 0, held = false): PollCommand<string> => ({
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
