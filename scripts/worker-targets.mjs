// The browser's shared workers, reached through a DevTools connection of our own (issue 12,
// docs/decisions/0010-poll-loops-in-a-shared-worker.md). The page's polls run in a shared worker
// of the tab's own; Playwright reports neither it nor its requests, and its CDP sessions cannot
// reach it (Chromium attaches to shared workers only in the flat protocol at the browser's level,
// which Playwright's sessions do not carry). So the measuring browser is also started with a
// DevTools port on loopback, and this connection attaches to each shared worker as it starts,
// while it waits before its first line: the bench gives it the phone's network and its poll
// recorder there, and the end-to-end checks watch, or cut, its requests. (Playwright's own session
// lets the worker go at once, so what is set here races the worker's first lines: bench-browser.mjs
// `assertWorkersOnThePhone`.)
import { createServer } from 'node:net';
import WebSocket from 'ws';

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

async function browserSocketUrl(port) {
  for (let attempt = 0; ; attempt++) {
    try {
      const version = await (await fetch(`http://127.0.0.1:${port}/json/version`)).json();
      return version.webSocketDebuggerUrl;
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
  const socket = new WebSocket(await browserSocketUrl(port), { perMessageDeflate: false });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  let lastId = 0;
  const pending = new Map();
  const listeners = new Map(); // sessionId -> Map(method -> Set(listener))
  const handlers = new Set(onStart ? [onStart] : []);
  const send = (method, params = {}, sessionId) =>
    new Promise((resolve, reject) => {
      if (socket.readyState !== WebSocket.OPEN) {
        reject(new Error(`DevTools connection closed before ${method}`));
        return;
      }
      const id = ++lastId;
      pending.set(id, { resolve, reject, method });
      socket.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
    });

  async function attached({ sessionId, targetInfo }) {
    if (targetInfo.type !== 'shared_worker') {
      await send('Runtime.runIfWaitingForDebugger', {}, sessionId).catch(() => undefined);
      await send('Target.detachFromTarget', { sessionId }).catch(() => undefined);
      return;
    }
    listeners.set(sessionId, new Map());
    const worker = {
      targetId: targetInfo.targetId,
      browserContextId: targetInfo.browserContextId,
      url: targetInfo.url,
      send: (method, params) => send(method, params, sessionId),
      on(method, listener) {
        const byMethod = listeners.get(sessionId);
        if (!byMethod) return;
        if (!byMethod.has(method)) byMethod.set(method, new Set());
        byMethod.get(method).add(listener);
      },
    };
    await Promise.allSettled([...handlers].map((handler) => handler(worker)));
    await send('Runtime.runIfWaitingForDebugger', {}, sessionId).catch(() => undefined);
  }

  socket.on('message', (data) => {
    const message = JSON.parse(String(data));
    if (message.id !== undefined) {
      const call = pending.get(message.id);
      pending.delete(message.id);
      if (!call) return;
      if (message.error) call.reject(new Error(`${call.method}: ${message.error.message}`));
      else call.resolve(message.result);
      return;
    }
    if (message.method === 'Target.attachedToTarget' && !message.sessionId) {
      attached(message.params).catch(() => undefined);
      return;
    }
    if (message.method === 'Target.detachedFromTarget' && !message.sessionId) {
      listeners.delete(message.params.sessionId);
      return;
    }
    const byMethod = message.sessionId && listeners.get(message.sessionId);
    for (const listener of (byMethod && byMethod.get(message.method)) ?? []) listener(message.params);
  });
  socket.on('close', () => {
    for (const call of pending.values()) call.reject(new Error(`DevTools connection closed during ${call.method}`));
    pending.clear();
  });

  await send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: true });
  return {
    /** Adds a handler for the workers that start from now on; returns its removal. */
    onStart(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    close() {
      socket.close();
    },
  };
}
