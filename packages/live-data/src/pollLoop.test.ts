import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { secondsOf } from './answerChange';
import { COUNTDOWN_TOLD_EVERY_MS, createPollLoops, type PollCommand, type PollNews } from './pollLoop';
import type { QuietAnswer } from './pollWire';

/** A server whose answers the test sets, and the loops' sends and news as they happen. */
function harness() {
  let answer: QuietAnswer = { ok: true, text: 'a' };
  const sent: string[] = [];
  const news: PollNews[] = [];
  /** Each answer given, and for each piece of news the answers given before it. */
  const given: QuietAnswer[] = [];
  const toldAfter: number[] = [];
  let hold: ((a: QuietAnswer) => void) | undefined;
  let holding = false;
  const command = createPollLoops<string>(
    (request) => {
      sent.push(request);
      if (holding) return new Promise((resolve) => (hold = resolve));
      given.push(answer);
      return Promise.resolve(answer);
    },
    (n) => {
      news.push(n);
      toldAfter.push(given.length);
    },
  );
  return {
    command: (c: PollCommand<string>) => command(c),
    sent,
    news,
    given,
    toldAfter,
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
  it('are told alone, once per new value, and the whole answer again when anything else changes', async () => {
    const h = harness();
    h.command({ ...start(), countdownField: 'autoTime' });
    h.answer({ ok: true, text: round('20') });
    await vi.advanceTimersByTimeAsync(800);
    expect(h.news).toEqual([{ key: 'odds', epoch: 0, ok: true, text: round('20') }]);
    h.answer({ ok: true, text: round('19') });
    await vi.advanceTimersByTimeAsync(800 * 3);
    // Three reads, one new value: one tick.
    expect(h.news.slice(1)).toEqual([{ key: 'odds', epoch: 0, ok: true, countdown: '19' }]);
    // Back to the whole answer's own value: that is news too, as a tick.
    h.answer({ ok: true, text: round('20') });
    await vi.advanceTimersByTimeAsync(800);
    expect(h.news.at(-1)).toEqual({ key: 'odds', epoch: 0, ok: true, countdown: '20' });
    h.answer({ ok: true, text: round('4', '9.1', 'SUSPENDED') });
    await vi.advanceTimersByTimeAsync(800);
    expect(h.news.at(-1)).toEqual({ key: 'odds', epoch: 0, ok: true, text: round('4', '9.1', 'SUSPENDED') });
    h.answer({ ok: true, text: round('3', '9.1', 'SUSPENDED') });
    await vi.advanceTimersByTimeAsync(800);
    expect(h.news.at(-1)).toEqual({ key: 'odds', epoch: 0, ok: true, countdown: '3' });
    expect(h.news).toHaveLength(5);
    // A new epoch (someone else wrote the entry): the next answer is told whole.
    h.command({ type: 'sync', key: 'odds', held: false, epoch: 1 });
    h.answer({ ok: true, text: round('2', '9.1', 'SUSPENDED') });
    await vi.advanceTimersByTimeAsync(800);
    expect(h.news.at(-1)).toEqual({ key: 'odds', epoch: 1, ok: true, text: round('2', '9.1', 'SUSPENDED') });
  });

  /** A loop that forecasts the countdown, asked every 800 ms of a server whose countdown turns at whole seconds. */
  function forecastHarness(from: number, upTo = 120) {
    const h = harness();
    const began = Date.now();
    let paused: number | undefined;
    const serverAt = () => paused ?? Math.max(0, from - Math.floor((Date.now() - began) / 1000));
    const answer = () => ({ ok: true as const, text: round(String(serverAt())) });
    h.answer(answer());
    h.command({ ...start(), countdownField: 'autoTime', countdownForecast: { upTo, marks: [5] } });
    const told = () => h.news.map((n) => ('countdown' in n ? secondsOf(n.countdown) : undefined));
    return {
      h,
      told,
      serverAt,
      pause: () => (paused = serverAt()),
      /** Moves the clock on, the server's answer following it at each read. */
      async run(ms: number) {
        for (let t = 0; t < ms; t += 100) {
          h.answer(answer());
          await vi.advanceTimersByTimeAsync(100);
        }
      },
    };
  }

  it('on schedule are not told once the countdown is seen to run, but at least every 5 s', async () => {
    const f = forecastHarness(45);
    await f.run(2000);
    // The whole answer, then the first tick (the countdown runs): both told.
    expect(f.h.news[0]).toMatchObject({ ok: true, text: round('45') });
    expect(f.told().slice(1, 2)).toEqual([44]);
    const afterStart = f.h.news.length;
    await f.run(20_000);
    // Twenty seconds, twenty-five reads, twenty new values: only the ones of every 5 s are told.
    const told = f.h.news.length - afterStart;
    expect(told).toBeGreaterThanOrEqual(Math.floor(20_000 / COUNTDOWN_TOLD_EVERY_MS) - 1);
    expect(told).toBeLessThanOrEqual(Math.ceil(20_000 / COUNTDOWN_TOLD_EVERY_MS) + 1);
    expect(f.h.sent.length).toBeGreaterThanOrEqual(27);
  });

  it('on schedule are told only from an answer unlike the one before it (no write for a repeated read)', async () => {
    // Reads every 800 ms of a countdown turning every second: one read in five repeats the one
    // before. Over 40 s the values due every 5 s come from new answers only.
    const f = forecastHarness(50);
    await f.run(40_000);
    const text = (a: QuietAnswer | undefined) => (a?.ok ? a.text : undefined);
    const ticks = f.h.news.map((n, i) => ({ n, after: f.h.toldAfter[i]! })).filter(({ n }) => 'countdown' in n);
    expect(ticks.length).toBeGreaterThanOrEqual(7);
    for (const { after } of ticks) expect(text(f.h.given[after - 1])).not.toBe(text(f.h.given[after - 2]));
    // Still told again within 5 s and two reads (the first read after 5 s may repeat its neighbour).
    for (let i = 1; i < ticks.length; i += 1) expect(ticks[i]!.after - ticks[i - 1]!.after).toBeLessThanOrEqual(8);
    // The run had repeated reads to pass over.
    const repeats = f.h.given.filter((a, i) => i > 0 && text(a) === text(f.h.given[i - 1])).length;
    expect(repeats).toBeGreaterThanOrEqual(5);
  });

  it('that leave the schedule are told at once: a paused countdown', async () => {
    const f = forecastHarness(12);
    await f.run(2000);
    const before = f.h.news.length;
    // The server stops on its value: within the second after the dial has gone two past it, it is told.
    f.pause();
    const stoppedOn = f.serverAt();
    await f.run(3600);
    expect(f.h.news.length).toBeGreaterThan(before);
    expect(f.told().at(-1)).toBe(stoppedOn);
  });

  it('crossing a mark, and the last (0), are told even on schedule', async () => {
    const f = forecastHarness(8);
    await f.run(9500);
    // 8 -> 0: the first tick below 5 is told, whatever the schedule, and so is the end.
    expect(f.told()).toContain(4);
    expect(f.told().at(-1)).toBe(0);
  });

  it('above the forecast range are all told', async () => {
    const f = forecastHarness(200, 120);
    await f.run(6000);
    // Six new values, all told (plus the first whole answer).
    expect(f.h.news.length).toBeGreaterThanOrEqual(6);
    expect(f.told().slice(1)).toEqual([...f.told().slice(1)].sort((a, b) => b! - a!));
  });

  it('are told from parsed values: a new text with the same value is not news, one that is not JSON is', async () => {
    const h = harness();
    h.command({ ...start(), countdownField: 'autoTime' });
    h.answer({ ok: true, text: round('20') });
    await vi.advanceTimersByTimeAsync(800);
    // The same round, spaced and ordered otherwise by the server: nothing new.
    h.answer({ ok: true, text: JSON.stringify(JSON.parse(round('20')), null, 1) });
    await vi.advanceTimersByTimeAsync(800);
    expect(h.news).toHaveLength(1);
    h.answer({ ok: true, text: '<html>gateway</html>' });
    await vi.advanceTimersByTimeAsync(1600);
    // Told whole once (the page's parser refuses it and reads again the ordinary way).
    expect(h.news.slice(1)).toEqual([{ key: 'odds', epoch: 0, ok: true, text: '<html>gateway</html>' }]);
    h.answer({ ok: true, text: round('19') });
    await vi.advanceTimersByTimeAsync(800);
    expect(h.news.at(-1)).toEqual({ key: 'odds', epoch: 0, ok: true, text: round('19') });
  });

  it('parse an answer once: the same text again costs a string comparison', async () => {
    const parse = vi.spyOn(JSON, 'parse');
    try {
      const h = harness();
      h.command({ ...start(), countdownField: 'autoTime' });
      h.answer({ ok: true, text: round('20') });
      await vi.advanceTimersByTimeAsync(800);
      h.answer({ ok: true, text: round('19') });
      await vi.advanceTimersByTimeAsync(800 * 4);
      // The first answer and the first 19; the three 19s after it are the text before.
      expect(parse).toHaveBeenCalledTimes(2);
      expect(h.news).toHaveLength(2);
    } finally {
      parse.mockRestore();
    }
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
