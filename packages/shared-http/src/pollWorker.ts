// The poll worker (issue 12): runs every quiet poll's loop (pollLoop.ts) off the page's main thread.
// It takes commands from pollHost.ts and posts back only news: a changed answer or a failure.
// It imports nothing that needs the session or axios; every request arrives ready to send.
import { createPollLoops, type PollCommand } from './pollLoop';
import { sendPollRequest, type PollRequest } from './pollWire';

/** The worker's global scope, as much of it as is used (the project is typed with the DOM's lib). */
type WorkerScope = {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<PollCommand<PollRequest>>) => void): void;
};
const scope = self as unknown as WorkerScope;
const command = createPollLoops<PollRequest>(sendPollRequest, (news) => scope.postMessage(news));
scope.addEventListener('message', (event) => command(event.data));
