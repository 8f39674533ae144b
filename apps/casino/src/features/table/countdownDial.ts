import { COUNTDOWN_TOLD_EVERY_MS } from '@exchange/live-data';

/**
 * The felt's countdown as a dial the compositor turns (issue 12, a table at rest). Written into the
 * page, a number that changes every second costs a whole frame of the page's main thread each
 * second (style, layout, paint and commit of the page: about a third of a point of the 2 % a table
 * may use at rest, on the phone). So while the round counts down as it should, the digits from the
 * server's value down to 00 stand in one column and a stepped transform animation moves that
 * column up by a line each second: the compositor draws each step, the page's main thread does
 * nothing for it. The server's value stays the truth: each value the poll tells is checked
 * against the line the dial shows at that moment, and the dial is set again when they differ, or
 * stands still on the value when the server's countdown does not move (a paused table). The poll
 * worker tells only the values off the dial's schedule, and one at least every 5 s (live-data's
 * pollLoop.ts, docs/decisions/0012-casino-countdown.md, step 5).
 */

/** What the dial does: stand still on a text, or count down from `from`, one line a second from `at` (ms). */
export type DialPlan = { kind: 'still'; text: string } | { kind: 'run'; from: number; at: number; width: number };

/** What the planner remembers between two values: the last value told, when it came (ms), and the plan in force. */
export type DialState = { last: number | undefined; since: number; plan: DialPlan };

/** A countdown longer than this stands still and is written at each tick (a column of its lines is not worth it). */
export const MAX_RUN_SECONDS = 120;

/**
 * How long after a value came the countdown counts as stopped when no other has come. A countdown
 * on schedule is told again with its first new value COUNTDOWN_TOLD_EVERY_MS after the last one
 * (live-data's pollLoop.ts: the ticks between are the ones the dial shows by itself). The poll
 * asks every 800 ms and the first read after that time may repeat the one before, so that value can
 * come two reads later, and the round trips spread that further. A countdown that stops while its
 * answers still come is told at once (its value leaves the schedule); this is for values that stop
 * coming (a lost connection).
 */
export const STOPPED_AFTER_MS = COUNTDOWN_TOLD_EVERY_MS + 3000;

export const INITIAL_DIAL: DialState = { last: undefined, since: 0, plan: { kind: 'still', text: '--' } };

/** The countdown as a player reads it: two digits at least. */
export function dialText(seconds: number, width = 2): string {
  return String(seconds).padStart(width, '0');
}

/** The seconds a running dial shows at `now`: its first line less the whole seconds since `at`, never below 0. */
export function runShows(plan: Extract<DialPlan, { kind: 'run' }>, now: number): number {
  return Math.max(0, plan.from - Math.floor((now - plan.at) / 1000));
}

/**
 * The next plan for a new value the poll told (`seconds`, the round's countdown as text, or
 * undefined when no round is in play) at `now` (ms, the document timeline). A value is told once,
 * when it changes.
 *
 * A run is set at the moment a value arrives, after the server's second began, so it turns at
 * most a second after the server does and never before. It is kept while it shows the value told
 * (or a step further: an answer that left just before the server turned); a value below the one it
 * shows (the run turns late) sets the run's clock again so that it shows that value from now, and
 * it soon turns close behind the server; its column of lines is kept (only a run that starts, at a
 * new round or after a stop, writes one). A value that is not below the last (the first, a new
 * round's) stands still until the next value shows the countdown moving, and so does 0. With
 * `canRun` false every value stands still.
 */
export function planDial(state: DialState, seconds: string | undefined, now: number, canRun = true): DialState {
  const value = seconds !== undefined && /^\d{1,6}$/.test(seconds) ? Number(seconds) : undefined;
  if (value === undefined) return { ...INITIAL_DIAL, since: now };
  const { plan, last } = state;
  const width = Math.max(2, seconds!.length);
  if (plan.kind === 'run') {
    const shows = runShows(plan, now);
    if (shows === value || shows === value - 1) return { last: value, since: now, plan };
  }
  const moving = canRun && last !== undefined && value < last && value > 0 && value <= MAX_RUN_SECONDS;
  // The run's column already holds this value: only its clock is set again, so that it shows the
  // value from now (the same dial started (from - value) seconds ago); the column is not rewritten.
  if (moving && plan.kind === 'run' && value <= plan.from && width === plan.width)
    return { last: value, since: now, plan: { ...plan, at: now - (plan.from - value) * 1000 } };
  const text = dialText(value, width);
  if (plan.kind === 'still' && plan.text === text) return { last: value, since: now, plan };
  return {
    last: value,
    since: now,
    plan: moving ? { kind: 'run', from: value, at: now, width } : { kind: 'still', text },
  };
}

/**
 * The plan at `now` when no new value has come since the last (called STOPPED_AFTER_MS after it):
 * a run stops on the last value told, the server's countdown having stopped (a paused table).
 */
export function holdDial(state: DialState, now: number): DialState {
  if (state.plan.kind !== 'run' || state.last === undefined || now - state.since < STOPPED_AFTER_MS) return state;
  return { ...state, plan: { kind: 'still', text: dialText(state.last, state.plan.width) } };
}

/** The column a run turns: one line per second from `from` down to 00. */
export function runLines(plan: Extract<DialPlan, { kind: 'run' }>): string {
  const lines: string[] = [];
  for (let s = plan.from; s >= 0; s--) lines.push(dialText(s, plan.width));
  return lines.join('\n');
}

/**
 * Draws the dial into `box` (the digits' box, one line high, clipping what overflows): `show` is
 * given each new value the poll tells and returns it as the dial writes it (for the countdown's
 * accessible name). A run stops on the last value when no other comes for STOPPED_AFTER_MS.
 * Without Web Animations (an old browser) every value is written as it comes.
 */
export function mountDial(box: HTMLElement): { show: (seconds: string | undefined) => string; stop: () => void } {
  const column = box.ownerDocument.createElement('span');
  column.setAttribute('aria-hidden', 'true');
  column.style.display = 'block';
  column.style.whiteSpace = 'pre';
  const text = column.appendChild(box.ownerDocument.createTextNode(''));
  box.appendChild(column);
  const canRun = typeof column.animate === 'function';
  let state = INITIAL_DIAL;
  let turning: Animation | undefined;
  let drawn: DialPlan | undefined;
  let holding: ReturnType<typeof setTimeout> | undefined;
  const setWidth = (chars: number) => {
    const width = `${chars}ch`;
    if (box.style.width !== width) box.style.width = width;
  };
  const draw = (plan: DialPlan) => {
    if (
      turning &&
      drawn?.kind === 'run' &&
      plan.kind === 'run' &&
      plan.from === drawn.from &&
      plan.width === drawn.width
    ) {
      // The same column set again: the animation's clock moves, not a line of the page.
      turning.startTime = plan.at;
      return;
    }
    turning?.cancel();
    turning = undefined;
    if (plan.kind === 'still') {
      setWidth(plan.text.length);
      text.data = plan.text;
      return;
    }
    setWidth(plan.width);
    text.data = runLines(plan);
    // The line height is 1.2em (the countdown's own); steps(n) holds each line for a whole second.
    turning = column.animate([{ transform: 'translateY(0)' }, { transform: `translateY(-${plan.from * 1.2}em)` }], {
      duration: plan.from * 1000,
      easing: `steps(${plan.from})`,
      fill: 'forwards',
    });
    // The document timeline counts from the page's time origin, as performance.now() does.
    turning.startTime = plan.at;
  };
  const redraw = () => {
    if (state.plan === drawn) return;
    draw(state.plan);
    drawn = state.plan;
  };
  return {
    show(seconds) {
      const now = performance.now();
      state = planDial(state, seconds, now, canRun);
      redraw();
      clearTimeout(holding);
      if (state.plan.kind === 'run')
        holding = setTimeout(() => {
          state = holdDial(state, performance.now());
          redraw();
        }, STOPPED_AFTER_MS);
      return state.plan.kind === 'still' ? state.plan.text : dialText(state.last!, state.plan.width);
    },
    stop() {
      clearTimeout(holding);
      turning?.cancel();
      column.remove();
    },
  };
}
