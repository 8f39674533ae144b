import { createPollLoops } from '@exchange/live-data';
import { afterEach, vi } from 'vitest';
import { CASINO_CLOSES_BELOW } from '@exchange/betting';
import {
  INITIAL_DIAL,
  holdDial,
  MAX_RUN_SECONDS,
  STOPPED_AFTER_MS,
  planDial,
  runLines,
  runShows,
  type DialPlan,
  type DialState,
} from './countdownDial';

afterEach(() => vi.useRealTimers());

/** What a plan shows at `now`, as a player reads it. */
function shown(plan: DialPlan, now: number): string {
  return plan.kind === 'still' ? plan.text : String(runShows(plan, now)).padStart(plan.width, '0');
}

/** Values told at the given times (ms), one after the other, from the initial state. */
function tell(values: [string | undefined, number][], state: DialState = INITIAL_DIAL): DialState {
  return values.reduce((s, [value, at]) => planDial(s, value, at), state);
}

/** A small seeded generator, so that the poll's spread is the same at every run. */
function seeded(seed: number): () => number {
  let x = seed;
  return () => {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    return x / 2 ** 31;
  };
}

describe('the countdown dial', () => {
  it("stands still on '--' until a round is in play, and on a value it cannot read", () => {
    expect(INITIAL_DIAL.plan).toEqual({ kind: 'still', text: '--' });
    for (const bad of [undefined, '', 'abc', '-3', '1.5', '9999999'])
      expect(
        tell([
          ['20', 0],
          [bad, 500],
        ]).plan,
      ).toEqual({ kind: 'still', text: '--' });
  });

  it('stands still on the first value, and runs from the next one below it, at the moment it came', () => {
    const first = tell([['20', 1000]]);
    expect(first.plan).toEqual({ kind: 'still', text: '20' });
    const moving = planDial(first, '19', 1900);
    expect(moving.plan).toEqual({ kind: 'run', from: 19, at: 1900, width: 2 });
    // One line a second from there, down to 00 and no further.
    const run = moving.plan as Extract<DialPlan, { kind: 'run' }>;
    expect([1900, 2899, 2900, 10_899, 10_900, 20_900, 60_000].map((t) => runShows(run, t))).toEqual([
      19, 19, 18, 11, 10, 0, 0,
    ]);
    expect(runLines(run).split('\n')).toEqual([
      '19',
      '18',
      '17',
      '16',
      '15',
      '14',
      '13',
      '12',
      '11',
      '10',
      '09',
      '08',
      '07',
      '06',
      '05',
      '04',
      '03',
      '02',
      '01',
      '00',
    ]);
  });

  it('is set again only now and then while the poll (every 800 ms, spread round trips) follows a steady countdown', () => {
    // The server's countdown turns at whole seconds from 0: 45 at 0 ms, 44 at 1000 ms... The poll
    // asks every 800 ms; each answer is read on the server 20-60 ms after it was asked and arrives
    // 40-240 ms after it was asked.
    const random = seeded(7);
    const serverAt = (t: number) => Math.max(0, 45 - Math.floor(t / 1000));
    let state = INITIAL_DIAL;
    let plans = 0;
    let latePlans = 0;
    let lastTold: string | undefined;
    let lastCame = 0;
    for (let asked = 0; asked < 40_000; asked += 800) {
      const read = asked + 20 + random() * 40;
      const arrived = read + 20 + random() * 180;
      const told = String(serverAt(read)).padStart(2, '0');
      // Only a changed value reaches the dial; one that stays is never taken for a stop.
      if (told === lastTold) continue;
      expect(arrived - lastCame).toBeLessThan(STOPPED_AFTER_MS);
      [lastTold, lastCame] = [told, arrived];
      const next = planDial(state, told, arrived);
      if (next.plan !== state.plan) plans += 1;
      if (next.plan !== state.plan && arrived > 20_000) latePlans += 1;
      state = next;
      // At the moment an answer arrives the dial shows what it told, or a step further when the
      // server has turned since; never a second the server has not reached.
      const showing = Number(shown(state.plan, arrived));
      expect(showing).toBeLessThanOrEqual(Number(told));
      expect(showing).toBeGreaterThanOrEqual(Math.max(Number(told) - 1, serverAt(arrived)));
      // Nor until the next answer comes.
      for (let t = arrived; t < arrived + 800; t += 25)
        expect(Number(shown(state.plan, t))).toBeGreaterThanOrEqual(serverAt(t));
    }
    // 40 values over 40 s: the first stands still, the second starts the run; the run is set
    // again only when a value comes before it has turned (each time closer behind the server),
    // less and less often: written at every value, the page would have drawn 40 times.
    expect(plans).toBeGreaterThanOrEqual(2);
    expect(plans).toBeLessThanOrEqual(10);
    expect(latePlans).toBeLessThanOrEqual(2);
    expect(state.plan.kind).toBe('run');
  });

  it('turns with the server while the poll worker tells it only the values off its schedule', async () => {
    // The worker's loop (live-data's pollLoop.ts) as the casino odds poll sets it up, reading a
    // server whose countdown turns at whole seconds: read 20-60 ms after it is asked, arriving
    // 40-240 ms after. Each value it tells goes to the dial at once, as the Countdown gives it.
    vi.useFakeTimers();
    const random = seeded(11);
    const began = Date.now();
    const serverAt = (t: number) => Math.max(0, 45 - Math.floor((t - began) / 1000));
    let state = INITIAL_DIAL;
    const told: number[] = [];
    const loops = createPollLoops<string>(
      async () => {
        const asked = Date.now();
        const read = asked + 20 + random() * 40;
        await new Promise((r) => setTimeout(r, read - asked + 20 + random() * 180));
        return { ok: true, text: JSON.stringify({ response: { marketId: '1', autoTime: serverAt(read) } }) };
      },
      (news) => {
        if (!news.ok) throw new Error('no failure here');
        const seconds = 'text' in news ? JSON.parse(news.text).response.autoTime : news.countdown;
        told.push(Date.now());
        state = planDial(state, String(seconds).padStart(2, '0'), Date.now());
      },
    );
    loops({
      type: 'start',
      key: 'odds',
      request: 'GET /odds',
      everyMs: 800,
      held: false,
      epoch: 0,
      countdownField: 'autoTime',
      countdownForecast: { upTo: MAX_RUN_SECONDS, marks: [CASINO_CLOSES_BELOW] },
    });
    let behind = 0;
    let samples = 0;
    for (let t = 0; t < 44_000; t += 50) {
      await vi.advanceTimersByTimeAsync(50);
      const now = Date.now();
      if (now - began < 3000) continue;
      // Never a second the server has not reached, and behind it by one at most.
      const showing = Number(shown(state.plan, now));
      expect(state.plan.kind).toBe('run');
      expect(showing).toBeGreaterThanOrEqual(serverAt(now));
      expect(showing).toBeLessThanOrEqual(serverAt(now) + 1);
      samples += 1;
      if (showing > serverAt(now)) behind += 1;
      // Nothing told stops it while the countdown keeps its schedule.
      state = holdDial(state, now);
    }
    // Behind the server only for the part of each second before the dial turns.
    expect(behind / samples).toBeLessThan(0.5);
    // 55 reads, 45 new values: told at the start, when betting closes and every 5 s between.
    expect(told.length).toBeGreaterThanOrEqual(9);
    expect(told.length).toBeLessThanOrEqual(14);
    // The end: 00 is told, and the dial stands on it however long nothing else comes.
    await vi.advanceTimersByTimeAsync(3000 + STOPPED_AFTER_MS);
    state = holdDial(state, Date.now());
    expect(state.plan).toEqual({ kind: 'still', text: '00' });
  });

  it('stops on the last value when no other comes (a paused table), and runs again when it moves', () => {
    let state = tell([
      ['20', 0],
      ['19', 800],
      ['18', 1800],
    ]);
    expect(state.plan.kind).toBe('run');
    // Not yet: a countdown on schedule is told only every 5 s, the poll asks every 800 ms, and its
    // round trip can be longer.
    expect(holdDial(state, 1800 + STOPPED_AFTER_MS - 1)).toBe(state);
    state = holdDial(state, 1800 + STOPPED_AFTER_MS);
    expect(state.plan).toEqual({ kind: 'still', text: '18' });
    expect(holdDial(state, 9000)).toBe(state);
    state = planDial(state, '17', 5800);
    expect(state.plan).toEqual({ kind: 'run', from: 17, at: 5800, width: 2 });
    // A still dial (no round, or one standing on its first value) has nothing to stop.
    const still = tell([['20', 0]]);
    expect(holdDial(still, 10_000)).toBe(still);
  });

  it('is set again from a value below the one it shows, and never steps back up to an older one', () => {
    const late = tell([
      ['20', 0],
      ['19', 950],
    ]);
    // The run turns at 1950, 2950...; the server's 18 arrives at 1800: the run shows 18 from there,
    // turning at 2800, 3800... Its column (19 down to 00) is kept: only its clock is set again.
    const ahead = planDial(late, '18', 1800);
    expect(ahead.plan).toEqual({ kind: 'run', from: 19, at: 800, width: 2 });
    expect([1800, 2799, 2800].map((t) => shown(ahead.plan, t))).toEqual(['18', '18', '17']);
    // So is a run that turns early (an answer after a stall): 15 told while it shows 17.
    const early = planDial(ahead, '15', 2000);
    expect(early.plan).toEqual({ kind: 'run', from: 19, at: -2000, width: 2 });
    expect(shown(early.plan, 2000)).toBe('15');
    // A value the run has just turned past (an answer that left before the server turned) keeps it.
    const turned = tell([
      ['20', 0],
      ['19', 950],
      ['18', 2960],
    ]);
    expect(runShows(late.plan as never, 2960)).toBe(17);
    expect(turned.plan).toEqual(late.plan);
    expect(planDial(late, '19', 1900).plan).toBe(late.plan);
  });

  it('stands still on a new round until its countdown moves, on 00, and on a countdown too long for a column', () => {
    let state = tell([
      ['20', 0],
      ['19', 800],
      ['02', 18_000],
      ['01', 19_000],
      ['00', 20_000],
    ]);
    expect(shown(state.plan, 20_000)).toBe('00');
    state = planDial(state, '00', 21_000);
    expect(shown(state.plan, 30_000)).toBe('00');
    // The next round starts at 25: it stands still on 25, then runs from 24.
    state = planDial(state, '25', 30_000);
    expect(state.plan).toEqual({ kind: 'still', text: '25' });
    state = planDial(state, '24', 30_900);
    expect(state.plan).toEqual({ kind: 'run', from: 24, at: 30_900, width: 2 });
    // Three digits keep their width; a countdown over MAX_RUN_SECONDS is written at each value.
    const long = String(MAX_RUN_SECONDS + 30);
    const still = tell([
      [long, 0],
      [String(MAX_RUN_SECONDS + 29), 1000],
    ]);
    expect(still.plan).toEqual({ kind: 'still', text: String(MAX_RUN_SECONDS + 29) });
    const three = tell([
      ['105', 0],
      ['104', 1000],
    ]);
    expect(three.plan).toEqual({ kind: 'run', from: 104, at: 1000, width: 3 });
    expect(shown(three.plan, 96_000)).toBe('009');
  });

  it('never runs where a page cannot animate: every value stands still', () => {
    const state = [
      ['20', 0],
      ['19', 800],
      ['18', 1800],
    ].reduce<DialState>((s, [v, t]) => planDial(s, v as string, t as number, false), INITIAL_DIAL);
    expect(state.plan).toEqual({ kind: 'still', text: '18' });
  });
});
