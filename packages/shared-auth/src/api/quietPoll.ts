import { useEffect } from 'react';
import { quietRead } from '@exchange/shared-http';
import { useAppStore } from '../store/hooks';
import { baseApi } from './baseApi';
import type { RequestArgs } from './baseQuery';

/**
 * Quiet polls (issue 12, docs/decisions.md "Polls that bring nothing new cost nothing"): a page at
 * rest repeats its reads every 0.8-5 s, and most answers are the same as the one before. RTK Query's
 * own polling sends every repeat through axios and dispatches a pending and a fulfilled action,
 * which run the reducers and every subscribed selector, changed or not. Here the repeats go out as
 * one plain request; an answer whose text is the one before is dropped on arrival, and a new one is
 * parsed by the endpoint's own `transformResponse` and written into the same RTK Query cache entry
 * with one `upsertQueryEntries` action (structurally shared, so only what changed re-renders).
 *
 * RTK Query still owns everything else: the first read, refetches after a tag is invalidated, the
 * cache's lifetime, and every failure. A repeat that gets anything but a 2xx is sent again through
 * the endpoint itself (`initiate` with `forceRefetch`), so retries, the 401 logout, reachability and
 * the error state are exactly those of an ordinary read.
 */

/** What a quietly polled endpoint is made of: the same `query` and `transformResponse` given to `build.query`. */
export type QuietDefinition = {
  query: (arg: never) => RequestArgs;
  transformResponse?: (envelope: never, meta: never, arg: never) => unknown;
};

/** The endpoint as the hook is given it: `someApi.endpoints.name`. */
export type QuietEndpoint<Arg> = {
  name: string;
  initiate: (arg: Arg, options: { subscribe: false; forceRefetch: true }) => unknown;
};

type Store = ReturnType<typeof useAppStore>;
type CacheEntry = { status: string; requestId?: string; fulfilledTimeStamp?: number; isError: boolean };
type AnyEndpoint = {
  select: (arg: unknown) => (state: unknown) => CacheEntry;
  initiate: (arg: unknown, options: { subscribe: false; forceRefetch: true }) => unknown;
};

const definitions = new Map<string, QuietDefinition>();

/**
 * Registers an endpoint's definition for quiet polling and returns it unchanged, to be given to
 * `build.query`: `casinoOdds: build.query<R, A>(quietlyPolled('casinoOdds', { query, transformResponse }))`.
 */
export function quietlyPolled<D extends QuietDefinition>(endpointName: string, definition: D): D {
  definitions.set(endpointName, definition);
  return definition;
}

type Poll = {
  endpointName: string;
  arg: unknown;
  store: Store;
  /** Each subscriber's interval; the poll runs at the shortest, as RTK Query's polling does. */
  intervals: Map<symbol, number>;
  timer: ReturnType<typeof setTimeout> | undefined;
  running: boolean;
  stopped: boolean;
  /** The cache entry's selector, made once (RTK Query builds a new memoised selector per `select(arg)` call). */
  entry: (() => CacheEntry) | undefined;
  /** The text of the last answer written, and the cache entry's time stamp after that write. */
  lastText: string | undefined;
  lastStamp: number | undefined;
};

const polls = new Map<string, Poll>();

/** An argument as text, undefined included (RTK Query keys `undefined` and `null` apart, and so does this). */
function argText(arg: unknown): string {
  return arg === undefined ? 'undefined' : JSON.stringify(arg);
}

function keyOf(endpointName: string, arg: unknown): string {
  return `${endpointName}(${argText(arg)})`;
}

function intervalOf(poll: Poll): number {
  return Math.min(...poll.intervals.values());
}

function schedule(poll: Poll, delayMs: number): void {
  if (poll.stopped) return;
  clearTimeout(poll.timer);
  poll.timer = setTimeout(() => void tick(poll), Math.max(0, delayMs));
}

function endpointOf(name: string): AnyEndpoint | undefined {
  return (baseApi.endpoints as unknown as Record<string, AnyEndpoint>)[name];
}

async function tick(poll: Poll): Promise<void> {
  if (poll.stopped || poll.running) return;
  poll.running = true;
  const started = Date.now();
  try {
    await readOnce(poll);
  } finally {
    poll.running = false;
    // From start to start, so that a 0.8 s poll makes 75 reads a minute however long each takes.
    schedule(poll, intervalOf(poll) - (Date.now() - started));
  }
}

async function readOnce(poll: Poll): Promise<void> {
  const { store, endpointName, arg } = poll;
  const endpoint = endpointOf(endpointName);
  const definition = definitions.get(endpointName);
  if (!endpoint || !definition) return;
  if (!poll.entry) {
    const select = endpoint.select(arg);
    poll.entry = () => select(store.getState());
  }
  const entry = poll.entry;
  const before = entry();
  // The first read, a refetch after an invalidation or a retry is RTK Query's own, still on its way
  // (or the cache was cleared at logout): leave this turn to it.
  if (before.status !== 'fulfilled' && before.status !== 'rejected') return;
  const answer = await quietRead(definition.query(arg as never));
  if (poll.stopped) return;
  if (answer.ok) {
    const now = entry();
    if (now.status === 'pending' || now.status === 'uninitialized') return;
    // RTK Query wrote the entry while this read was on its way (a refetch after a bet): its answer may
    // be newer than this one, which is dropped; the next turn writes whatever the server says then.
    if (now.requestId !== before.requestId || now.fulfilledTimeStamp !== before.fulfilledTimeStamp) return;
    // The entry was written since (a refetch, an error) or holds an error: this answer is written even if its text is old.
    const current = now.status === 'fulfilled' && !now.isError && now.fulfilledTimeStamp === poll.lastStamp;
    if (current && answer.text === poll.lastText) return;
    let value: unknown;
    try {
      const envelope: unknown = JSON.parse(answer.text);
      value = definition.transformResponse
        ? definition.transformResponse(envelope as never, undefined as never, arg as never)
        : envelope;
    } catch {
      // Not JSON, or not what the endpoint reads: the endpoint's own read reports it as it would any answer.
      poll.lastText = undefined;
      await store.dispatch(endpoint.initiate(arg, { subscribe: false, forceRefetch: true }) as never);
      return;
    }
    store.dispatch(baseApi.util.upsertQueryEntries([{ endpointName, arg, value } as never]));
    poll.lastText = answer.text;
    poll.lastStamp = entry().fulfilledTimeStamp;
    return;
  }
  poll.lastText = undefined;
  await store.dispatch(endpoint.initiate(arg, { subscribe: false, forceRefetch: true }) as never);
}

/** Starts (or joins) the quiet poll of one endpoint and argument; returns the function that leaves it. */
export function startQuietPoll(store: Store, endpointName: string, arg: unknown, intervalMs: number): () => void {
  if (!definitions.has(endpointName)) {
    throw new Error(`${endpointName} is polled quietly but its definition was not passed through quietlyPolled()`);
  }
  const key = keyOf(endpointName, arg);
  let poll = polls.get(key);
  if (!poll || poll.store !== store) {
    poll = {
      endpointName,
      arg,
      store,
      intervals: new Map(),
      timer: undefined,
      entry: undefined,
      running: false,
      stopped: false,
      lastText: undefined,
      lastStamp: undefined,
    };
    polls.set(key, poll);
  }
  const id = Symbol(key);
  const wasShortest = poll.intervals.size ? intervalOf(poll) : Infinity;
  poll.intervals.set(id, intervalMs);
  if (intervalMs < wasShortest && !poll.running) schedule(poll, intervalMs);
  const joined = poll;
  return () => {
    joined.intervals.delete(id);
    if (joined.intervals.size) return;
    joined.stopped = true;
    clearTimeout(joined.timer);
    if (polls.get(key) === joined) polls.delete(key);
  };
}

/**
 * Polls an endpoint quietly every `intervalMs` while mounted (and not `skip`). The component reads
 * the data with the endpoint's ordinary query hook, without `pollingInterval`.
 */
export function useQuietPoll<Arg>(
  endpoint: QuietEndpoint<Arg>,
  arg: Arg,
  intervalMs: number,
  { skip = false }: { skip?: boolean } = {},
): void {
  const store = useAppStore();
  const name = endpoint.name;
  // The effect depends on the argument's text, not its identity: a new but equal object is the same poll.
  const key = skip ? null : argText(arg);
  useEffect(() => {
    if (key === null) return undefined;
    return startQuietPoll(store, name, key === 'undefined' ? undefined : (JSON.parse(key) as unknown), intervalMs);
  }, [store, name, key, intervalMs]);
}
