import axios, { AxiosError, AxiosHeaders, type AxiosAdapter } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  configureApiBases,
  setQuietTransport,
  type QuietAnswer,
  type QuietRequest,
  type QuietTransport,
} from '@exchange/shared-http';
import { accountActions } from '../account/accountSlice';
import { createAppStore } from '../store/store';
import { baseApi } from './baseApi';
import { quietlyPolled, startQuietPoll } from './quietPoll';

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

const envelope = (balance: number) => JSON.stringify({ code: 200, response: { balance } });

/** The server both paths reach: the endpoint's own read (axios) and the poll's transport. */
let balance: number;
let status: number;
let quietReads: QuietRequest[];
let ownReads: number;
let previousTransport: QuietTransport;
const originalAdapter = axios.defaults.adapter;

beforeEach(() => {
  balance = 100;
  status = 200;
  quietReads = [];
  ownReads = 0;
  const adapter: AxiosAdapter = async (config) => {
    ownReads += 1;
    const response = {
      data: JSON.parse(envelope(balance)),
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
    return status === 200 ? { ok: true, text: envelope(balance) } : { ok: false };
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

  it('refuses an endpoint whose definition was not registered for quiet polling', () => {
    const store = createAppStore({ storage: undefined });
    expect(() => startQuietPoll(store, 'neverRegistered', 1, 1000)).toThrow(/quietlyPolled/);
  });
});
