/**
 * Small readers for server answers, for what the contracts' schemas do not read (an envelope, an
 * address, an id in a path): every server input is untrusted. Answers themselves are read with their
 * schemas (`@exchange/contracts/read`).
 */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An id: a whole number above 0, also when sent as a numeric string ('8'); undefined otherwise. */
export const positiveId = (value: unknown): number | undefined => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

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
