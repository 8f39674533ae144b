/**
 * Small readers for server answers. Every server input is untrusted: a reader returns undefined
 * for a value of the wrong type, and the caller decides whether that spoils the whole answer.
 */
export type WireRecord = Record<string, unknown>;

export const isRecord = (value: unknown): value is WireRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

export const finite = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/** A number, or null where the server says "not yet" (an open bet's profit/loss). */
export const finiteOrNull = (value: unknown): number | null | undefined => (value === null ? null : finite(value));

/** An id: a whole number above 0, also when sent as a numeric string ('8'); undefined otherwise. */
export const positiveId = (value: unknown): number | undefined => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

/** A list, or an empty one for anything else: its entries are still read one by one. */
export const items = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** A number, or 0 for anything else (a rate of 0 is never offered to the player). */
export const numberOrZero = (value: unknown): number => finite(value) ?? 0;

export const texts = (value: unknown): string[] | undefined =>
  Array.isArray(value) && value.every((v) => typeof v === 'string') ? (value as string[]) : undefined;

/** Run-of-the-mill envelope (`{ code, message, response }`): its response, or undefined. */
export const envelopeResponse = (value: unknown): unknown => (isRecord(value) ? value.response : undefined);

/** What a reader hands back: the value, or the sentence the screen shows instead. */
export type Read<T> = { ok: true; value: T } | { ok: false; message: string };

/** An address read against a base (a stream for a frame), or null for anything but an http(s) address. */
export function httpUrl(path: unknown, base: string): string | null {
  if (typeof path !== 'string' || path === '') return null;
  try {
    const url = new URL(path, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}
