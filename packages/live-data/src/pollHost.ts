import { reportReached, type ApiRequest } from '@exchange/shared-http';
import { createPollLoops, type CountdownForecast, type PollCommand, type PollNews } from './pollLoop';
import type { PollRequest } from './pollWire';
import { quietRead, quietWire } from './quietTransport';

/**
 * Where the quiet polls' loops run (issue 12, docs/decisions/0010-poll-loops-in-a-shared-worker.md): in a
 * worker when the browser starts one (the tab's own shared worker, else a dedicated one), so that a
 * repeat whose answer is the one before costs the page's main thread nothing; otherwise (unit
 * tests, a worker that failed to load) on the main thread, through the same loops and quietRead's
 * transport. The owner (quietPoll.ts) sees no difference: it sends commands and hears news.
 */

type Started = {
  request: ApiRequest;
  everyMs: number;
  held: boolean;
  epoch: number;
  countdownField?: string | undefined;
  countdownForecast?: CountdownForecast | undefined;
  wireText?: string;
};

let listener: (news: PollNews) => void = () => undefined;
const started = new Map<string, Started>();
let send: ((command: PollCommand<ApiRequest>) => void) | undefined;
let workerRuns = false;

function deliver(news: PollNews): void {
  if (news.ok) reportReached();
  listener(news);
}

function inThread(): (command: PollCommand<ApiRequest>) => void {
  return createPollLoops<ApiRequest>(quietRead, deliver);
}

/** Where the worker's commands go and its news comes from: a shared worker's port, or a dedicated worker. */
type WorkerLink = {
  post(command: PollCommand<PollRequest>): void;
};

/** The worker's side of the commands: each request goes as it will be sent, with the session's headers of now. */
function inWorker(link: WorkerLink): (command: PollCommand<ApiRequest>) => void {
  return (command) => {
    if (command.type !== 'start') {
      link.post(command);
      return;
    }
    const wire = quietWire(command.request);
    const entry = started.get(command.key);
    // Not set up yet (no session or API bases): the read fails as the endpoint's own read would.
    if (!wire) {
      deliver({ key: command.key, epoch: command.epoch, ok: false });
      return;
    }
    if (entry) entry.wireText = JSON.stringify(wire);
    link.post({ ...command, request: wire } satisfies PollCommand<PollRequest>);
  };
}

/**
 * The link to a started worker: its news goes to `onNews` until it fails to load or run, then it is
 * ended (`end`) and `onFailed` moves the loops on; a late message of an ended worker is ignored.
 */
function linkTo(
  messages: { onmessage: ((event: MessageEvent<PollNews>) => void) | null; postMessage(message: unknown): void },
  errors: AbstractWorker,
  end: () => void,
  onNews: (news: PollNews) => void,
  onFailed: () => void,
): WorkerLink {
  let ended = false;
  messages.onmessage = (event: MessageEvent<PollNews>) => {
    if (!ended) onNews(event.data);
  };
  errors.onerror = (event) => {
    event.preventDefault();
    if (ended) return;
    ended = true;
    end();
    onFailed();
  };
  return { post: (command) => messages.postMessage(command) };
}

/**
 * This tab's own shared worker (docs/decisions/0010-poll-loops-in-a-shared-worker.md): its name
 * is the tab's, so no other tab connects to it and it ends with the tab, as a dedicated worker
 * would; Chromium then neither hands each of its requests through the page's main thread.
 */
function startShared(onNews: (news: PollNews) => void, onFailed: () => void): WorkerLink | null {
  if (typeof SharedWorker !== 'function') return null;
  try {
    const name = `polls-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
    const worker = new SharedWorker(/* webpackChunkName: "polls" */ new URL('./pollWorker.ts', import.meta.url), {
      name,
    });
    return linkTo(worker.port, worker, () => worker.port.close(), onNews, onFailed);
  } catch {
    return null;
  }
}

function startDedicated(onNews: (news: PollNews) => void, onFailed: () => void): WorkerLink | null {
  if (typeof Worker !== 'function') return null;
  try {
    const worker = new Worker(new URL('./pollWorker.ts', import.meta.url), { name: 'polls' });
    return linkTo(worker, worker, () => worker.terminate(), onNews, onFailed);
  } catch {
    return null;
  }
}

function replay(): void {
  for (const [key, s] of started) send?.({ type: 'start', key, ...s });
}

/**
 * The loops' first home that runs: a shared worker, else a dedicated one, else the main thread.
 * A worker whose script cannot be loaded or run (a blocked or missing file) reports an error; the
 * loops move to the next home, and every poll started so far goes on there.
 */
const homes = [startShared, startDedicated];

function moveTo(next: number): void {
  for (let i = next; i < homes.length; i++) {
    const link = homes[i]!(deliver, () => {
      moveTo(i + 1);
      replay();
    });
    if (link) {
      workerRuns = true;
      send = inWorker(link);
      return;
    }
  }
  workerRuns = false;
  send = inThread();
}

function host(): (command: PollCommand<ApiRequest>) => void {
  if (!send) moveTo(0);
  return send!;
}

/** The one owner of the polls' news (quietPoll.ts). */
export function onPollNews(next: (news: PollNews) => void): void {
  listener = next;
}

/** Starts, changes, holds or stops a poll's loop. */
export function pollCommand(command: PollCommand<ApiRequest>): void {
  if (command.type === 'stop') started.delete(command.key);
  else if (command.type === 'start') {
    const { type: _start, key, ...loop } = command;
    started.set(key, { ...started.get(key), ...loop });
  } else {
    const entry = started.get(command.key);
    if (entry) Object.assign(entry, { held: command.held, epoch: command.epoch });
  }
  host()(command);
}

/**
 * The session's headers changed (a new token): loops in the worker, which were handed their
 * headers when they started, are given them again. Loops on the main thread read them at each send.
 */
export function pollSessionChanged(): void {
  if (!send || !workerRuns) return;
  for (const [key, s] of started) {
    const wire = quietWire(s.request);
    if (wire && JSON.stringify(wire) !== s.wireText) send({ type: 'start', key, ...s });
  }
}
