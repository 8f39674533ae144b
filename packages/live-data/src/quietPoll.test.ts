import axios, { AxiosError, AxiosHeaders, type AxiosAdapter } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountActions, baseApi, createAppStore } from '@exchange/shared-auth';
import { configureApiBases, type ApiRequest } from '@exchange/shared-http';
import type { QuietAnswer } from './pollWire';
import { quietCountdown, subscribeQuietCountdowns } from './quietCountdown';
import { quietlyPolled, startQuietPoll } from './quietPoll';
import { setQuietTransport, type QuietTransport } from './quietTransport';

/** A test read: the wallet of player `id`, its envelope's `response.balance` read by the endpoint's own parser. */
const testApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    quietWallet: build.query<{ balance: number }, number>(
      quietlyPolled('quietWallet', {
        query: (id: number) => ({ api: 'aam' as const, url: `/wallet/${id}` }),
        transformResponse: (envelope: { response: { balance: number } }) => ({ balance: envelope.response.balance }),
      }),
    ),
  }),
});

/** A table's round, whose `autoTime` counts down: only the countdown changes from one second to the next. */
const roundApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    quietRound: build.query<{ marketId: string; autoTime: string }, string>(
      quietlyPolled('quietRound', {
        query: (table: string) => ({ api: 'casino' as const, url: `/round/${table}` }),
        transformResponse: (envelope: { response: { marketId: string; autoTime: string } }) => ({
          marketId: envelope.response.marketId,
          autoTime: String(Number(envelope.response.autoTime)),
        }),
        countdown: { field: 'autoTime', read: (value: unknown) => String(Number(value)) },
      }),
    ),
  }),
});

const envelope = (balance: number) => JSON.stringify({ code: 200, response: { balance } });
let round: { marketId: string; autoTime: string };
const roundEnvelope = () =>
  JSON.stringify({ code: 200, response: { marketId: round.marketId, autoTime: round.autoTime } });
const answerFor = (url: string | undefined) => (url?.startsWith('/round/') ? roundEnvelope() : envelope(balance));

/** The server both paths reach: the endpoint's own read (axios) and the poll's transport. */
let balance: number;
let status: number;
let quietReads: ApiRequest[];
let ownReads: number;
let previousTransport: QuietTransport;
const originalAdapter = axios.defaults.adapter;

beforeEach(() => {
  balance = 100;
  round = { marketId: '9.1', autoTime: '20' };
  status = 200;
  quietReads = [];
  ownReads = 0;
  const adapter: AxiosAdapter = async (config) => {
    ownReads += 1;
    const response = {
      data: JSON.parse(answerFor(config.url)),
      status,
      statusText: '',
      headers: new AxiosHeaders(),
      config,
    };
    if (status >= 400) throw new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
  axios.defaults.adapter = adapter;
  previousTransport = setQuietTransport(async (request) => {
    quietReads.push(request);
    return status === 200 ? { ok: true, text: answerFor(request.url) } : { ok: false };
  });
  configureApiBases({
    aam: 'http://api.test/aam/v1',
    cm: 'http://api.test/cm/v1',
    casino: 'http://api.test/casino/v1',
  });
});
/** Every poll a test started, stopped after it even when it failed half-way. */
const running: (() => void)[] = [];
afterEach(() => {
  for (const stop of running.splice(0)) stop();
  axios.defaults.adapter = originalAdapter;
  setQuietTransport(previousTransport);
});

const POLL_MS = 20;
const until = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true), { timeout: 2000, interval: 5 });

/** A signed-in store holding the first answer, read the ordinary way, with the poll running. */
async function polled() {
  const store = createAppStore({ storage: undefined, onUnauthorized: () => undefined });
  store.dispatch(
    accountActions.loginSucceeded({ id: 7, token: 't', username: 'C1001', balance: 0, liability: 0 } as never),
  );
  const subscription = store.dispatch(testApi.endpoints.quietWallet.initiate(7));
  await subscription;
  const stopPoll = startQuietPoll(store, 'quietWallet', 7, POLL_MS);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    stopPoll();
    subscription.unsubscribe();
  };
  running.push(stop);
  const data = () => testApi.endpoints.quietWallet.select(7)(store.getState());
  return { store, data, stop };
}

describe('quiet polls', () => {
  it('an answer like the one before leaves the store as it was; a new one is parsed by the endpoint and written', async () => {
    const { store, data, stop } = await polled();
    expect(data().data).toEqual({ balance: 100 });
    // The first quiet answer is written once (its text is not yet known); the ones after it change nothing.
    await until(() => quietReads.length >= 2);
    const settled = store.getState();
    await until(() => quietReads.length >= 6);
    expect(store.getState()).toBe(settled);

    balance = 250;
    await until(() => data().data?.balance === 250);
    expect(data().data).toEqual({ balance: 250 });
    expect(data().isError).toBe(false);
    // The endpoint's own read ran once, for the first answer: every repeat went the quiet way.
    expect(ownReads).toBe(1);
    expect(quietReads.at(-1)).toMatchObject({ api: 'aam', url: '/wallet/7' });
    stop();
  });

  it('a read that fails is made again by the endpoint itself, whose error the page sees; the next answer clears it', async () => {
    const { data, stop } = await polled();
    status = 404;
    await until(() => data().isError);
    expect(data().error).toMatchObject({ status: 404 });
    expect(ownReads).toBeGreaterThan(1);
    // The data a player saw stays while the error is shown.
    expect(data().data).toEqual({ balance: 100 });

    status = 200;
    await until(() => !data().isError);
    expect(data().data).toEqual({ balance: 100 });
    stop();
  });

  it('a 401 on a repeat logs the player out, as any read would', async () => {
    const { store, stop } = await polled();
    status = 401;
    await until(() => store.getState().account.userData === null);
    stop();
  });

  it('an answer whose text the poll saw before is still written after the endpoint read something else', async () => {
    const { store, data, stop } = await polled();
    await until(() => quietReads.length >= 3);
    // A refetch (a bet invalidated the read) brings 300, then the server is back at 100.
    balance = 300;
    await store.dispatch(testApi.endpoints.quietWallet.initiate(7, { subscribe: false, forceRefetch: true }));
    expect(data().data).toEqual({ balance: 300 });
    balance = 100;
    await until(() => data().data?.balance === 100);
    stop();
  });

  it('a repeat that was on its way while the endpoint read something newer does not overwrite it', async () => {
    const { store, data, stop } = await polled();
    await until(() => quietReads.length >= 2);
    // The next repeat leaves now, with the server at 100, and its answer is held back.
    let release: (answer: QuietAnswer) => void = () => undefined;
    setQuietTransport((request) => {
      quietReads.push(request);
      const text = envelope(balance);
      return new Promise((resolve) => (release = () => resolve({ ok: true, text })));
    });
    const sent = quietReads.length;
    await until(() => quietReads.length > sent);
    // Meanwhile a bet: the endpoint's own refetch brings 300.
    balance = 300;
    await store.dispatch(testApi.endpoints.quietWallet.initiate(7, { subscribe: false, forceRefetch: true }));
    expect(data().data).toEqual({ balance: 300 });
    release({ ok: true, text: '' });
    await new Promise((r) => setTimeout(r, POLL_MS / 2));
    expect(data().data).toEqual({ balance: 300 });
    stop();
  });

  it('subscribers of one read share one poll at the shortest interval, which stops when the last leaves', async () => {
    const { store, stop } = await polled();
    const slow = startQuietPoll(store, 'quietWallet', 7, 10_000);
    running.push(slow);
    await new Promise((r) => setTimeout(r, 200));
    // Every POLL_MS (20 ms) over 200 ms, from start to start: about 10 reads, never one per subscriber.
    expect(quietReads.length).toBeGreaterThanOrEqual(5);
    expect(quietReads.length).toBeLessThanOrEqual(12);
    stop();
    const afterFirstLeft = quietReads.length;
    await new Promise((r) => setTimeout(r, 100));
    // The 10 s subscriber alone: no read in 100 ms.
    expect(quietReads.length - afterFirstLeft).toBeLessThanOrEqual(1);
    slow();
    const afterAllLeft = quietReads.length;
    await new Promise((r) => setTimeout(r, 100));
    expect(quietReads.length).toBe(afterAllLeft);
  });

  it("a countdown's tick reaches its readers without a write to the store; the next whole answer replaces it", async () => {
    const store = createAppStore({ storage: undefined, onUnauthorized: () => undefined });
    const subscription = store.dispatch(roundApi.endpoints.quietRound.initiate('LUCKY7'));
    await subscription;
    const stopPoll = startQuietPoll(store, 'quietRound', 'LUCKY7', POLL_MS);
    running.push(() => {
      stopPoll();
      subscription.unsubscribe();
    });
    const entry = () => roundApi.endpoints.quietRound.select('LUCKY7')(store.getState());
    const countdown = () => quietCountdown(store, roundApi.endpoints.quietRound, 'LUCKY7');
    // A view that draws the ticks itself, outside React, is told each one (and each drop).
    const told: (string | undefined)[] = [];
    // What such a view draws: the tick, or else the entry's own countdown.
    const drawn: (string | undefined)[] = [];
    const unsubscribe = subscribeQuietCountdowns(store, () => {
      told.push(countdown());
      drawn.push(countdown() ?? entry().data?.autoTime);
    });
    await until(() => quietReads.length >= 2);
    const settled = store.getState();
    expect(countdown()).toBeUndefined();

    // Only the countdown moves: its readers see 19, the store is not touched.
    round = { ...round, autoTime: '19' };
    await until(() => countdown() === '19');
    round = { ...round, autoTime: '9' };
    await until(() => countdown() === '9');
    expect(store.getState()).toBe(settled);
    expect(entry().data).toEqual({ marketId: '9.1', autoTime: '20' });

    // A new round changes more than the countdown: written whole, and the tick gives way to it.
    round = { marketId: '9.2', autoTime: '25' };
    await until(() => entry().data?.marketId === '9.2');
    expect(entry().data).toEqual({ marketId: '9.2', autoTime: '25' });
    expect(countdown()).toBeUndefined();
    expect(told).toEqual(['19', '9', undefined]);
    // When the tick gives way, the new round's own value is there: the last round's is never drawn.
    expect(drawn).toEqual(['19', '9', '25']);
    unsubscribe();

    // Ticking again, then the endpoint's own read (a refetch) writes the entry: its value holds.
    round = { ...round, autoTime: '24' };
    await until(() => countdown() === '24');
    round = { ...round, autoTime: '23' };
    await store.dispatch(roundApi.endpoints.quietRound.initiate('LUCKY7', { subscribe: false, forceRefetch: true }));
    expect(entry().data).toEqual({ marketId: '9.2', autoTime: '23' });
    expect(countdown()).toBeUndefined();
    // Only the endpoint's own reads went through axios: the first and the refetch.
    expect(ownReads).toBe(2);
  });

  it('refuses an endpoint whose definition was not registered for quiet polling', () => {
    const store = createAppStore({ storage: undefined });
    expect(() => startQuietPoll(store, 'neverRegistered', 1, 1000)).toThrow(/quietlyPolled/);
  });
});
