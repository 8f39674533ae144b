import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PollCommand, PollNews } from './pollLoop';
import type { PollRequest } from './pollWire';

type Listener = (event: { data?: unknown; ports?: unknown[] }) => void;

/** Something the worker listens on and posts to: its own scope, or a shared worker's port. */
class FakeEnd {
  listeners = new Map<string, Listener[]>();
  posted: PollNews[] = [];
  started = false;
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  dispatch(type: string, event: { data?: unknown; ports?: unknown[] }) {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
  postMessage(news: PollNews) {
    this.posted.push(news);
  }
  start() {
    this.started = true;
  }
}

/** Answers every request with the text the test sets for its URL. */
const answers = new Map<string, string>();
class FakeXhr {
  status = 0;
  responseText = '';
  timeout = 0;
  url = '';
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send() {
    queueMicrotask(() => {
      const text = answers.get(this.url);
      if (text === undefined) this.onerror?.();
      else {
        this.status = 200;
        this.responseText = text;
        this.onload?.();
      }
    });
  }
}

const request = (url: string): PollRequest => ({ url, method: 'GET', headers: [], body: null });
const start = (key: string, url: string): PollCommand<PollRequest> => ({
  type: 'start',
  key,
  request: request(url),
  everyMs: 1000,
  held: false,
  epoch: 0,
});

async function loadWorker(scope: FakeEnd & { onconnect?: null }) {
  vi.resetModules();
  vi.stubGlobal('self', scope);
  await import('./pollWorker');
}

beforeEach(() => {
  vi.useFakeTimers();
  answers.clear();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the poll worker', () => {
  it('as a shared worker, runs the loops of each connecting page on its own port', async () => {
    const scope = Object.assign(new FakeEnd(), { onconnect: null });
    await loadWorker(scope);
    const tab = new FakeEnd();
    const other = new FakeEnd();
    scope.dispatch('connect', { ports: [tab] });
    scope.dispatch('connect', { ports: [other] });
    expect(tab.started).toBe(true);
    answers.set('http://api.test/odds', '{"a":1}');
    answers.set('http://api.test/bets', '[]');
    tab.dispatch('message', { data: start('odds', 'http://api.test/odds') });
    other.dispatch('message', { data: start('bets', 'http://api.test/bets') });
    await vi.advanceTimersByTimeAsync(1000);
    expect(tab.posted).toEqual([{ key: 'odds', epoch: 0, ok: true, text: '{"a":1}' }]);
    expect(other.posted).toEqual([{ key: 'bets', epoch: 0, ok: true, text: '[]' }]);
    // An unchanged answer is not news; a changed one is, on the port whose loop asked.
    answers.set('http://api.test/odds', '{"a":2}');
    await vi.advanceTimersByTimeAsync(1000);
    expect(tab.posted.at(-1)).toEqual({ key: 'odds', epoch: 0, ok: true, text: '{"a":2}' });
    expect(other.posted).toHaveLength(1);
    expect(scope.posted).toEqual([]);
  });

  it('as a dedicated worker, takes commands on its scope and posts the news there', async () => {
    const scope = new FakeEnd();
    await loadWorker(scope);
    scope.dispatch('message', { data: start('odds', 'http://api.test/odds') });
    await vi.advanceTimersByTimeAsync(1000);
    expect(scope.posted).toEqual([{ key: 'odds', epoch: 0, ok: false }]);
  });
});
