import { describe, expect, it, vi } from 'vitest';
import {
  bindSession,
  configureApiBases,
  createHttpClient,
  FINGERPRINT_HEADER,
  ORIGIN_HEADER,
  type SessionBinding,
} from '@exchange/shared-http';
import { xhrQuietTransport } from './quietTransport';
import { FakeXhr } from './testing/fakeXhr';

function session(token: string | null): SessionBinding {
  return {
    getToken: () => token,
    getOriginId: () => 'brand-web',
    getFingerprint: () => 'fp-123',
    onUnauthorized: vi.fn(),
  };
}

describe("a poll's transport (one XMLHttpRequest)", () => {
  const bases = { aam: 'http://api.test/aam/v1', cm: 'http://api.test/cm/v1/', casino: 'http://api.test/casino/v1' };

  async function withFakeXhr(run: (reachability: ReturnType<typeof vi.fn>) => Promise<void>) {
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
