import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { FINGERPRINT_HEADER, ORIGIN_HEADER } from './apiRequest';
import { createHttpClient, type SessionBinding } from './httpClient';

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

describe('the session as a read sent without axios needs it', () => {
  it('is nothing before the session and the API bases are set, then their values as they are now', async () => {
    vi.resetModules();
    const { bindSession, boundSession, configureApiBases } = await import('./httpClient');
    let token: string | null = 'tok-1';
    bindSession({ ...session(null), getToken: () => token });
    expect(boundSession()).toBeNull();
    configureApiBases({
      aam: 'http://api.test/aam/v1',
      cm: 'http://api.test/cm/v1',
      casino: 'http://api.test/casino/v1',
    });
    expect(boundSession()).toEqual({
      bases: { aam: 'http://api.test/aam/v1', cm: 'http://api.test/cm/v1', casino: 'http://api.test/casino/v1' },
      originId: 'brand-web',
      fingerprint: 'fp-123',
      token: 'tok-1',
    });
    token = null;
    expect(boundSession()?.token).toBeNull();
  });
});
