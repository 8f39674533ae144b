import { getBrowserFingerprint, type ApiBase, type ApiRequest } from '@exchange/shared-http/request';
import { quietUrl, readWire, sendPollRequest, type QuietAnswer } from './pollWire';

/**
 * A page's first reads sent before the shared store runs (contract 1.5, `PreloadHost.earlyRead`):
 * a cold deep link's remote names them as soon as its light `./preload` arrives, the shell sends
 * them with the session's headers, and the store's first read of the same address takes the answer
 * instead of asking again (`earlyAnswerFor`, which the shell hands to shared-auth's
 * `setEarlyAnswers`). Nothing here needs axios or the store, so the shell's small boot chunk
 * carries it: `@exchange/live-data/early`.
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

/** A GET's key: its API and the address below that API's base (the same with any base). */
function keyOf(request: Pick<ApiRequest, 'api' | 'url' | 'params'>): string {
  return `${request.api} ${quietUrl('', request)}`;
}

/** What an early read needs of the session before the store exists (the fingerprint is read here). */
export type EarlySession = {
  bases: Record<ApiBase, string>;
  originId: string;
  token: string | null;
};

/** An early read: a plain GET of one of the APIs. */
export type EarlyRequest = Pick<ApiRequest, 'api' | 'url' | 'params' | 'skipAuth'>;

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
  const key = keyOf(request);
  let entry = early.get(key);
  if (!entry) {
    const wire = readWire(base, { ...session, fingerprint: getBrowserFingerprint() }, request);
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
 * The answer of an early read of this very request, once: still on its way, or come less than
 * EARLY_ANSWER_FRESH_MS ago. Only a plain GET has one: no body, no headers of its own (an early
 * read sends the session's alone). Undefined when there is none (the caller reads as usual).
 */
export function earlyAnswerFor(request: ApiRequest, now = Date.now()): Promise<QuietAnswer> | undefined {
  const plain = (request.method ?? 'GET').toUpperCase() === 'GET' && request.data === undefined;
  if (!plain || Object.keys(request.headers ?? {}).length > 0) return undefined;
  const entry = early.get(keyOf(request));
  if (!entry || entry.taken) return undefined;
  entry.taken = true;
  if (entry.cameAt !== undefined && now - entry.cameAt > EARLY_ANSWER_FRESH_MS) return undefined;
  return entry.answer;
}

/** Tests: forget every early read. */
export function forgetEarlyReads(): void {
  early.clear();
}
