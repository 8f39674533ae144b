import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PollCommand, PollNews } from './pollLoop';
import type { PollRequest } from './pollWire';

/** A stand-in for the browser's Worker: records what the page posts, and lets the test answer or fail. */
class FakeWorker {
  static made: FakeWorker[] = [];
  posted: PollCommand<PollRequest>[] = [];
  onmessage: ((event: { data: PollNews }) => void) | null = null;
  onerror: ((event: { preventDefault: () => void }) => void) | null = null;
  terminated = false;
  constructor(
    public url: URL,
    public options: { name?: string },
  ) {
    FakeWorker.made.push(this);
  }
  postMessage(command: PollCommand<PollRequest>) {
    this.posted.push(command);
  }
  terminate() {
    this.terminated = true;
  }
}

const bases = { aam: 'http://api.test/aam/v1', cm: 'http://api.test/cm/v1', casino: 'http://api.test/casino/v1' };
let token: string | null;
const reachability = vi.fn();

/** A fresh host (module state) bound to a session whose token the test sets. */
async function freshHost() {
  vi.resetModules();
  const http = await import('./httpClient');
  const host = await import('./pollHost');
  http.bindSession({
    getToken: () => token,
    getOriginId: () => 'brand-web',
    getFingerprint: () => 'fp-1',
    onUnauthorized: () => undefined,
    onReachability: reachability,
  });
  http.configureApiBases(bases);
  const news: PollNews[] = [];
  host.onPollNews((n) => news.push(n));
  return { http, host, news };
}

const odds = { api: 'casino' as const, url: '/odds', params: { casinoGames: 'lucky7' }, skipAuth: true };
const exposure = { api: 'casino' as const, url: '/pl-exposure', headers: { 'X-Market-Id': '1700000000001' } };

beforeEach(() => {
  token = 'tok-1';
  FakeWorker.made = [];
  reachability.mockReset();
  vi.stubGlobal('Worker', FakeWorker);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("the polls' host", () => {
  it('runs the loops in one worker, handing each read over as it will be sent, with the session headers', async () => {
    const { host } = await freshHost();
    host.pollCommand({ type: 'start', key: '1:odds', request: odds, everyMs: 800, held: false, epoch: 0 });
    host.pollCommand({ type: 'start', key: '1:exposure', request: exposure, everyMs: 2000, held: false, epoch: 0 });
    expect(FakeWorker.made).toHaveLength(1);
    const [worker] = FakeWorker.made;
    expect(worker!.options.name).toBe('polls');
    const [first, second] = worker!.posted as Extract<PollCommand<PollRequest>, { type: 'start' }>[];
    expect(first!.request).toEqual({
      url: 'http://api.test/casino/v1/odds?casinoGames=lucky7',
      method: 'GET',
      headers: [
        ['Accept', 'application/json, text/plain, */*'],
        ['X-Origin-Id', 'brand-web'],
        ['X-Fingerprint', 'fp-1'],
      ],
      body: null,
    });
    expect(second!.request.headers).toContainEqual(['Authorization', 'Bearer tok-1']);
    expect(second!.request.headers).toContainEqual(['X-Market-Id', '1700000000001']);
  });

  it('a poll started before the session and API bases are set fails at once, as the endpoint would', async () => {
    vi.resetModules();
    const host = await import('./pollHost');
    const news: PollNews[] = [];
    host.onPollNews((n) => news.push(n));
    host.pollCommand({ type: 'start', key: '1:odds', request: odds, everyMs: 800, held: false, epoch: 2 });
    expect(news).toEqual([{ key: '1:odds', epoch: 2, ok: false }]);
    expect(FakeWorker.made[0]!.posted).toEqual([]);
  });

  it("passes the worker's news on, and tells the session the API answered", async () => {
    const { host, news } = await freshHost();
    host.pollCommand({ type: 'start', key: '1:odds', request: odds, everyMs: 800, held: false, epoch: 0 });
    const [worker] = FakeWorker.made;
    worker!.onmessage?.({ data: { key: '1:odds', epoch: 0, ok: true, text: '{"code":200}' } });
    worker!.onmessage?.({ data: { key: '1:odds', epoch: 0, ok: false } });
    expect(news).toEqual([
      { key: '1:odds', epoch: 0, ok: true, text: '{"code":200}' },
      { key: '1:odds', epoch: 0, ok: false },
    ]);
    expect(reachability).toHaveBeenCalledTimes(1);
    expect(reachability).toHaveBeenCalledWith(true);
  });

  it('hands the loops the new token when the session changes, and leaves unchanged ones alone', async () => {
    const { host } = await freshHost();
    host.pollCommand({ type: 'start', key: '1:odds', request: odds, everyMs: 800, held: false, epoch: 0 });
    host.pollCommand({
      type: 'start',
      key: '1:exposure',
      request: exposure,
      everyMs: 2000,
      held: true,
      epoch: 3,
      countdownField: 'autoTime',
    });
    const [worker] = FakeWorker.made;
    worker!.posted = [];
    host.pollSessionChanged();
    expect(worker!.posted).toEqual([]);
    token = 'tok-2';
    host.pollSessionChanged();
    // Only the read that carries the token, with its interval, hold, epoch and countdown field as they were.
    expect(worker!.posted).toHaveLength(1);
    expect(worker!.posted[0]).toMatchObject({
      type: 'start',
      key: '1:exposure',
      everyMs: 2000,
      held: true,
      epoch: 3,
      countdownField: 'autoTime',
    });
    expect((worker!.posted[0] as { request: PollRequest }).request.headers).toContainEqual([
      'Authorization',
      'Bearer tok-2',
    ]);
  });

  it('moves every loop to the main thread when the worker cannot run, and the polls go on', async () => {
    vi.useFakeTimers();
    const { http, host, news } = await freshHost();
    const reads: string[] = [];
    http.setQuietTransport(async (request) => {
      reads.push(request.url);
      return { ok: true, text: `answer of ${request.url}` };
    });
    host.pollCommand({ type: 'start', key: '1:odds', request: odds, everyMs: 800, held: false, epoch: 0 });
    host.pollCommand({ type: 'start', key: '1:exposure', request: exposure, everyMs: 2000, held: false, epoch: 0 });
    host.pollCommand({ type: 'stop', key: '1:exposure' });
    const [worker] = FakeWorker.made;
    const preventDefault = vi.fn();
    worker!.onerror?.({ preventDefault });
    expect(worker!.terminated).toBe(true);
    expect(preventDefault).toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1600);
    expect(reads).toEqual(['/odds', '/odds']);
    expect(news).toEqual([{ key: '1:odds', epoch: 0, ok: true, text: 'answer of /odds' }]);
    // Later commands go to the main thread's loops too.
    host.pollCommand({ type: 'stop', key: '1:odds' });
    await vi.advanceTimersByTimeAsync(1600);
    expect(reads).toHaveLength(2);
    expect(FakeWorker.made).toHaveLength(1);
  });

  it('runs the loops on the main thread where there is no Worker', async () => {
    vi.unstubAllGlobals();
    vi.useFakeTimers();
    const { http, host, news } = await freshHost();
    http.setQuietTransport(async () => ({ ok: true, text: 'x' }));
    host.pollCommand({ type: 'start', key: '1:odds', request: odds, everyMs: 800, held: false, epoch: 0 });
    await vi.advanceTimersByTimeAsync(800);
    expect(news).toEqual([{ key: '1:odds', epoch: 0, ok: true, text: 'x' }]);
  });
});
