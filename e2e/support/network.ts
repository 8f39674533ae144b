import type { Page } from '@playwright/test';
// @ts-expect-error -- plain ESM script shared with `pnpm bench`; it has no type declarations
import { sharedWorkerTargets } from '../../bench/worker-targets.mjs';
import { E2E_PORTS } from './ports';

type NetworkEvent = { method: string; params: Record<string, unknown>; from: 'page' | 'worker' };

/** One shared worker, as bench/worker-targets.mjs hands it over. */
type SharedWorkerTarget = {
  browserContextId: string;
  url: string;
  send(method: string, params?: Record<string, unknown>): Promise<unknown>;
  on(method: string, listener: (params: Record<string, unknown>) => void): void;
};

/** The page's window (Playwright's browser context), as Chromium names it. */
async function contextIdOf(page: Page): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { targetInfo } = (await cdp.send('Target.getTargetInfo')) as { targetInfo: { browserContextId: string } };
    return targetInfo.browserContextId;
  } finally {
    await cdp.detach();
  }
}

/**
 * Calls `onWorker` for each shared worker of the page's window, those running now and each new one
 * before its first line, until the page closes. The page's polls run in the tab's own shared worker
 * (docs/decisions/0010-poll-loops-in-a-shared-worker.md), which Playwright neither reports nor
 * reaches; the browser of these checks has a DevTools port (playwright.config.ts) through which
 * bench/worker-targets.mjs attaches to it.
 */
export async function eachSharedWorker(
  page: Page,
  onWorker: (worker: SharedWorkerTarget) => Promise<void> | void,
): Promise<void> {
  const contextId = await contextIdOf(page);
  const targets = await sharedWorkerTargets(E2E_PORTS.devtools, async (worker: SharedWorkerTarget) => {
    if (worker.browserContextId === contextId) await onWorker(worker);
  });
  page.once('close', () => targets.close());
}

/**
 * Chromium's network events (CDP `Network.*`) of a page and of every worker it starts. The page's
 * polls are sent by the poll worker (docs/decisions/0010-poll-loops-in-a-shared-worker.md), whose requests a
 * CDP session on the page alone does not see: a dedicated worker's events come through the page's
 * session, attached to each worker the page starts; a shared worker's through eachSharedWorker.
 * Call before the workers start.
 */
export async function networkEvents(page: Page, onEvent: (event: NetworkEvent) => void): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Network.requestWillBeSent', (params) =>
    onEvent({ method: 'Network.requestWillBeSent', params, from: 'page' }),
  );
  cdp.on('Network.responseReceivedExtraInfo', (params) =>
    onEvent({ method: 'Network.responseReceivedExtraInfo', params, from: 'page' }),
  );
  cdp.on('Network.loadingFinished', (params) => onEvent({ method: 'Network.loadingFinished', params, from: 'page' }));
  cdp.on('Target.attachedToTarget', (event) => {
    if (event.targetInfo.type !== 'worker') return;
    void cdp.send('Target.sendMessageToTarget', {
      sessionId: event.sessionId,
      message: JSON.stringify({ id: 1, method: 'Network.enable' }),
    });
  });
  cdp.on('Target.receivedMessageFromTarget', (event) => {
    const message = JSON.parse(event.message) as { method?: string; params?: Record<string, unknown> };
    if (typeof message.method === 'string' && message.method.startsWith('Network.') && message.params) {
      onEvent({ method: message.method, params: message.params, from: 'worker' });
    }
  });
  await cdp.send('Network.enable');
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: false });
  await eachSharedWorker(page, async (worker) => {
    for (const method of ['Network.requestWillBeSent', 'Network.responseReceivedExtraInfo', 'Network.loadingFinished'])
      worker.on(method, (params) => onEvent({ method, params, from: 'worker' }));
    await worker.send('Network.enable');
  });
}

/** A request as the network layer saw it leave, the page's own or a worker's. */
export type SeenRequest = {
  url: string;
  path: string;
  method: string;
  headers: Record<string, string>;
  from: 'page' | 'worker';
  /** Wall-clock ms when it was seen leaving. */
  at: number;
  /** Settles when its answer has arrived in full. */
  finished: Promise<void>;
};

const watched = new WeakMap<Page, ReturnType<typeof startWatching>>();

/**
 * Every request the page and its workers send from the first call on (polls included, wherever
 * they run), in order; one watch per page, however often it is asked for. `next(test)` waits for
 * the next one, sent after the call, that passes `test`.
 */
export function watchRequests(page: Page) {
  let watch = watched.get(page);
  if (!watch) {
    watch = startWatching(page);
    watched.set(page, watch);
  }
  return watch;
}

async function startWatching(page: Page) {
  const seen: SeenRequest[] = [];
  const waiting = new Set<{ test: (r: SeenRequest) => boolean; resolve: (r: SeenRequest) => void }>();
  const finishers = new Map<string, () => void>();
  await networkEvents(page, ({ method, params, from }) => {
    if (method === 'Network.loadingFinished') {
      finishers.get(`${from}:${String(params.requestId)}`)?.();
      return;
    }
    if (method !== 'Network.requestWillBeSent') return;
    const request = params.request as { url: string; method: string; headers: Record<string, string> };
    let done = () => undefined as void;
    const finished = new Promise<void>((resolve) => (done = resolve));
    finishers.set(`${from}:${String(params.requestId)}`, done);
    const headers = Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k.toLowerCase(), v]));
    const entry: SeenRequest = {
      url: request.url,
      path: new URL(request.url).pathname,
      method: request.method,
      headers,
      from,
      at: Date.now(),
      finished,
    };
    seen.push(entry);
    for (const w of [...waiting])
      if (w.test(entry)) {
        waiting.delete(w);
        w.resolve(entry);
      }
  });
  return {
    seen,
    next(test: (r: SeenRequest) => boolean, timeoutMs = 15_000): Promise<SeenRequest> {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          if (waiting.delete(entry)) reject(new Error(`no matching request within ${timeoutMs} ms`));
        }, timeoutMs);
        const entry = {
          test,
          resolve: (r: SeenRequest) => {
            clearTimeout(timer);
            resolve(r);
          },
        };
        waiting.add(entry);
      });
    },
  };
}

/**
 * Cuts, or gives back, the network of the page's shared workers (the poll worker's reads fail as
 * with no network at all). Playwright's `page.route` reaches the page and its dedicated workers only.
 */
export async function sharedWorkersOffline(page: Page) {
  const workers: SharedWorkerTarget[] = [];
  await eachSharedWorker(page, async (worker) => {
    workers.push(worker);
    await worker.send('Network.enable');
  });
  const set = (offline: boolean) =>
    Promise.all(
      workers.map((w) =>
        w.send('Network.emulateNetworkConditions', {
          offline,
          latency: 0,
          downloadThroughput: -1,
          uploadThroughput: -1,
        }),
      ),
    );
  return { cut: () => set(true), restore: () => set(false), count: () => workers.length };
}

/** The poll worker's script: the page asks for it, its shared worker receives it (see settled()). */
const POLL_WORKER_SCRIPT = /\/polls\.[0-9a-f]+\.js$/;

/**
 * Waits until the page has loaded and then sent and received nothing for `quietMs`: Playwright's
 * `networkidle`, less the one request it cannot see end. Chromium reports the fetch of a shared
 * worker's script to the page that starts it and its end to the worker alone, so to Playwright the
 * poll worker's script stays in flight and `networkidle` never comes
 * (docs/decisions/0010-poll-loops-in-a-shared-worker.md). Requests already in flight when it is
 * called count from their first event after it.
 */
export async function settled(page: Page, { quietMs = 500, timeout = 30_000 } = {}): Promise<void> {
  const deadline = Date.now() + timeout;
  await page.waitForLoadState('load', { timeout });
  const inFlight = new Set<unknown>();
  let lastEvent = Date.now();
  const started = (request: import('@playwright/test').Request) => {
    lastEvent = Date.now();
    if (!POLL_WORKER_SCRIPT.test(request.url())) inFlight.add(request);
  };
  const ended = (request: import('@playwright/test').Request) => {
    lastEvent = Date.now();
    inFlight.delete(request);
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    while (inFlight.size > 0 || Date.now() - lastEvent < quietMs) {
      if (Date.now() > deadline)
        throw new Error(`the page's network was not quiet for ${quietMs} ms within ${timeout} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}
