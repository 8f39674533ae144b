import type { QuietAnswer } from './pollWire';

/**
 * The timing half of a quiet poll (issue 12): one loop per read, repeating it from start to start
 * and telling its owner only what is new. It runs in the poll worker (pollWorker.ts), so that a
 * repeat whose answer is the one before costs the page's main thread nothing; where no worker can
 * be started (unit tests, a browser that refuses it) the same loops run on the main thread.
 *
 * It knows nothing of the store: the owner (quietPoll.ts) holds a loop while the
 * endpoint's own read is on its way, and moves it to a new epoch whenever the cache entry was
 * written by anyone else. An answer is news when its text differs from the last one told in the
 * same epoch, or when it failed; each piece of news names the epoch its request left in, so that
 * the owner can drop an answer that left before the entry was last written.
 *
 * A loop may be given a countdown field (a casino table's `autoTime`): a number that changes every
 * second while the rest of the answer stays as it was. An answer that differs from the last one
 * told only in that field is told as the field's new value alone (its JSON text), so that the
 * owner shows the new number without reading and writing the whole answer again
 * (docs/decisions.md "A countdown's tick is not a new answer").
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
 * (docs/decisions.md "A countdown on schedule is not told").
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

/** A changed answer's text, the countdown field's new JSON text alone, or a failure. */
export type PollNews = { key: string; epoch: number } & (
  { ok: true; text: string } | { ok: true; countdown: string } | { ok: false }
);

type Loop<R> = {
  request: R;
  everyMs: number;
  held: boolean;
  epoch: number;
  timer: ReturnType<typeof setTimeout> | undefined;
  running: boolean;
  lastStart: number;
  /** The text last told in this epoch. */
  lastText: string | undefined;
  countdownField: string | undefined;
  countdownForecast: CountdownForecast | undefined;
  /** The countdown's value told since `lastText`, if any (until then the owner shows `lastText`'s). */
  lastCountdown: string | undefined;
  /** The last countdown value told (in an answer or alone), when, and whether it was below the one told before. */
  told: Told | undefined;
  /** The last answer's text, told or not: an answer the same as it brings nothing new. */
  lastAnswer: string | undefined;
};

type Told = { seconds: number; at: number; falling: boolean };

const patterns = new Map<string, RegExp>();

/** `"name": value` with a JSON scalar value. A key inside a JSON string cannot match: its quotes are escaped. */
function fieldPattern(name: string): RegExp {
  let pattern = patterns.get(name);
  if (!pattern) {
    const key = JSON.stringify(name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const scalar = String.raw`("(?:[^"\\]|\\.)*"|-?\d[\d.eE+-]*|true|false|null)`;
    pattern = new RegExp(String.raw`${key}\s*:\s*${scalar}`, 'g');
    patterns.set(name, pattern);
  }
  return pattern;
}

/** The field's value in an answer: where it starts and ends. None when it is not there exactly once. */
function valueIn(text: string, pattern: RegExp): { start: number; end: number } | undefined {
  pattern.lastIndex = 0;
  const first = pattern.exec(text);
  // Twice would be a nested object with a field of the same name: not a countdown's tick.
  if (!first || pattern.exec(text)) return undefined;
  const end = first.index + first[0].length;
  return { start: end - first[1]!.length, end };
}

/** The countdown field's value (its JSON text) in an answer, when it is there exactly once. */
export function countdownIn(text: string, field: string): string | undefined {
  const at = valueIn(text, fieldPattern(field));
  return at && text.slice(at.start, at.end);
}

/**
 * When `next` is `last` but for the countdown field's value, that value's JSON text; otherwise
 * (anything else differs, or the field is not there exactly once in both) undefined.
 */
export function countdownOnlyChange(last: string, next: string, field: string): string | undefined {
  const pattern = fieldPattern(field);
  const a = valueIn(last, pattern);
  const b = valueIn(next, pattern);
  if (!a || !b || a.start !== b.start || last.length - a.end !== next.length - b.end) return undefined;
  if (!last.startsWith(next.slice(0, b.start)) || !last.endsWith(next.slice(b.end))) return undefined;
  return next.slice(b.start, b.end);
}

/** A countdown's value (its JSON text) as whole seconds, when it is that: a number or a numeric string. */
export function secondsOf(json: string | undefined): number | undefined {
  if (json === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return undefined;
  }
  const seconds = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value;
  return typeof seconds === 'number' && Number.isInteger(seconds) && seconds >= 0 ? seconds : undefined;
}

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

/** Loops that send with `send` and tell their news to `tell`; returns the function that takes commands. */
export function createPollLoops<R>(
  send: (request: R) => Promise<QuietAnswer>,
  tell: (news: PollNews) => void,
): (command: PollCommand<R>) => void {
  const loops = new Map<string, Loop<R>>();

  const tellAnswer = (key: string, loop: Loop<R>, epoch: number, text: string) => {
    const field = loop.countdownField;
    const last = loop.lastText;
    const countdown = field !== undefined && last !== undefined ? countdownOnlyChange(last, text, field) : undefined;
    const now = Date.now();
    const repeated = text === loop.lastAnswer;
    loop.lastAnswer = text;
    if (countdown === undefined) {
      if (text === last) return;
      loop.lastText = text;
      loop.lastCountdown = undefined;
      loop.told = field === undefined ? undefined : toldNow(loop.told, secondsOf(countdownIn(text, field)), now);
      tell({ key, epoch, ok: true, text });
      return;
    }
    // Only the countdown differs from the answer told: its value is news when it is not the one shown.
    if (countdown === (loop.lastCountdown ?? countdownIn(last!, field!))) return;
    const seconds = secondsOf(countdown);
    if (onSchedule(loop.told, seconds, now, loop.countdownForecast, repeated)) return;
    loop.lastCountdown = countdown;
    loop.told = toldNow(loop.told, seconds, now);
    tell({ key, epoch, ok: true, countdown });
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
        loop.lastText = undefined;
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
      loop.lastText = undefined;
      loop.lastCountdown = undefined;
      loop.told = undefined;
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
        countdownField: command.countdownField,
        countdownForecast: command.countdownForecast,
        lastCountdown: undefined,
        told: undefined,
        lastAnswer: undefined,
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
      existing.lastText = undefined;
      existing.lastCountdown = undefined;
      existing.told = undefined;
    }
    sync(command.key, existing, command.held, command.epoch);
    if (!existing.held && !existing.running) {
      schedule(command.key, existing, existing.lastStart + existing.everyMs - Date.now());
    }
  };
}
