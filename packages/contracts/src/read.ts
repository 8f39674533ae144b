import type { Static, TSchema } from '@exchange/typebox-kit';
import { Check } from '@exchange/typebox-kit';

/**
 * Reading answers against the contract. `Check` interprets the schema (no code generation), so it
 * runs under the shell's Content-Security-Policy without 'unsafe-eval'.
 */

/** Whether a value is what the schema describes. */
export const matches = <T extends TSchema>(schema: T, value: unknown): value is Static<T> => Check(schema, value);

/** The rows of a list read one by one: those that match, and the positions of those left out. */
export type Rows<T> = { rows: T[]; skipped: number[] };

/**
 * The rows each row schema passed in its last list, by position. A polled list repeats itself
 * almost row for row (a casino table's options with every tick of its countdown), and interpreting
 * the schema was most of the cost of reading it (issue 12); a flat row equal, field for field, to
 * the one that passed at its position passes again without being interpreted.
 */
const lastPassed = new WeakMap<TSchema, unknown[]>();

/** Two records of the same own fields, each a primitive and the same in both (nested values never compare equal). */
function sameFlatRecord(a: unknown, b: unknown): boolean {
  if (typeof a !== 'object' || a === null || Array.isArray(a)) return false;
  if (typeof b !== 'object' || b === null || Array.isArray(b)) return false;
  if (Object.getPrototypeOf(a) !== Object.prototype || Object.getPrototypeOf(b) !== Object.prototype) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  for (const key of keys) {
    const value = (a as Record<string, unknown>)[key];
    if ((typeof value === 'object' && value !== null) || typeof value === 'function') return false;
    if (!Object.hasOwn(b, key) || !Object.is(value, (b as Record<string, unknown>)[key])) return false;
  }
  return true;
}

/** A list's rows that match the row schema; anything but a list reads as no rows. */
export function readRows<T extends TSchema>(schema: T, list: unknown): Rows<Static<T>> {
  const rows: Static<T>[] = [];
  const skipped: number[] = [];
  if (!Array.isArray(list)) return { rows, skipped };
  const before = lastPassed.get(schema);
  const passed: unknown[] = [];
  list.forEach((row, index) => {
    if (sameFlatRecord(before?.[index], row) || Check(schema, row)) {
      rows.push(row as Static<T>);
      passed[index] = typeof row === 'object' && row !== null && !Array.isArray(row) ? { ...row } : undefined;
    } else skipped.push(index);
  });
  lastPassed.set(schema, passed);
  return { rows, skipped };
}

/** The `response` of an envelope (`{ code, message, response }`), or undefined for anything else. */
export const responseOf = (envelope: unknown): unknown =>
  typeof envelope === 'object' && envelope !== null && !Array.isArray(envelope)
    ? (envelope as { response?: unknown }).response
    : undefined;

/** The `response` of an envelope when it is what the schema describes, else null. */
export function answerOf<T extends TSchema>(schema: T, envelope: unknown): Static<T> | null {
  const response = responseOf(envelope);
  return Check(schema, response) ? response : null;
}

/** The rows that are what the schema describes; the others are left out, and a warning names how many and where. */
export function keepRows<T extends TSchema>(schema: T, list: unknown, where: string): Static<T>[] {
  const { rows, skipped } = readRows(schema, list);
  if (skipped.length > 0)
    console.warn(`[contract] ${where}: ${skipped.length} row(s) left out (at ${skipped.join(', ')})`);
  return rows;
}
