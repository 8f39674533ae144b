// What `pnpm bench` measures in the browser, as a player meets it (DESIGN section 8, issue 12):
// Chromium at 390x844, a new browser context per run (cold HTTP cache), 9 Mbps down / 1.5 Mbps up /
// 100 ms round trip and a 4x CPU slowdown set on the page's CDP session before it navigates; the
// same network on each shared worker (the page's polls run in one) as it starts, and a cold run
// not counted when one of the worker's requests went out before that.
import { createServer } from 'node:http';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { inlineScripts } from '@exchange/security-headers';
import { devtoolsPortSwitch, freePort, sharedWorkerTargets } from './worker-targets.mjs';

export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
export const THROTTLE = { downMbps: 9, upMbps: 1.5, latencyMs: 100, cpuRate: 4 };
const WAIT_MS = Number(process.env.BENCH_WAIT_MS ?? 60_000);
/** The page's way to tell the bench a mark (watchMarks). */
const MARK_BINDING = '__benchMarked';

/** The phone's network, on a CDP session of a page or a worker. */
async function throttleNetwork(cdp) {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLE.latencyMs,
    downloadThroughput: (THROTTLE.downMbps * 1_000_000) / 8,
    uploadThroughput: (THROTTLE.upMbps * 1_000_000) / 8,
    connectionType: 'cellular4g',
  });
}

/** The phone's network and CPU, on the page's own CDP session (call before it navigates). */
export async function throttle(cdp) {
  await throttleNetwork(cdp);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE.cpuRate });
}

const sharedWorkersOf = new WeakMap();
/** Per measuring browser: its shared workers by browser context (a page's window). */
const workersByContextOf = new WeakMap();

/**
 * The measuring browser: Chromium launched with `options`, and a DevTools port through which every
 * shared worker it starts is put on the phone's network as it starts (worker-targets.mjs). That is
 * a race Chromium does not let the bench win every time: Playwright lets each shared worker go at
 * once, and network conditions set on a worker before it runs do not hold once it runs (Chromium
 * 156), so on a loaded host a worker's first requests can go out before the phone's network is on
 * it. The cold loads check every run for that (`assertWorkersOnThePhone`) and do not count one
 * where it happened. Chromium slows no worker's CPU (`Emulation.setCPUThrottlingRate` is for pages
 * only), dedicated or shared: what the bench times is the page's main thread.
 */
export async function launchPhoneBrowser(chromium, options) {
  const port = await freePort();
  const browser = await chromium.launch({ ...options, args: [...(options.args ?? []), devtoolsPortSwitch(port)] });
  try {
    const byContext = new Map();
    workersByContextOf.set(browser, byContext);
    const workers = await sharedWorkerTargets(port, async (worker) => {
      byContext.set(worker.browserContextId, [...(byContext.get(worker.browserContextId) ?? []), worker]);
      await throttleNetwork(worker);
    });
    sharedWorkersOf.set(browser, workers);
    browser.on('disconnected', () => workers.close());
    return browser;
  } catch (error) {
    await browser.close();
    throw error;
  }
}

/** The shared workers of a browser started by launchPhoneBrowser (worker-targets.mjs `sharedWorkerTargets`). */
export function sharedWorkers(browser) {
  const workers = sharedWorkersOf.get(browser);
  if (!workers) throw new Error('this browser was not started by launchPhoneBrowser');
  return workers;
}

/**
 * The requests a shared worker (worker-targets.mjs) made with fetch or XMLHttpRequest that took
 * less than the phone's round trip: on the phone's network none can, so each went out before the
 * network was set on the worker. Read from the worker's own Resource Timing, which lists every
 * request it made from its first line. Only the first request to each address counts: in a cold
 * window nothing is cached before it, while a later one may be answered from the cache.
 */
export async function workerRequestsOffThePhone(worker) {
  const { result, exceptionDetails } = await worker.send('Runtime.evaluate', {
    expression: `(() => {
      const seen = new Set();
      const off = [];
      for (const entry of performance.getEntriesByType('resource')) {
        if (!['fetch', 'xmlhttprequest'].includes(entry.initiatorType) || seen.has(entry.name)) continue;
        seen.add(entry.name);
        if (entry.duration < ${THROTTLE.latencyMs}) off.push({ url: entry.name, ms: Math.round(entry.duration) });
      }
      return off;
    })()`,
    returnByValue: true,
  });
  if (exceptionDetails) throw new Error(`could not read a shared worker's requests: ${exceptionDetails.text}`);
  return result.value;
}

/** How many cold runs assertWorkersOnThePhone has not counted, for the report. */
export const runsOffThePhone = { count: 0 };

/**
 * Throws when a shared worker of the phone page's window made a request before it was on the
 * phone's network (workerRequestsOffThePhone): that run measured an easier load than a player's,
 * and the bench does not count it (`attempt` in run.mjs runs it again).
 */
export async function assertWorkersOnThePhone(browser, { contextId }) {
  const workers = workersByContextOf.get(browser)?.get(contextId) ?? [];
  const off = (await Promise.all(workers.map(workerRequestsOffThePhone))).flat();
  if (!off.length) return;
  runsOffThePhone.count += 1;
  const list = off.map((r) => `${new URL(r.url).pathname} ${r.ms} ms`).join(', ');
  throw new Error(
    `a shared worker's requests went out before the phone's network was on it (${list}): this run is not counted`,
  );
}

/**
 * In the page from its first byte: watches the DOM and notes (performance.now(), i.e. ms since
 * navigation start) the first moment each "shown" condition holds, and the time of every click.
 */
function marksScript(markBinding) {
  if (window.top !== window) return;
  const marks = { clicks: [] };
  window.__benchMarks = marks;
  const shown = (el) => {
    if (!el || !el.isConnected) return false;
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  };
  const enabled = (el) =>
    !el.disabled && !el.closest('fieldset[disabled]') && el.getAttribute('aria-disabled') !== 'true';
  const hasNumber = (el) => /\d/.test(el.textContent ?? '');
  const conditions = {
    // The user-name and password inputs visible and enabled, and the Login button visible.
    loginUsable: () => {
      const user = document.querySelector('input[placeholder="Client code"]');
      const password = document.querySelector('input[placeholder="Password"], input[type="password"]');
      if (!user || !password) return false;
      const login = [...document.querySelectorAll('button, input[type="submit"]')].find(
        (b) => (b.textContent || b.value || '').trim() === 'Login',
      );
      return shown(user) && enabled(user) && shown(password) && enabled(password) && shown(login);
    },
    // Every option box of the table shows its rate as a number.
    casinoOdds: () => {
      const boxes = [...document.querySelectorAll('[data-testid="option-box"]')];
      if (!boxes.length || !shown(boxes[0])) return false;
      return boxes.every((box) => [...box.querySelectorAll('[data-testid^="odd-"] [data-odd]')].some(hasNumber));
    },
    // The bookmaker's LAGAI and KHAI cells, at least one of each, with a number.
    matchRates: () => {
      const lagai = [...document.querySelectorAll('[data-testid="lagai"] [data-rate]')].filter(hasNumber);
      const khai = [...document.querySelectorAll('[data-testid="khai"] [data-rate]')].filter(hasNumber);
      return lagai.some(shown) && khai.some(shown);
    },
    lobbyTiles: () => shown(document.querySelector('[data-testid="casino-tile"]')),
  };
  const check = () => {
    for (const [name, holds] of Object.entries(conditions)) {
      if (marks[name] === undefined && holds()) {
        marks[name] = performance.now();
        window[markBinding]?.(name);
      }
    }
  };
  document.addEventListener(
    'click',
    (event) => {
      const target =
        event.target instanceof Element ? event.target.closest('a, button, [role="button"], [data-testid]') : null;
      marks.clicks.push({
        t: event.timeStamp,
        text: (target?.textContent ?? '').trim().slice(0, 40),
        // The tap lands on the tile's artwork or name: the tile is the nearest element naming a game.
        game:
          event.target instanceof Element
            ? (event.target.closest('[data-game]')?.getAttribute('data-game') ?? null)
            : null,
      });
    },
    true,
  );
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  const frame = () => {
    check();
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/** A finished request's body as the page received it (decoded), or no bytes when CDP no longer has it. */
async function responseBody(cdp, requestId) {
  const body = await cdp.send('Network.getResponseBody', { requestId }).catch(() => null);
  return body ? Buffer.from(body.body, body.base64Encoded ? 'base64' : 'utf8') : Buffer.alloc(0);
}

/** Every request the page's CDP session sees: type, sizes on the wire, when it finished. */
function recordNetwork(cdp) {
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', (e) => {
    const r = requests.get(e.requestId) ?? {};
    requests.set(e.requestId, {
      ...r,
      id: e.requestId,
      url: e.request.url,
      method: e.request.method,
      type: e.type,
      sent: e.timestamp,
    });
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = requests.get(e.requestId);
    if (!r) return;
    const headers = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), v]));
    Object.assign(r, {
      status: e.response.status,
      type: e.type ?? r.type,
      encoding: headers['content-encoding'] ?? 'identity',
      fromCache: e.response.fromDiskCache || e.response.fromServiceWorker,
    });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (r) Object.assign(r, { finished: e.timestamp, encodedBytes: e.encodedDataLength });
  });
  cdp.on('Network.loadingFailed', (e) => {
    const r = requests.get(e.requestId);
    if (r) Object.assign(r, { failed: e.errorText, finished: e.timestamp, encodedBytes: 0 });
  });
  return requests;
}

/**
 * The marks so far, once `name` is among them. The page tells each mark through a CDP binding
 * (`MARK_BINDING`, a native function on the page's global): nothing of the harness runs in the page
 * while it loads but the marks script. Waiting with Playwright's `waitForFunction` evaluated
 * Playwright's own script in the page first, 98-139 ms of its main thread at 4x on a slow day, in
 * the middle of the load being measured (docs/decisions/0021-how-the-bench-measures.md).
 */
export async function waitForMark({ page, marked }, name, timeout = WAIT_MS) {
  await marked(name, timeout);
  return page.evaluate(() => window.__benchMarks);
}

/** Notes every mark the page tells (Runtime.bindingCalled); returns a wait for one by name. */
async function watchMarks(cdp) {
  const told = new Set();
  const waiting = new Map();
  cdp.on('Runtime.bindingCalled', (event) => {
    if (event.name !== MARK_BINDING) return;
    told.add(event.payload);
    waiting.get(event.payload)?.();
  });
  await cdp.send('Runtime.enable');
  await cdp.send('Runtime.addBinding', { name: MARK_BINDING });
  return (name, timeout) =>
    told.has(name)
      ? Promise.resolve()
      : new Promise((resolve, reject) => {
          const timer = setTimeout(
            () => reject(new Error(`the page did not mark ${name} within ${timeout} ms`)),
            timeout,
          );
          waiting.set(name, () => {
            clearTimeout(timer);
            resolve();
          });
        });
}

export async function newPhonePage(browser, storageState) {
  const context = await browser.newContext({ ...PHONE, ...(storageState ? { storageState } : {}) });
  await context.addInitScript(marksScript, MARK_BINDING);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const marked = await watchMarks(cdp);
  const { targetInfo } = await cdp.send('Target.getTargetInfo');
  return { context, page, cdp, marked, contextId: targetInfo.browserContextId };
}

/** A logged-in player's saved state, as the app persists it (localStorage `state`, shared-auth persistence.ts). */
export function loggedInState(origin, userData) {
  return {
    cookies: [],
    origins: [{ origin, localStorage: [{ name: 'state', value: JSON.stringify({ account: { userData } }) }] }],
  };
}

async function quiet(requests, ms = 1000, max = 5000) {
  const started = Date.now();
  let last = requests.size;
  let since = Date.now();
  while (Date.now() - started < max) {
    await new Promise((r) => setTimeout(r, 200));
    const pending = [...requests.values()].some((r) => r.finished === undefined);
    if (requests.size !== last || pending) {
      last = requests.size;
      since = Date.now();
    } else if (Date.now() - since >= ms) return;
  }
}

/**
 * Cold load of /login: ms from navigation start until the form is usable; the JavaScript and the
 * bytes on the wire of every request that finished before then; requests to the remotes' origins.
 */
export async function coldLogin(browser, base, remoteOrigins = []) {
  const phone = await newPhonePage(browser);
  const { context, page, cdp } = phone;
  try {
    const requests = recordNetwork(cdp);
    await throttle(cdp);
    await page.goto(`${base}/login`, { waitUntil: 'commit', timeout: WAIT_MS });
    const marks = await waitForMark(phone, 'loginUsable');
    await assertWorkersOnThePhone(browser, phone);
    const usableMs = marks.loginUsable;
    // CDP times are the browser's monotonic clock; the page's are ms since navigation start. The
    // document's last byte is in both (responseEnd / loadingFinished) and joins the two clocks.
    const nav = await page.evaluate(() => performance.getEntriesByType('navigation')[0].toJSON());
    const doc = [...requests.values()].find((r) => r.type === 'Document' && r.finished !== undefined);
    const usableAt = doc.finished * 1000 - nav.responseEnd + usableMs;
    const before = [...requests.values()].filter((r) => r.finished !== undefined && r.finished * 1000 <= usableAt);
    const scripts = [];
    // The page's own inline scripts (the shell's entry, packages/build-tools/src/inlineEntry.ts) are
    // JavaScript before the login form too: counted with their share of the page's wire bytes
    // (their brotli size, as the server compresses the page they are in).
    for (const r of before.filter((x) => x.type === 'Document')) {
      for (const text of inlineScripts((await responseBody(cdp, r.id)).toString('utf8'))) {
        const raw = Buffer.from(text);
        scripts.push({
          url: `${r.url}#inline`,
          encoding: r.encoding,
          wireBytes: brotliCompressSync(raw).length,
          rawBytes: raw.length,
          gzipBytes: gzipSync(raw).length,
        });
      }
    }
    for (const r of before.filter((x) => x.type === 'Script')) {
      const raw = await responseBody(cdp, r.id);
      scripts.push({
        url: r.url,
        encoding: r.encoding,
        wireBytes: r.encodedBytes,
        rawBytes: raw.length,
        gzipBytes: gzipSync(raw).length,
      });
    }
    await quiet(requests);
    const remoteRequests = [...requests.values()]
      .filter((r) => remoteOrigins.some((o) => r.url.startsWith(o)))
      .map((r) => r.url);
    return {
      usableMs: Math.round(usableMs),
      jsGzipKb: kb(scripts.reduce((n, s) => n + s.gzipBytes, 0)),
      jsWireKb: kb(scripts.reduce((n, s) => n + s.wireBytes, 0)),
      jsRawKb: kb(scripts.reduce((n, s) => n + s.rawBytes, 0)),
      wireKb: kb(before.reduce((n, r) => n + (r.encodedBytes ?? 0), 0)),
      requestsBeforeUsable: before.length,
      encodings: [...new Set(before.map((r) => `${r.type}:${r.encoding ?? '?'}`))],
      scripts,
      remoteRequests,
    };
  } finally {
    await context.close();
  }
}

const kb = (bytes) => +(bytes / 1024).toFixed(1);

/**
 * A logged-in player (saved login state) opens /cricket on the phone (throttled, cold cache) and,
 * as soon as the dashboard's match cards show, taps Casino in the navigation, then the Lucky 7 A
 * tile as soon as it shows. Reports ms from the tap on the tile to every option box showing its rate (the budgeted
 * figure), and from the tap on Casino (the whole wait after leaving the dashboard, no think time).
 */
export async function coldCasinoTable(browser, base, storageState, casinoOrigin) {
  const phone = await newPhonePage(browser, storageState);
  const { context, page, cdp } = phone;
  try {
    const requests = recordNetwork(cdp);
    // Throttled from the dashboard's load on: the shell preloads the remotes while the player is on
    // the dashboard, and on a phone that preload is on the phone's network too.
    await throttle(cdp);
    await page.goto(`${base}/cricket`, { timeout: WAIT_MS });
    await page.locator('[data-testid="match-card"]').first().waitFor({ state: 'visible', timeout: WAIT_MS });
    const casinoBefore = [...requests.values()].filter((r) => r.url.startsWith(casinoOrigin)).length;
    await page
      .getByRole('link', { name: /casino/i })
      .filter({ visible: true })
      .first()
      .click({ timeout: WAIT_MS });
    // A lobby tile is its artwork, name and limits: found by its name, as the e2e suite finds it.
    const tile = page
      .getByTestId('casino-tile')
      .filter({ has: page.getByTestId('tile-name').getByText('Lucky 7 A', { exact: true }) })
      .filter({ visible: true })
      .first();
    const game = await tile.getAttribute('data-game', { timeout: WAIT_MS });
    await tile.click({ timeout: WAIT_MS });
    const marks = await waitForMark(phone, 'casinoOdds');
    await assertWorkersOnThePhone(browser, phone);
    const casinoClick = marks.clicks.find((c) => /casino/i.test(c.text));
    const tileClick = marks.clicks.find((c) => c.game === game);
    return {
      oddsMs: Math.round(marks.casinoOdds - tileClick.t),
      fromCasinoTapMs: Math.round(marks.casinoOdds - casinoClick.t),
      lobbyShownMs: Math.round(marks.lobbyTiles - casinoClick.t),
      casinoRequestsBeforeTap: casinoBefore,
    };
  } finally {
    await context.close();
  }
}

/** A logged-in player opens /game/cricket/<id> as a fresh, throttled page load (cold cache). */
export async function coldMatch(browser, base, storageState, cricketId) {
  const phone = await newPhonePage(browser, storageState);
  const { context, page, cdp } = phone;
  try {
    await throttle(cdp);
    await page.goto(`${base}/game/cricket/${cricketId}`, { waitUntil: 'commit', timeout: WAIT_MS });
    const marks = await waitForMark(phone, 'matchRates');
    await assertWorkersOnThePhone(browser, phone);
    return { ratesMs: Math.round(marks.matchRates) };
  } finally {
    await context.close();
  }
}

/**
 * Shows the emulation is on: in a throttled page, an empty answer and 1 MiB from a loopback server
 * (unthrottled, these take a few ms). Expected: at least the latency, and about 0.93 s + latency.
 * Also times a fixed piece of script in that page (`cpuMs`), the machine's speed under the slowdown.
 */
export async function calibrate(browser, port) {
  const mib = Buffer.alloc(1 << 20, 'a');
  const server = createServer((req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.end(req.url === '/mib' ? mib : req.url === '/empty' ? '' : '<!doctype html><title>calibration</title>');
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const phone = await newPhonePage(browser);
  const { context, page, cdp } = phone;
  try {
    await throttle(cdp);
    await page.goto(`http://127.0.0.1:${port}/`);
    return await page.evaluate(async () => {
      const time = async (path) => {
        const started = performance.now();
        await (await fetch(path)).arrayBuffer();
        return Math.round(performance.now() - started);
      };
      // The machine's own speed under the 4x slowdown: a fixed piece of script work (build, write and
      // read back 100,000 small records). Cold-load figures of different days compare only at a
      // similar figure here: the same build measured twice as slow on a slower day
      // (docs/decisions/0021-how-the-bench-measures.md).
      const cpuStarted = performance.now();
      const records = Array.from({ length: 100_000 }, (_, i) => ({ id: i, name: `runner ${i}`, rate: i / 7 }));
      const roundTrip = JSON.parse(JSON.stringify(records));
      if (roundTrip.length !== records.length) throw new Error('CPU check: records lost');
      const cpuMs = Math.round(performance.now() - cpuStarted);
      return { emptyMs: await time('/empty'), mibMs: await time('/mib'), cpuMs };
    });
  } finally {
    await context.close();
    server.close();
  }
}
