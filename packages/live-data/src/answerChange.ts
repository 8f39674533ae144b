/**
 * How a poll's answer differs from the one last told (issue 70), compared as parsed values: one
 * walk over both, which stops at the first difference. A countdown field (a casino round's
 * `autoTime`) is set apart: an answer that differs only in that field's value is a tick, not a new
 * answer (docs/decisions/0012-casino-countdown.md, step 2).
 *
 * The field is a key of that name anywhere in the answer whose value is a number or a string, and
 * it must be there exactly once: twice would be a nested object with a field of the same name,
 * whose change is told whole. Objects are compared by their keys whatever their order; arrays by
 * position.
 */

/** A countdown's value as the answer carries it: a number, or a numeric string. */
export type Countdown = string | number;

export type AnswerChange =
  /** Equal values: nothing is new (the countdown, if any, is the last one's). */
  | { kind: 'same' }
  /** Equal but for the countdown field, there exactly once: its value in the new answer (maybe the last one's). */
  | { kind: 'countdown'; value: Countdown }
  /** Anything else: the new answer's parsed value, to be told whole. */
  | { kind: 'whole'; value: unknown };

const isCountdown = (value: unknown): value is Countdown => typeof value === 'string' || typeof value === 'number';

/** The countdown fields met on the way: how many, the last one's new value, and whether any moved. */
type Found = { count: number; value: Countdown | undefined; moved: boolean };

/** Whether `a` and `b` are equal but for the countdown fields, which are counted in `found`. */
function equalBut(a: unknown, b: unknown, field: string, found: Found): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i += 1) if (!equalBut(a[i], b[i], field, found)) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const before = a as Record<string, unknown>;
  const after = b as Record<string, unknown>;
  // Keys counted with for-in rather than listed with Object.keys: no array per object (40 % of the walk).
  let keys = 0;
  for (const key in before) {
    keys += 1;
    const x = before[key];
    const y = after[key];
    if (key === field && isCountdown(x) && isCountdown(y)) {
      found.count += 1;
      found.value = y;
      if (x !== y) found.moved = true;
    } else if (y === undefined || !equalBut(x, y, field, found)) return false;
  }
  for (const _key in after) keys -= 1;
  return keys === 0;
}

/** How `after` (just parsed) differs from `before` (the value last told), `field` being the countdown. */
export function compareAnswers(before: unknown, after: unknown, field: string): AnswerChange {
  const found: Found = { count: 0, value: undefined, moved: false };
  if (!equalBut(before, after, field, found)) return { kind: 'whole', value: after };
  if (found.count === 1) return { kind: 'countdown', value: found.value! };
  return found.moved ? { kind: 'whole', value: after } : { kind: 'same' };
}

/** Adds to `found` every countdown field under `value`. */
function collect(value: unknown, field: string, found: Found): void {
  if (typeof value !== 'object' || value === null) return;
  if (Array.isArray(value)) {
    for (const item of value) collect(item, field, found);
    return;
  }
  const record = value as Record<string, unknown>;
  for (const key in record) {
    const item = record[key];
    if (key === field && isCountdown(item)) {
      found.count += 1;
      found.value = item;
    } else collect(item, field, found);
  }
}

/** The countdown field's value in an answer, when it is there exactly once. */
export function countdownIn(value: unknown, field: string): Countdown | undefined {
  const found: Found = { count: 0, value: undefined, moved: false };
  collect(value, field, found);
  return found.count === 1 ? found.value : undefined;
}

/** A countdown's value as whole seconds, when it is that: a whole number, or a string of digits. */
export function secondsOf(value: Countdown | undefined): number | undefined {
  const seconds = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value;
  return typeof seconds === 'number' && Number.isInteger(seconds) && seconds >= 0 ? seconds : undefined;
}
