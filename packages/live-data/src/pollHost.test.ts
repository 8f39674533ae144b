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

/** A stand-in for the browser's SharedWorker: the page talks to it through its port. */
class FakeSharedWorker {
  static made: FakeSharedWorker[] = [];
  onerror: ((event: { preventDefault: () => void }) => void) | null = null;
  port = {
    posted: [] as PollCommand<PollRequest>[],
    closed: false,
    onmessage: null as ((event: { data: PollNews }) => void) | null,
    postMessage(command: PollCommand<PollRequest>) {
      this.posted.push(command);
    },
    close() {
      this.closed = true;
    },
  };
  constructor(
    public url: URL,
    public options: { name?: string },
  ) {
    FakeSharedWorker.made.push(this);
  }
}

const bases = { aam: 'http://api.test/aam/v1', cm: 'http://api.test/cm/v1', casino: 'http://api.test/casino/v1' };
let token: string | null;
const reachability = vi.fn();

/** A fresh host (module state) bound to a session whose token the test sets. */
async function freshHost() {
  vi.resetModules();
  const http = await import('@exchange/shared-http');
  const transport = await import('./quietTransport');
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
  return { http, transport, host, news };
}

/** A fresh host whose main-thread transport answers each read with its address, and the reads it sent. */
async function hostReadingOnThread() {
  const fresh = await freshHost();
  const reads: string[] = [];
  fresh.transport.setQuietTransport(async (request) => {
    reads.push(request.url);
    return { ok: true, text: `answer of ${request.url}` };
  });
  return { ...fresh, reads };
}

const odds = { api: 'casino' as const, url: '/odds', params: { casinoGames: 'lucky7' }, skipAuth: true };
const exposure = { api: 'casino' as const, url: '/pl-exposure', headers: { 'X-Market-Id': '1700000000001' } };

beforeEach(() => {
  token = 'tok-1';
  FakeWorker.made = [];
  FakeSharedWorker.made = [];
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
    const { host, news, reads } = await hostReadingOnThread();
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
    const { transport, host, news } = await freshHost();
    transport.setQuietTransport(async () => ({ ok: true, text: 'x' }));
    host.pollCommand({ type: 'start', key: '1:odds', request: odds, everyMs: 800, held: false, epoch: 0 });
    await vi.advanceTimersByTimeAsync(800);
    expect(news).toEqual([{ key: '1:odds', epoch: 0, ok: true, text: 'x' }]);
  });
});

describe("the polls' host where the browser has shared workers", () => {
  beforeEach(() => {
    vi.stubGlobal('SharedWorker', FakeSharedWorker);
  });

  it("runs the loops in the tab's own shared worker, talking through its port", async () => {
    const { host, news } = await freshHost();
    host.pollCommand({ type: 'start', key: '1:odds', request: odds, everyMs: 800, held: false, epoch: 0 });
    host.pollCommand({ type: 'sync', key: '1:odds', held: true, epoch: 1 });
    expect(FakeWorker.made).toHaveLength(0);
    expect(FakeSharedWorker.made).toHaveLength(1);
    const [shared] = FakeSharedWorker.made;
    expect(shared!.port.posted.map((c) => c.type)).toEqual(['start', 'sync']);
    expect((shared!.port.posted[0] as { request: PollRequest }).request.url).toBe(
      'http://api.test/casino/v1/odds?casinoGames=lucky7',
    );
    shared!.port.onmessage?.({ data: { key: '1:odds', epoch: 1, ok: true, text: '{"code":200}' } });
    expect(news).toEqual([{ key: '1:odds', epoch: 1, ok: true, text: '{"code":200}' }]);
    expect(reachability).toHaveBeenCalledWith(true);
  });

  it('names each tab its own worker, so two tabs never share one loop', async () => {
    for (let tab = 0; tab < 2; tab++) {
      const { host } = await freshHost();
      host.pollCommand({ type: 'start', key: '1:odds', request: odds, everyMs: 800, held: false, epoch: 0 });
    }
    const [first, second] = FakeSharedWorker.made;
    expect(first!.options.name).toMatch(/^polls-/);
    expect(second!.options.name).toMatch(/^polls-/);
    expect(first!.options.name).not.toBe(second!.options.name);
  });

  it('moves the loops to a dedicated worker when the shared one cannot load, then to the main thread', async () => {
    vi.useFakeTimers();
    const { host, news, reads } = await hostReadingOnThread();
    host.pollCommand({ type: 'start', key: '1:odds', request: odds, everyMs: 800, held: true, epoch: 4 });
    const [shared] = FakeSharedWorker.made;
    const preventDefault = vi.fn();
    shared!.onerror?.({ preventDefault });
    expect(preventDefault).toHaveBeenCalled();
    expect(shared!.port.closed).toBe(true);
    // The dedicated worker is handed the poll as it stood: held, at its epoch.
    const [worker] = FakeWorker.made;
    expect(worker!.posted).toEqual([expect.objectContaining({ type: 'start', key: '1:odds', held: true, epoch: 4 })]);
    // A late message of the failed worker is not news.
    shared!.port.onmessage?.({ data: { key: '1:odds', epoch: 4, ok: true, text: 'late' } });
    expect(news).toEqual([]);
    host.pollCommand({ type: 'sync', key: '1:odds', held: false, epoch: 5 });
    expect(worker!.posted.map((c) => c.type)).toEqual(['start', 'sync']);
    worker!.onerror?.({ preventDefault });
    expect(worker!.terminated).toBe(true);
    await vi.advanceTimersByTimeAsync(800);
    expect(reads).toEqual(['/odds']);
    expect(news).toEqual([{ key: '1:odds', epoch: 5, ok: true, text: 'answer of /odds' }]);
    expect(shared!.port.posted).toHaveLength(1);
  });

  it('uses a dedicated worker where starting a shared one throws', async () => {
    vi.stubGlobal(
      'SharedWorker',
      class {
        constructor() {
          throw new DOMException('denied', 'SecurityError');
        }
      },
    );
    const { host } = await freshHost();
    host.pollCommand({ type: 'start', key: '1:odds', request: odds, everyMs: 800, held: false, epoch: 0 });
    expect(FakeWorker.made).toHaveLength(1);
    expect(FakeWorker.made[0]!.posted).toHaveLength(1);
  });
});
