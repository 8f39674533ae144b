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

/** A list's rows that match the row schema; anything but a list reads as no rows. */
export function readRows<T extends TSchema>(schema: T, list: unknown): Rows<Static<T>> {
  const rows: Static<T>[] = [];
  const skipped: number[] = [];
  if (!Array.isArray(list)) return { rows, skipped };
  list.forEach((row, index) => {
    if (Check(schema, row)) rows.push(row);
    else skipped.push(index);
  });
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
