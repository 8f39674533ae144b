import { afterEach, describe, expect, it, vi } from 'vitest';
import { federationRetryPlugin } from './retryPlugin';

const MANIFEST = 'http://casino.test/mf-manifest.json';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the shell federation runtime retries a remote manifest', () => {
  it('a manifest that fails once on the network loads on the next attempt, a second later', async () => {
    vi.useFakeTimers();
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response(JSON.stringify({ id: 'casino' }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);

    const answer = federationRetryPlugin().fetch!(MANIFEST, {});
    await vi.advanceTimersByTimeAsync(1000);
    const response = (await answer) as Response;

    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(await response.json()).toEqual({ id: 'casino' });
  });

  it('a remote that stays down fails after three attempts, so its area can show the fallback', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(async () => new Response('down', { status: 503 }));
    vi.stubGlobal('fetch', fetchMock);

    const answer = federationRetryPlugin().fetch!(MANIFEST, {});
    const outcome = expect(answer).rejects.toThrow(/abandoned/);
    await vi.advanceTimersByTimeAsync(2000);
    await outcome;
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
