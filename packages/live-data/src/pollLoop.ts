import { compareAnswers, countdownIn, secondsOf, type AnswerChange, type Countdown } from './answerChange';
import type { QuietAnswer } from './pollWire';

/**
 * The timing half of a quiet poll (issue 12): one loop per read, repeating it from start to start
 * and telling its owner only what is new. It runs in the poll worker (pollWorker.ts), so that a
 * repeat whose answer is the one before costs the page's main thread nothing; where no worker can
 * be started (unit tests, a browser that refuses it) the same loops run on the main thread.
 *
 * It knows nothing of the store: the owner (quietPoll.ts) holds a loop while the
 * endpoint's own read is on its way, and moves it to a new epoch whenever the cache entry was
 * written by anyone else. An answer is news when it differs from the last one told in the same
 * epoch, or when it failed; each piece of news names the epoch its request left in, so that the
 * owner can drop an answer that left before the entry was last written. The same text is the same
 * answer, at the cost of one string comparison and no parse.
 *
 * A loop may be given a countdown field (a casino table's `autoTime`): a number that changes every
 * second while the rest of the answer stays as it was. Its answers are parsed and compared with
 * the last one told as values (answerChange.ts); one that differs only in that field is told as the
 * field's new value alone, so that the owner shows the new number without reading and writing the
 * whole answer again (docs/decisions/0012-casino-countdown.md, step 2).
 *
 * With a forecast as well, a tick is not told at all while the countdown keeps its schedule: once
 * the owner has been told two values a count apart (it knows the countdown runs, and draws it by
 * its own clock), a value within a second of one count per second since the last told is the one
 * the owner already shows. A tick is told when it leaves that schedule (a paused or reset
 * countdown), when it crosses one of the forecast's marks (the owner's view changes there: betting
 * closes), when it reaches 0, when the countdown is above the forecast's range, and with the first
 * new value COUNTDOWN_TOLD_EVERY_MS after the last one told, so that what the owner shows of it is
 * never much older than that. An answer the same as the one before it is told only when it leaves
 * the schedule: the owner writes nothing for a read that brought nothing new
 * (docs/decisions/0012-casino-countdown.md, step 5).
 */

export type PollCommand<R> =
  | {
      type: 'start';
      key: string;
      request: R;
      everyMs: number;
      held: boolean;
      epoch: number;
      /** The answer's countdown field, whose changes alone are told as `countdown` news. */
      countdownField?: string | undefined;
      /** With the countdown field: its ticks on schedule are not told. */
      countdownForecast?: CountdownForecast | undefined;
    }
  | { type: 'sync'; key: string; held: boolean; epoch: number }
  | { type: 'stop'; key: string };

/**
 * When a countdown's ticks may go untold: only while its value is at most `upTo`, and a tick that
 * crosses below one of `marks` is always told.
 */
export type CountdownForecast = { upTo: number; marks: readonly number[] };

/** A countdown on schedule is still told at least this often (ms). */
export const COUNTDOWN_TOLD_EVERY_MS = 5000;

/** A changed answer's text, the countdown field's new value alone, or a failure. */
export type PollNews = { key: string; epoch: number } & (
  { ok: true; text: string } | { ok: true; countdown: Countdown } | { ok: false }
);

type Loop<R> = {
  request: R;
  everyMs: number;
  held: boolean;
  epoch: number;
  timer: ReturnType<typeof setTimeout> | undefined;
  running: boolean;
  lastStart: number;
  /** The text last told whole in this epoch. */
  lastText: string | undefined;
  /** With a countdown field: `lastText` parsed, and its countdown's value. */
  lastValue: unknown;
  lastTextCountdown: Countdown | undefined;
  countdownField: string | undefined;
  countdownForecast: CountdownForecast | undefined;
  /** The countdown's value told since `lastText`, if any (until then the owner shows `lastText`'s). */
  lastCountdown: Countdown | undefined;
  /** The last countdown value told (in an answer or alone), when, and whether it was below the one told before. */
  told: Told | undefined;
  /** The last answer's text, told or not, and how it differed from `lastText`: the same text again is not parsed again. */
  lastAnswer: string | undefined;
  lastChange: AnswerChange | undefined;
};

type Told = { seconds: number; at: number; falling: boolean };

/** What is remembered of a value told at `at`: below the one told before it means the countdown runs. */
function toldNow(before: Told | undefined, seconds: number | undefined, at: number): Told | undefined {
  return seconds === undefined ? undefined : { seconds, at, falling: before !== undefined && seconds < before.seconds };
}

/**
 * Whether a tick of `seconds` at `now` is the one the owner already shows: the countdown was seen
 * running, has not reached 0, is within the forecast's range, was told less than COUNTDOWN_TOLD_EVERY_MS ago
 * (or the answer repeats the one before it: the next new value is told instead), crosses
 * none of its marks, and is within a second of one count per second since the last value told
 * (the owner's dial turns up to a second after the server, and an answer can leave just before a
 * turn).
 */
export function onSchedule(
  told: Told | undefined,
  seconds: number | undefined,
  now: number,
  forecast: CountdownForecast | undefined,
  repeated = false,
): boolean {
  // The end of the countdown (0) is always told: nothing follows it to show where the owner's clock stopped.
  if (!forecast || !told?.falling || !seconds || told.seconds > forecast.upTo) return false;
  // Told again after a while only with a new value: a repeated answer (two reads in one second)
  // waits for the next, so that an answer like the one before it never makes the owner write.
  if (!repeated && now - told.at >= COUNTDOWN_TOLD_EVERY_MS) return false;
  if (forecast.marks.some((mark) => seconds < mark && told.seconds >= mark)) return false;
  const expected = Math.max(0, told.seconds - Math.floor((now - told.at) / 1000));
  return Math.abs(seconds - expected) <= 1;
}

/** Not JSON: never equal to a parsed answer, so such an answer is told whole. */
const NOT_JSON = Symbol('not JSON');

function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return NOT_JSON;
  }
}

/** How an answer of a loop with a countdown field differs from the one last told. */
function changeOf<R>(loop: Loop<R>, text: string, field: string): AnswerChange {
  if (text === loop.lastText) {
    return loop.lastTextCountdown === undefined
      ? { kind: 'same' }
      : { kind: 'countdown', value: loop.lastTextCountdown };
  }
  if (text === loop.lastAnswer && loop.lastChange) return loop.lastChange;
  const value = parsed(text);
  if (loop.lastText === undefined || value === NOT_JSON) return { kind: 'whole', value };
  return compareAnswers(loop.lastValue, value, field);
}

/** Forgets what was told in an epoch: the next answer is told whole. */
function forgetTold<R>(loop: Loop<R>): void {
  loop.lastText = undefined;
  loop.lastValue = undefined;
  loop.lastTextCountdown = undefined;
  loop.lastCountdown = undefined;
  loop.lastChange = undefined;
  loop.told = undefined;
}

/** Loops that send with `send` and tell their news to `tell`; returns the function that takes commands. */
export function createPollLoops<R>(
  send: (request: R) => Promise<QuietAnswer>,
  tell: (news: PollNews) => void,
): (command: PollCommand<R>) => void {
  const loops = new Map<string, Loop<R>>();

  const tellAnswer = (key: string, loop: Loop<R>, epoch: number, text: string) => {
    const field = loop.countdownField;
    if (field === undefined) {
      if (text === loop.lastText) return;
      loop.lastText = text;
      tell({ key, epoch, ok: true, text });
      return;
    }
    const now = Date.now();
    const repeated = text === loop.lastAnswer;
    const change = changeOf(loop, text, field);
    loop.lastAnswer = text;
    loop.lastChange = change;
    if (change.kind === 'same') return;
    if (change.kind === 'whole') {
      loop.lastText = text;
      loop.lastValue = change.value;
      loop.lastTextCountdown = countdownIn(change.value, field);
      loop.lastCountdown = undefined;
      loop.told = toldNow(loop.told, secondsOf(loop.lastTextCountdown), now);
      tell({ key, epoch, ok: true, text });
      return;
    }
    // Only the countdown differs from the answer told: its value is news when it is not the one shown.
    if (change.value === (loop.lastCountdown ?? loop.lastTextCountdown)) return;
    const seconds = secondsOf(change.value);
    if (onSchedule(loop.told, seconds, now, loop.countdownForecast, repeated)) return;
    loop.lastCountdown = change.value;
    loop.told = toldNow(loop.told, seconds, now);
    tell({ key, epoch, ok: true, countdown: change.value });
  };

  const schedule = (key: string, loop: Loop<R>, delayMs: number) => {
    clearTimeout(loop.timer);
    loop.timer = undefined;
    if (loop.held || loop.running) return;
    loop.timer = setTimeout(() => void tick(key, loop), Math.max(0, delayMs));
  };

  const tick = async (key: string, loop: Loop<R>) => {
    loop.timer = undefined;
    if (loop.held || loop.running || loops.get(key) !== loop) return;
    loop.running = true;
    loop.lastStart = Date.now();
    const epoch = loop.epoch;
    let answer: QuietAnswer;
    try {
      answer = await send(loop.request);
    } catch {
      answer = { ok: false };
    }
    loop.running = false;
    if (loops.get(key) !== loop) return;
    if (epoch === loop.epoch) {
      if (!answer.ok) {
        forgetTold(loop);
        loop.lastAnswer = undefined;
        tell({ key, epoch, ok: false });
      } else {
        tellAnswer(key, loop, epoch, answer.text);
      }
    }
    // From start to start, so that a 0.8 s poll makes 75 reads a minute however long each takes.
    schedule(key, loop, loop.everyMs - (Date.now() - loop.lastStart));
  };

  const sync = (key: string, loop: Loop<R>, held: boolean, epoch: number) => {
    const released = loop.held && !held;
    if (epoch !== loop.epoch) {
      loop.epoch = epoch;
      forgetTold(loop);
    }
    loop.held = held;
    if (held) schedule(key, loop, 0);
    // The endpoint's own read has just brought the entry: the next repeat is a whole interval away.
    else if (released) schedule(key, loop, loop.everyMs);
  };

  return (command) => {
    const existing = loops.get(command.key);
    if (command.type === 'stop') {
      if (existing) clearTimeout(existing.timer);
      loops.delete(command.key);
      return;
    }
    if (command.type === 'sync') {
      if (existing) sync(command.key, existing, command.held, command.epoch);
      return;
    }
    if (!existing) {
      const loop: Loop<R> = {
        request: command.request,
        everyMs: command.everyMs,
        held: command.held,
        epoch: command.epoch,
        timer: undefined,
        running: false,
        lastStart: Date.now(),
        lastText: undefined,
        lastValue: undefined,
        lastTextCountdown: undefined,
        countdownField: command.countdownField,
        countdownForecast: command.countdownForecast,
        lastCountdown: undefined,
        told: undefined,
        lastAnswer: undefined,
        lastChange: undefined,
      };
      loops.set(command.key, loop);
      schedule(command.key, loop, loop.everyMs);
      return;
    }
    // The same read again: a new interval (a subscriber came or left) or new session headers.
    existing.request = command.request;
    existing.everyMs = command.everyMs;
    existing.countdownForecast = command.countdownForecast;
    if (existing.countdownField !== command.countdownField) {
      existing.countdownField = command.countdownField;
      forgetTold(existing);
    }
    sync(command.key, existing, command.held, command.epoch);
    if (!existing.held && !existing.running) {
      schedule(command.key, existing, existing.lastStart + existing.everyMs - Date.now());
    }
  };
}
