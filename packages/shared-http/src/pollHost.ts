import { quietRead, quietWire, reportReached, type QuietRequest } from './httpClient';
import { createPollLoops, type PollCommand, type PollNews } from './pollLoop';
import type { PollRequest } from './pollWire';

/**
 * Where the quiet polls' loops run (issue 12, docs/decisions.md "Polls run in a worker"): in a
 * dedicated worker when the browser starts one, so that a repeat whose answer is the one before
 * costs the page's main thread nothing; otherwise (unit tests, a worker that failed to load) on the
 * main thread, through the same loops and quietRead's transport. The owner (shared-auth's
 * quietPoll.ts) sees no difference: it sends commands and hears news.
 */

type Started = {
  request: QuietRequest;
  everyMs: number;
  held: boolean;
  epoch: number;
  countdownField?: string | undefined;
  wireText?: string;
};

let listener: (news: PollNews) => void = () => undefined;
const started = new Map<string, Started>();
let send: ((command: PollCommand<QuietRequest>) => void) | undefined;
let workerRuns = false;

function deliver(news: PollNews): void {
  if (news.ok) reportReached();
  listener(news);
}

function inThread(): (command: PollCommand<QuietRequest>) => void {
  return createPollLoops<QuietRequest>(quietRead, deliver);
}

/** The worker's side of the commands: each request goes as it will be sent, with the session's headers of now. */
function inWorker(worker: Worker): (command: PollCommand<QuietRequest>) => void {
  return (command) => {
    if (command.type !== 'start') {
      worker.postMessage(command);
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
    worker.postMessage({ ...command, request: wire } satisfies PollCommand<PollRequest>);
  };
}

function startWorker(): Worker | null {
  if (typeof Worker !== 'function') return null;
  try {
    return new Worker(new URL('./pollWorker.ts', import.meta.url), { name: 'polls' });
  } catch {
    return null;
  }
}

function replay(): void {
  for (const [key, s] of started) send?.({ type: 'start', key, ...s });
}

function host(): (command: PollCommand<QuietRequest>) => void {
  if (send) return send;
  const worker = startWorker();
  if (!worker) {
    send = inThread();
    return send;
  }
  worker.onmessage = (event: MessageEvent<PollNews>) => deliver(event.data);
  // The worker's script could not be loaded or run (a blocked or missing file): the loops move to
  // the main thread, and every poll started so far goes on there.
  worker.onerror = (event) => {
    event.preventDefault();
    worker.terminate();
    workerRuns = false;
    send = inThread();
    replay();
  };
  workerRuns = true;
  send = inWorker(worker);
  return send;
}

/** The one owner of the polls' news (shared-auth's quietPoll.ts). */
export function onPollNews(next: (news: PollNews) => void): void {
  listener = next;
}

/** Starts, changes, holds or stops a poll's loop. */
export function pollCommand(command: PollCommand<QuietRequest>): void {
  if (command.type === 'stop') started.delete(command.key);
  else if (command.type === 'start') {
    const { request, everyMs, held, epoch, countdownField } = command;
    started.set(command.key, { ...started.get(command.key), request, everyMs, held, epoch, countdownField });
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
