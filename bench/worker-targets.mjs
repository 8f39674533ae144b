// The browser's shared workers, reached with chrome-remote-interface over the browser's DevTools port
// (issue 12, docs/decisions/0010-poll-loops-in-a-shared-worker.md). The page's polls run in a shared
// worker of the tab's own; Playwright reports neither it nor its requests, and its CDP sessions cannot
// reach it: Chromium attaches shared workers only to a browser-level session in the flat protocol,
// and Playwright's CDPSession (`newBrowserCDPSession`) drops the messages of child sessions it did not
// open itself. So the measuring browser also opens a DevTools port on loopback, and this connection
// attaches to each shared worker as it starts, while it waits before its first line: the bench gives
// it the phone's network and its poll recorder there, and the end-to-end checks watch, or cut, its
// requests. (Playwright lets the worker go at once, so what is set here races the worker's first
// lines: browser.mjs `assertWorkersOnThePhone`.)
import { createServer } from 'node:net';
import CDP from 'chrome-remote-interface';

/** A free loopback port for the browser's DevTools server. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The Chromium switch that opens the DevTools server these helpers connect to. */
export const devtoolsPortSwitch = (port) => `--remote-debugging-port=${port}`;

/** The browser's own DevTools endpoint, once the server on `port` answers (it opens as the browser starts). */
async function browserEndpoint(port) {
  for (let attempt = 0; ; attempt++) {
    try {
      return (await CDP.Version({ host: '127.0.0.1', port })).webSocketDebuggerUrl;
    } catch (error) {
      if (attempt >= 50) throw new Error(`no DevTools server on 127.0.0.1:${port}`, { cause: error });
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/**
 * Connects to the browser's DevTools server on `port` and calls `onStart`, and each handler added
 * later with `onStart`, for every shared worker: those already running when it connects, and each
 * new one before its script runs. `worker` is `{ targetId, browserContextId, url, send(method,
 * params), on(method, listener) }`; a new worker goes on when every handler has settled. Other
 * targets (pages, dedicated workers) are let go at once and not watched: Playwright has them.
 */
export async function sharedWorkerTargets(port, onStart) {
  const client = await CDP({ target: await browserEndpoint(port), local: true });
  const handlers = new Set(onStart ? [onStart] : []);
  const running = (sessionId) => client.send('Runtime.runIfWaitingForDebugger', {}, sessionId).catch(() => undefined);
  client.on('Target.attachedToTarget', async ({ sessionId, targetInfo }, parent) => {
    if (parent) return;
    if (targetInfo.type !== 'shared_worker') {
      await running(sessionId);
      await client.send('Target.detachFromTarget', { sessionId }).catch(() => undefined);
      return;
    }
    const worker = {
      targetId: targetInfo.targetId,
      browserContextId: targetInfo.browserContextId,
      url: targetInfo.url,
      send: (method, params = {}) => client.send(method, params, sessionId),
      on: (method, listener) => client.on(`${method}.${sessionId}`, listener),
    };
    await Promise.allSettled([...handlers].map((handler) => handler(worker)));
    await running(sessionId);
  });
  await client.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: true });
  return {
    /** Adds a handler for the workers that start from now on; returns its removal. */
    onStart(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    close() {
      void client.close();
    },
  };
}
