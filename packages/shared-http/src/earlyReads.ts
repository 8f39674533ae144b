import { getBrowserFingerprint } from './fingerprint';
import type { QuietAnswer } from './pollLoop';
import { readWire, sendPollRequest, type ApiBase, type QuietRequest } from './pollWire';

/**
 * A page's first reads sent before the shared store runs (contract 1.5, `PreloadHost.earlyRead`):
 * a cold deep link's remote names them as soon as its light `./preload` arrives, the shell sends
 * them with the session's headers, and the store's first read of the same address takes the answer
 * instead of asking again (httpClient.ts `earlyAnswerFor`). Nothing here needs axios or the store,
 * so the shell's small boot chunk carries it.
 *
 * An answer is taken once, and only while it is fresh; one that failed (any status but a 2xx, no
 * answer) is not taken: the store then reads as it always does, and its client deals with the
 * failure (a 401 logs out, reachability is told, reads retry).
 */

/** How long after it came an early answer may stand in for the store's first read (ms). */
export const EARLY_ANSWER_FRESH_MS = 10_000;

/** `taken` once the store's read has had it: kept, so that a later early read of it sends nothing. */
type Early = { answer: Promise<QuietAnswer>; cameAt: number | undefined; taken: boolean };

const early = new Map<string, Early>();

function keyOf(method: string, url: string): string {
  return `${method.toUpperCase()} ${url}`;
}

/** What an early read needs of the session before the store exists (the fingerprint is read here). */
export type EarlySession = {
  bases: Record<ApiBase, string>;
  originId: string;
  token: string | null;
};

/** An early read: a plain GET of one of the APIs. */
export type EarlyRequest = Pick<QuietRequest, 'api' | 'url' | 'params' | 'skipAuth'>;

/**
 * Sends a GET now and keeps its answer for the store's first read of the same address. A second
 * early read of an address already asked for gets the same answer, also once the store has taken
 * it: a remote's hints (contract 1.6) and its `./preload` both name a page's first reads, and the
 * preload can arrive after the page has read. Resolves to the parsed JSON body of a 2xx, otherwise
 * undefined; never rejects.
 */
export function sendEarlyRead(session: EarlySession, request: EarlyRequest): Promise<unknown> {
  const base = session.bases[request.api];
  if (typeof base !== 'string') return Promise.resolve(undefined);
  const wire = readWire(base, { ...session, fingerprint: getBrowserFingerprint() }, request);
  const key = keyOf(wire.method, wire.url);
  let entry = early.get(key);
  if (!entry) {
    const sent: Early = { answer: sendPollRequest(wire), cameAt: undefined, taken: false };
    void sent.answer.then(() => (sent.cameAt = Date.now()));
    early.set(key, sent);
    entry = sent;
  }
  return entry.answer.then((answer) => {
    if (!answer.ok) return undefined;
    try {
      return JSON.parse(answer.text) as unknown;
    } catch {
      return undefined;
    }
  });
}

/**
 * The early answer for a read of `url`, once: still on its way, or come less than
 * EARLY_ANSWER_FRESH_MS ago. Undefined when there is none (the caller reads as usual).
 */
export function takeEarlyAnswer(method: string, url: string, now = Date.now()): Promise<QuietAnswer> | undefined {
  const key = keyOf(method, url);
  const entry = early.get(key);
  if (!entry || entry.taken) return undefined;
  entry.taken = true;
  if (entry.cameAt !== undefined && now - entry.cameAt > EARLY_ANSWER_FRESH_MS) return undefined;
  return entry.answer;
}

/** Tests: forget every early read. */
export function forgetEarlyReads(): void {
  early.clear();
}
