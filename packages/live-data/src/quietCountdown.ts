import { useCallback, useSyncExternalStore } from 'react';
import { useAppStore } from '@exchange/shared-auth';

/**
 * The countdown of a quietly polled read (quietPoll.ts, docs/decisions/0012-casino-countdown.md, step 2):
 * an answer in which only the endpoint's countdown field changed is not written to
 * the cache; its value is kept here, beside the entry, until the entry is next written. Kept apart
 * from quietPoll.ts, which owns the loops and the cache writes and calls `setCountdown`.
 */
type Store = ReturnType<typeof useAppStore>;

/** The endpoint as the hooks are given it: `someApi.endpoints.name`. */
type Endpoint = { name: string };

/** An argument as text, undefined included (RTK Query keys `undefined` and `null` apart, and so does this). */
export function argText(arg: unknown): string {
  return arg === undefined ? 'undefined' : JSON.stringify(arg);
}

/**
 * Per store, the countdowns told since each polled entry was last written (by the read's key), and
 * who reads them. A countdown is dropped whenever its entry is written, which holds the answer's own.
 */
type Countdowns = { values: Map<string, string>; listeners: Set<() => void> };
const countdowns = new WeakMap<Store, Countdowns>();

function countdownsOf(store: Store): Countdowns {
  let known = countdowns.get(store);
  if (!known) {
    known = { values: new Map(), listeners: new Set() };
    countdowns.set(store, known);
  }
  return known;
}

function readKey(endpointName: string, arg: unknown): string {
  return `${endpointName}(${argText(arg)})`;
}

/** Keeps (or, with undefined, drops) the countdown told for one read, and tells its readers. */
export function setCountdown(store: Store, endpointName: string, arg: unknown, value: string | undefined): void {
  const known = countdownsOf(store);
  const key = readKey(endpointName, arg);
  if (known.values.get(key) === value) return;
  if (value === undefined) known.values.delete(key);
  else known.values.set(key, value);
  for (const listener of known.listeners) listener();
}

/**
 * The countdown of a quietly polled read (its definition's `countdown`) as told since its cache
 * entry was last written, passed through `select`; `select(undefined)` while the entry's own value
 * holds. Re-renders only when what `select` returns changes: give it something that returns a
 * primitive (the digits, or whether betting is closed).
 */
export function useQuietCountdown<Arg, T>(
  endpoint: Endpoint,
  arg: Arg,
  select: (countdown: string | undefined) => T,
): T {
  const store = useAppStore();
  const known = countdownsOf(store);
  const key = readKey(endpoint.name, arg);
  const subscribe = useCallback((listener: () => void) => subscribeQuietCountdowns(store, listener), [store]);
  return useSyncExternalStore(subscribe, () => select(known.values.get(key)));
}

/**
 * Calls `listener` whenever a countdown of this store is told or dropped, outside React (a view that
 * draws a tick itself, without a render); returns the unsubscribe.
 */
export function subscribeQuietCountdowns(store: Store, listener: () => void): () => void {
  const known = countdownsOf(store);
  known.listeners.add(listener);
  return () => void known.listeners.delete(listener);
}

/** The same countdown outside React (a click handler, a test): undefined while the entry's own value holds. */
export function quietCountdown<Arg>(store: Store, endpoint: Endpoint, arg: Arg): string | undefined {
  return countdowns.get(store)?.values.get(readKey(endpoint.name, arg));
}
