// The poll worker (issue 12): runs every quiet poll's loop (pollLoop.ts) off the page's main thread.
// It takes commands from pollHost.ts and posts back only news: a changed answer or a failure.
// It imports nothing that needs the session or axios; every request arrives ready to send.
// The page starts it as a shared worker of its own (one per tab,
// docs/decisions/0010-poll-loops-in-a-shared-worker.md) or, where the browser has none, as a
// dedicated worker; the loops are the same.
import { createPollLoops, type PollCommand } from './pollLoop';
import { sendPollRequest, type PollRequest } from './pollWire';

/** The one end the worker talks through: the dedicated worker's scope, or a shared worker's port. */
type Channel = {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<PollCommand<PollRequest>>) => void): void;
  start?(): void;
};

function serve(channel: Channel): void {
  const command = createPollLoops<PollRequest>(sendPollRequest, (news) => channel.postMessage(news));
  channel.addEventListener('message', (event) => command(event.data));
  channel.start?.();
}

/** The worker's global scope, as much of it as is used (the project is typed with the DOM's lib). */
const scope = self as unknown as Channel & {
  addEventListener(type: 'connect', listener: (event: MessageEvent) => void): void;
};
if ('onconnect' in scope) {
  // A shared worker: each page that connects gets its own loops on its own port.
  scope.addEventListener('connect', (event) => {
    const [port] = event.ports;
    if (port) serve(port as unknown as Channel);
  });
} else {
  serve(scope);
}
