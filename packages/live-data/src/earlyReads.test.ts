import axios, { AxiosHeaders, type AxiosAdapter } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { baseApi, createAppStore, setEarlyAnswers } from '@exchange/shared-auth';
import { configureApiBases, createHttpClient, FINGERPRINT_HEADER, ORIGIN_HEADER } from '@exchange/shared-http';
import { EARLY_ANSWER_FRESH_MS, earlyAnswerFor, forgetEarlyReads, sendEarlyRead } from './earlyReads';
import { FakeXhr } from './testing/fakeXhr';

const bases = { aam: 'http://api.test/aam/v1', cm: 'http://api.test/cm/v1/', casino: 'http://api.test/casino/v1' };
const early = { bases, originId: 'brand-web', token: 'tok-1' };

beforeEach(() => {
  forgetEarlyReads();
  FakeXhr.sent = [];
  FakeXhr.answer = { status: 200, body: '{"code":200,"response":{"eventId":"34120001"}}' };
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  forgetEarlyReads();
});

describe("a page's early reads (sent before the store runs, contract 1.5)", () => {
  it("go out once, with the session's headers, and the store's first read of the address takes the answer", async () => {
    const request = { api: 'cm' as const, url: '/cricket/event-data/1001', skipAuth: true };
    const body = await sendEarlyRead(early, request);
    expect(body).toEqual({ code: 200, response: { eventId: '34120001' } });
    // Asked again before the store runs: the same answer, no second request.
    await sendEarlyRead(early, request);
    expect(FakeXhr.sent).toHaveLength(1);
    const [xhr] = FakeXhr.sent;
    const session = {
      getToken: () => null,
      getOriginId: () => 'x',
      getFingerprint: () => 'x',
      onUnauthorized: vi.fn(),
    };
    expect(xhr!.url).toBe(createHttpClient(bases.cm, session).getUri({ url: request.url }));
    expect(xhr!.method).toBe('GET');
    expect(xhr!.headers[ORIGIN_HEADER]).toBe('brand-web');
    expect(xhr!.headers[FINGERPRINT_HEADER]).toMatch(/^[a-f0-9-]{16,64}$|^unavailable$/);
    expect(xhr!.headers.Authorization).toBeUndefined();
    // The store's read of that address takes it, once; the next read goes out as usual.
    expect(await earlyAnswerFor(request)).toEqual({ ok: true, text: FakeXhr.answer.body });
    expect(earlyAnswerFor(request)).toBeUndefined();
    // A remote's preload that arrives after the page has read (its hints sent the read first)
    // gets the same answer and sends nothing.
    expect(await sendEarlyRead(early, request)).toEqual({ code: 200, response: { eventId: '34120001' } });
    expect(FakeXhr.sent).toHaveLength(1);
    expect(earlyAnswerFor(request)).toBeUndefined();
    // Another address, or a write, has none.
    await sendEarlyRead(early, { api: 'cm', url: '/cricket/odds/1' });
    expect(FakeXhr.sent.at(-1)!.headers.Authorization).toBe('Bearer tok-1');
    expect(earlyAnswerFor({ api: 'cm', url: '/cricket/odds/2' })).toBeUndefined();
    expect(earlyAnswerFor({ api: 'aam', url: '/cricket/odds/1' })).toBeUndefined();
    expect(earlyAnswerFor({ api: 'cm', url: '/cricket/odds/1', method: 'POST', data: {} })).toBeUndefined();
    expect(earlyAnswerFor({ api: 'cm', url: '/cricket/odds/1', headers: { 'X-Market-Id': '4' } })).toBeUndefined();
    expect(earlyAnswerFor({ api: 'cm', url: '/cricket/odds/1' })).toBeDefined();
  });

  it('hand back nothing usable when they failed, and nothing at all once they are stale', async () => {
    FakeXhr.answer = { status: 401, body: '{"code":401}' };
    expect(await sendEarlyRead(early, { api: 'aam', url: '/user/limits' })).toBeUndefined();
    // Not ok: the store's read goes out the ordinary way (its client logs a 401 out).
    expect(await earlyAnswerFor({ api: 'aam', url: '/user/limits' })).toEqual({ ok: false });
    FakeXhr.answer = { status: 200, body: 'not json' };
    expect(await sendEarlyRead(early, { api: 'aam', url: '/user/notices' })).toBeUndefined();
    vi.useFakeTimers({ toFake: ['Date'] });
    FakeXhr.answer = { status: 200, body: '{"code":200}' };
    await sendEarlyRead(early, { api: 'aam', url: '/user/profile' });
    vi.setSystemTime(Date.now() + EARLY_ANSWER_FRESH_MS + 1);
    expect(earlyAnswerFor({ api: 'aam', url: '/user/profile' })).toBeUndefined();
    // An unknown API base is not sent at all.
    const sent = FakeXhr.sent.length;
    expect(await sendEarlyRead(early, { api: 'nope' as 'aam', url: '/x' })).toBeUndefined();
    expect(FakeXhr.sent).toHaveLength(sent);
  });
});

describe("the store's first reads, handed the early answers (as the shell does)", () => {
  const eventApi = baseApi.injectEndpoints({
    endpoints: (build) => ({
      earlyEventData: build.query<unknown, number>({
        query: (id: number) => ({ api: 'cm' as const, url: `/cricket/event-data/${id}`, skipAuth: true }),
      }),
    }),
  });
  const originalAdapter = axios.defaults.adapter;
  let asked: string[];

  beforeEach(() => {
    asked = [];
    axios.defaults.adapter = (async (config) => {
      asked.push(String(config.url));
      return {
        data: { code: 200, response: 'asked' },
        status: 200,
        statusText: '',
        headers: new AxiosHeaders(),
        config,
      };
    }) satisfies AxiosAdapter;
    setEarlyAnswers(earlyAnswerFor);
  });
  afterEach(() => {
    axios.defaults.adapter = originalAdapter;
    setEarlyAnswers(() => undefined);
  });

  it('take the answer of the same read sent early, and ask the API only for the next one', async () => {
    const store = createAppStore({ storage: undefined, onUnauthorized: () => undefined });
    configureApiBases(bases);
    FakeXhr.answer = { status: 200, body: '{"code":200,"response":"early"}' };
    void sendEarlyRead(early, { api: 'cm', url: '/cricket/event-data/1001', skipAuth: true });
    const first = await store.dispatch(eventApi.endpoints.earlyEventData.initiate(1001));
    expect(first.data).toEqual({ code: 200, response: 'early' });
    expect(asked).toEqual([]);
    const next = await store.dispatch(eventApi.endpoints.earlyEventData.initiate(1001, { forceRefetch: true }));
    expect(next.data).toEqual({ code: 200, response: 'asked' });
    expect(asked).toEqual(['/cricket/event-data/1001']);
  });
});
