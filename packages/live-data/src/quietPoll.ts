import { useEffect } from 'react';
import { baseApi, useAppStore, type RequestArgs } from '@exchange/shared-auth';
import type { CountdownForecast } from './pollLoop';
import { onPollNews, pollCommand, pollSessionChanged } from './pollHost';
import { argText, setCountdown } from './quietCountdown';

/**
 * Quiet polls (issue 12, docs/decisions/0009-quiet-polls.md and
 * docs/decisions/0010-poll-loops-in-a-shared-worker.md): a page at rest repeats its reads every
 * 0.8-5 s, and most answers are the same as the one before. RTK Query's own polling sends every repeat through axios and dispatches a
 * pending and a fulfilled action, which run the reducers and every subscribed selector, changed or
 * not. Here each repeat is one plain request sent by a loop in the poll worker (pollHost.ts;
 * on the main thread where no worker runs), which drops an answer whose text is the
 * one before. Only news reaches the page: a changed answer is parsed by the endpoint's own
 * `transformResponse` and written into the same RTK Query cache entry with one
 * `upsertQueryEntries` action (structurally shared, so only what changed re-renders).
 *
 * RTK Query still owns everything else: the first read, refetches after a tag is invalidated, the
 * cache's lifetime, and every failure. A repeat that gets anything but a 2xx is sent again through
 * the endpoint itself (`initiate` with `forceRefetch`), so retries, the 401 logout, reachability and
 * the error state are exactly those of an ordinary read. While such a read is on its way the loop
 * holds, and when anyone but the poll writes the entry the loop moves to a new epoch: its next
 * answer is written even if its text is the last one's, and an answer that left before is dropped.
 */
/** What a quietly polled endpoint is made of: the same `query` and `transformResponse` given to `build.query`. */
export type QuietDefinition = {
  query: (arg: never) => RequestArgs;
  transformResponse?: (envelope: never, meta: never, arg: never) => unknown;
  /**
   * A field of the answer that counts down every second while the rest stays as it was (a casino
   * round's `autoTime`), and how the endpoint reads its value (the reading `transformResponse` uses).
   * An answer in which only this field changed is not written to the cache: its value alone is
   * kept beside the entry, for `useQuietCountdown` (docs/decisions/0012-casino-countdown.md,
   * step 2). With a `forecast`, a tick on schedule is not even told (pollLoop.ts,
   * docs/decisions/0012-casino-countdown.md, step 5): the reader draws the countdown by its
   * own clock between the values it is told.
   */
  countdown?: { field: string; read: (value: unknown) => string; forecast?: CountdownForecast };
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
  /** The loop's name with the host: the store's number, the endpoint and the argument. */
  key: string;
  endpointName: string;
  arg: unknown;
  store: Store;
  /** Each subscriber's interval; the poll runs at the shortest, as RTK Query's polling does. */
  intervals: Map<symbol, number>;
  stopped: boolean;
  /** The cache entry's selector, made once (RTK Query builds a new memoised selector per `select(arg)` call). */
  entry: () => CacheEntry;
  /** The entry as this poll last left it: any other state means someone else wrote it (or is writing it). */
  mark: string;
  /** Raised whenever someone else wrote the entry; the loop's answers from before are dropped. */
  epoch: number;
  /** The endpoint's own read is on its way: the loop holds. */
  held: boolean;
  /** This poll is writing the entry itself (the store's listener leaves it alone meanwhile). */
  writing: boolean;
};

const polls = new Map<string, Poll>();

/** Each store's number, so that two stores' polls of one read are two loops; and its listener's polls. */
const stores = new WeakMap<Store, { id: number; polls: Set<Poll>; unsubscribe: () => void }>();
let storeCount = 0;

function intervalOf(poll: Poll): number {
  return Math.min(...poll.intervals.values());
}

function endpointOf(name: string): AnyEndpoint | undefined {
  return (baseApi.endpoints as unknown as Record<string, AnyEndpoint>)[name];
}

function markOf(entry: CacheEntry): string {
  return `${entry.status}|${entry.requestId ?? ''}|${entry.fulfilledTimeStamp ?? ''}|${entry.isError}`;
}

/** The first read, a refetch after an invalidation or a retry is RTK Query's own, on its way (or the cache was cleared). */
function ownReadPending(entry: CacheEntry): boolean {
  return entry.status !== 'fulfilled' && entry.status !== 'rejected';
}

/**
 * After every change of the store: a poll whose entry someone else wrote (a refetch after a bet, an
 * error, a logout's reset) moves its loop to a new epoch, so its next answer is written even if its
 * text is the last one's, and no answer that left before is; while the endpoint's own read is on its
 * way, the loop holds.
 */
function watch(poll: Poll): void {
  if (poll.stopped || poll.writing) return;
  const now = poll.entry();
  const mark = markOf(now);
  if (mark === poll.mark) return;
  poll.mark = mark;
  poll.epoch += 1;
  poll.held = ownReadPending(now);
  // The entry holds someone else's answer now, with its own countdown.
  setCountdown(poll.store, poll.endpointName, poll.arg, undefined);
  pollCommand({ type: 'sync', key: poll.key, held: poll.held, epoch: poll.epoch });
}

function storeOf(store: Store) {
  let known = stores.get(store);
  if (!known) {
    const polled = new Set<Poll>();
    let lastUser = store.getState().account.userData;
    const unsubscribe = store.subscribe(() => {
      const user = store.getState().account.userData;
      if (user !== lastUser) {
        lastUser = user;
        pollSessionChanged();
      }
      for (const poll of polled) watch(poll);
    });
    known = { id: (storeCount += 1), polls: polled, unsubscribe };
    stores.set(store, known);
  }
  return known;
}

/** News from a poll's loop: a changed answer to write, or a failure for the endpoint's own read to deal with. */
onPollNews((news) => {
  const poll = polls.get(news.key);
  if (!poll || poll.stopped || news.epoch !== poll.epoch) return;
  const endpoint = endpointOf(poll.endpointName);
  const definition = definitions.get(poll.endpointName);
  if (!endpoint || !definition) return;
  const { store, endpointName, arg } = poll;
  const now = poll.entry();
  // The endpoint's own read is on its way; it writes the entry, and the loop holds until then.
  if (ownReadPending(now)) return;
  if (news.ok && 'countdown' in news) {
    const value = definition.countdown?.read(news.countdown);
    if (value !== undefined) setCountdown(poll.store, poll.endpointName, poll.arg, value);
    return;
  }
  if (news.ok) {
    let value: unknown;
    try {
      const envelope: unknown = JSON.parse(news.text);
      value = definition.transformResponse
        ? definition.transformResponse(envelope as never, undefined as never, arg as never)
        : envelope;
    } catch {
      // Not JSON, or not what the endpoint reads: the endpoint's own read reports it as it would any answer.
      void store.dispatch(endpoint.initiate(arg, { subscribe: false, forceRefetch: true }) as never);
      return;
    }
    poll.writing = true;
    try {
      store.dispatch(baseApi.util.upsertQueryEntries([{ endpointName, arg, value } as never]));
      // The new answer carries its own countdown. Dropped once the answer is in the store, so that a
      // reader told of the drop reads the new answer's value, never the one of the answer before.
      setCountdown(poll.store, poll.endpointName, poll.arg, undefined);
    } finally {
      poll.writing = false;
    }
    poll.mark = markOf(poll.entry());
    return;
  }
  // Anything but a 2xx: read again the ordinary way, so that retries, the 401 logout, reachability
  // and the error state are exactly those of an ordinary read.
  void store.dispatch(endpoint.initiate(arg, { subscribe: false, forceRefetch: true }) as never);
});

/** Starts (or joins) the quiet poll of one endpoint and argument; returns the function that leaves it. */
export function startQuietPoll(store: Store, endpointName: string, arg: unknown, intervalMs: number): () => void {
  const definition = definitions.get(endpointName);
  const endpoint = endpointOf(endpointName);
  if (!definition || !endpoint) {
    throw new Error(`${endpointName} is polled quietly but its definition was not passed through quietlyPolled()`);
  }
  const known = storeOf(store);
  const key = `${known.id}:${endpointName}(${argText(arg)})`;
  let poll = polls.get(key);
  if (!poll) {
    const select = endpoint.select(arg);
    const entry = () => select(store.getState());
    const now = entry();
    poll = {
      key,
      endpointName,
      arg,
      store,
      intervals: new Map(),
      stopped: false,
      entry,
      mark: markOf(now),
      epoch: 0,
      held: ownReadPending(now),
      writing: false,
    };
    polls.set(key, poll);
    known.polls.add(poll);
  }
  const id = Symbol(key);
  const before = poll.intervals.size ? intervalOf(poll) : undefined;
  poll.intervals.set(id, intervalMs);
  if (intervalOf(poll) !== before) start(poll, definition);
  const joined = poll;
  return () => {
    joined.intervals.delete(id);
    if (joined.intervals.size) {
      start(joined, definition);
      return;
    }
    joined.stopped = true;
    known.polls.delete(joined);
    if (!known.polls.size) {
      known.unsubscribe();
      stores.delete(store);
    }
    if (polls.get(key) === joined) polls.delete(key);
    setCountdown(store, joined.endpointName, joined.arg, undefined);
    pollCommand({ type: 'stop', key });
  };
}

function start(poll: Poll, definition: QuietDefinition): void {
  pollCommand({
    type: 'start',
    key: poll.key,
    request: definition.query(poll.arg as never),
    everyMs: intervalOf(poll),
    held: poll.held,
    epoch: poll.epoch,
    countdownField: definition.countdown?.field,
    countdownForecast: definition.countdown?.forecast,
  });
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
