import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { createHttpClient, FINGERPRINT_HEADER, ORIGIN_HEADER, type SessionBinding } from './httpClient';
import { FakeXhr } from './testing/fakeXhr';

function recordingAdapter(status = 200, data: unknown = { code: status }) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const response = { data, status, statusText: String(status), headers: new AxiosHeaders(), config };
    if (status >= 400) {
      const { AxiosError } = await import('axios');
      throw new AxiosError('Request failed', 'ERR_BAD_REQUEST', config, null, response);
    }
    return response;
  };
  return { adapter, seen };
}

function session(token: string | null, onUnauthorized = vi.fn()): SessionBinding {
  return { getToken: () => token, getOriginId: () => 'brand-web', getFingerprint: () => 'fp-123', onUnauthorized };
}

describe('HTTP client', () => {
  it('attaches the bearer token, origin identifier and fingerprint to every call', async () => {
    const { adapter, seen } = recordingAdapter();
    await createHttpClient('http://api.test/aam/v1', session('tok-1'), adapter).get('/user/client-button2');
    const headers = seen[0]!.headers;
    expect(headers.get('Authorization')).toBe('Bearer tok-1');
    expect(headers.get(ORIGIN_HEADER)).toBe('brand-web');
    expect(headers.get(FINGERPRINT_HEADER)).toBe('fp-123');
  });

  it('sends public reads and logged-out calls without a token', async () => {
    const { adapter, seen } = recordingAdapter();
    await createHttpClient('http://api.test', session('tok-1'), adapter).get('/cricket/odds/1', { skipAuth: true });
    await createHttpClient('http://api.test', session(null), adapter).get('/cricket/all-matches-dashboard');
    expect(seen[0]!.headers.get('Authorization')).toBeUndefined();
    expect(seen[1]!.headers.get('Authorization')).toBeUndefined();
    expect(seen[1]!.headers.get(FINGERPRINT_HEADER)).toBe('fp-123');
  });

  it('logs out on a 401 from any call and still rejects so the caller sees the error', async () => {
    const onUnauthorized = vi.fn();
    const { adapter } = recordingAdapter(401, { code: 401, response: 'Session expired' });
    const client = createHttpClient('http://api.test', session('old', onUnauthorized), adapter);
    await expect(client.get('/accmanage/user/1')).rejects.toMatchObject({ response: { status: 401 } });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not treat a wrong-password 401 at sign-in as an expired session', async () => {
    const onUnauthorized = vi.fn();
    const { adapter } = recordingAdapter(401, { code: 401, response: 'Invalid username or password' });
    const client = createHttpClient('http://api.test', session(null, onUnauthorized), adapter);
    await expect(client.post('/auth/signin', {}, { skipUnauthorizedHandling: true })).rejects.toBeTruthy();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('leaves the session alone on other errors', async () => {
    const onUnauthorized = vi.fn();
    const { adapter } = recordingAdapter(403, { code: 403 });
    await expect(
      createHttpClient('http://api.test', session('t', onUnauthorized), adapter).get('/x'),
    ).rejects.toBeTruthy();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  describe('tells the session whether the API was reached', () => {
    async function reachability(adapter: AxiosAdapter): Promise<boolean[]> {
      const seen: boolean[] = [];
      const client = createHttpClient(
        'http://api.test',
        { ...session('t'), onReachability: (r) => seen.push(r) },
        adapter,
      );
      await client.get('/x').catch(() => undefined);
      return seen;
    }
    const failing =
      (error: (config: InternalAxiosRequestConfig) => unknown): AxiosAdapter =>
      async (config) => {
        throw error(config);
      };

    it('an answer, even a refusal, means reached', async () => {
      expect(await reachability(recordingAdapter(200).adapter)).toEqual([true]);
      expect(await reachability(recordingAdapter(400, { code: 400 }).adapter)).toEqual([true]);
      expect(await reachability(recordingAdapter(500, { code: 500 }).adapter)).toEqual([true]);
    });

    it('no answer, a time-out or a gateway with the API down means not reached', async () => {
      expect(await reachability(failing((c) => new AxiosError('Network Error', AxiosError.ERR_NETWORK, c)))).toEqual([
        false,
      ]);
      expect(await reachability(failing((c) => new AxiosError('timeout', AxiosError.ECONNABORTED, c)))).toEqual([
        false,
      ]);
      for (const status of [502, 503, 504]) {
        expect(await reachability(recordingAdapter(status, 'Bad Gateway').adapter)).toEqual([false]);
      }
    });

    it('a request the page cancelled says nothing', async () => {
      expect(await reachability(failing((c) => new AxiosError('canceled', AxiosError.ERR_CANCELED, c)))).toEqual([]);
    });
  });
});

describe("a poll's transport (one XMLHttpRequest)", () => {
  const bases = { aam: 'http://api.test/aam/v1', cm: 'http://api.test/cm/v1/', casino: 'http://api.test/casino/v1' };

  async function withFakeXhr(run: (reachability: ReturnType<typeof vi.fn>) => Promise<void>) {
    const { bindSession, configureApiBases } = await import('./httpClient');
    const reachability = vi.fn();
    bindSession({ ...session('tok-9'), onReachability: reachability });
    configureApiBases(bases);
    FakeXhr.sent = [];
    FakeXhr.answer = { status: 200, body: '{"code":200}' };
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    try {
      await run(reachability);
    } finally {
      vi.unstubAllGlobals();
    }
  }

  it('sends the headers axios sends, to the URL axios builds, and hands back the body as text', async () => {
    await withFakeXhr(async (reachability) => {
      const { xhrQuietTransport, createHttpClient } = await import('./httpClient');
      const request = {
        api: 'cm' as const,
        url: '/cricket/match-details',
        params: { eventId: 5, name: 'A v B: 1st, [T20]', none: undefined },
        headers: { 'X-Market-Id': '4001' },
      };
      const answer = await xhrQuietTransport(request);
      expect(answer).toEqual({ ok: true, text: '{"code":200}' });
      const [xhr] = FakeXhr.sent;
      const axiosUrl = createHttpClient(bases.cm, session('tok-9')).getUri({
        url: request.url,
        params: request.params,
      });
      expect(xhr!.url).toBe(axiosUrl);
      expect(xhr!.method).toBe('GET');
      expect(xhr!.headers).toMatchObject({
        Authorization: 'Bearer tok-9',
        [ORIGIN_HEADER]: 'brand-web',
        [FINGERPRINT_HEADER]: 'fp-123',
        'X-Market-Id': '4001',
      });
      expect(xhr!.timeout).toBe(15_000);
      expect(reachability).toHaveBeenCalledWith(true);
    });
  });

  it('sends a public read without the token, and a POST with its JSON body', async () => {
    await withFakeXhr(async () => {
      const { xhrQuietTransport } = await import('./httpClient');
      await xhrQuietTransport({ api: 'aam', url: '/auth/announcement', skipAuth: true });
      await xhrQuietTransport({
        api: 'aam',
        url: '/auth/score-sport2',
        method: 'POST',
        params: { eventId: 9 },
        data: {},
      });
      const [get, post] = FakeXhr.sent;
      expect(get!.headers.Authorization).toBeUndefined();
      expect(get!.body).toBeNull();
      expect(post!.url).toBe('http://api.test/aam/v1/auth/score-sport2?eventId=9');
      expect(post!.method).toBe('POST');
      expect(post!.body).toBe('{}');
      expect(post!.headers['Content-Type']).toBe('application/json');
    });
  });

  it('anything but a 2xx, or no answer, is not an answer: the caller reads again the ordinary way', async () => {
    await withFakeXhr(async (reachability) => {
      const { xhrQuietTransport } = await import('./httpClient');
      FakeXhr.answer = { status: 401, body: '{"code":401}' };
      expect(await xhrQuietTransport({ api: 'aam', url: '/accmanage/user/7' })).toEqual({ ok: false });
      FakeXhr.answer = { status: 503, body: '' };
      expect(await xhrQuietTransport({ api: 'aam', url: '/accmanage/user/7' })).toEqual({ ok: false });
      FakeXhr.answer = { status: 0, body: '' };
      expect(await xhrQuietTransport({ api: 'aam', url: '/accmanage/user/7' })).toEqual({ ok: false });
      // Reachability is left to that ordinary read, which knows a gateway's 503 from an answer.
      expect(reachability).not.toHaveBeenCalled();
    });
  });
});

describe("a page's early reads (sent before the store runs, contract 1.5)", () => {
  const bases = { aam: 'http://api.test/aam/v1', cm: 'http://api.test/cm/v1/', casino: 'http://api.test/casino/v1' };
  const early = { bases, originId: 'brand-web', token: 'tok-1' };

  async function withFakeXhr(run: () => Promise<void>) {
    const { bindSession, configureApiBases } = await import('./httpClient');
    const { forgetEarlyReads } = await import('./earlyReads');
    forgetEarlyReads();
    bindSession(session('tok-1'));
    configureApiBases(bases);
    FakeXhr.sent = [];
    FakeXhr.answer = { status: 200, body: '{"code":200,"response":{"eventId":"34120001"}}' };
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    try {
      await run();
    } finally {
      vi.unstubAllGlobals();
      vi.useRealTimers();
      forgetEarlyReads();
    }
  }

  it("go out once, with the session's headers, and the store's first read of the address takes the answer", async () => {
    await withFakeXhr(async () => {
      const { sendEarlyRead } = await import('./earlyReads');
      const { earlyAnswerFor, createHttpClient } = await import('./httpClient');
      const request = { api: 'cm' as const, url: '/cricket/event-data/1001', skipAuth: true };
      const body = await sendEarlyRead(early, request);
      expect(body).toEqual({ code: 200, response: { eventId: '34120001' } });
      // Asked again before the store runs: the same answer, no second request.
      await sendEarlyRead(early, request);
      expect(FakeXhr.sent).toHaveLength(1);
      const [xhr] = FakeXhr.sent;
      expect(xhr!.url).toBe(createHttpClient(bases.cm, session(null)).getUri({ url: request.url }));
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
      expect(earlyAnswerFor({ api: 'cm', url: '/cricket/odds/1', method: 'POST', data: {} })).toBeUndefined();
      expect(earlyAnswerFor({ api: 'cm', url: '/cricket/odds/1', headers: { 'X-Market-Id': '4' } })).toBeUndefined();
      expect(earlyAnswerFor({ api: 'cm', url: '/cricket/odds/1' })).toBeDefined();
    });
  });

  it('hand back nothing usable when they failed, and nothing at all once they are stale', async () => {
    await withFakeXhr(async () => {
      const { sendEarlyRead, EARLY_ANSWER_FRESH_MS } = await import('./earlyReads');
      const { earlyAnswerFor } = await import('./httpClient');
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
});
