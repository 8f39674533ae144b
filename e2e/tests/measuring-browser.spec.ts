import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, expect, test, type Page } from '@playwright/test';
import {
  THROTTLE,
  assertWorkersOnThePhone,
  launchPhoneBrowser,
  newPhonePage,
  workerRequestsOffThePhone,
  // @ts-expect-error -- plain ESM scripts of `pnpm bench`; they have no type declarations
} from '../../bench/browser.mjs';
// @ts-expect-error -- plain ESM script of `pnpm bench` and the e2e support; it has no type declarations
import { devtoolsPortSwitch, freePort, sharedWorkerTargets } from '../../bench/worker-targets.mjs';
// @ts-expect-error -- plain ESM script shared with `pnpm bench`; it has no type declarations
import { CHROMIUM, CHROMIUM_ARGS } from '../../scripts/tooling.mjs';

/**
 * The end-to-end checks and `pnpm bench` launch Chromium with one list of switches
 * (`CHROMIUM_ARGS`, scripts/tooling.mjs). Chromium 156 in headless mode builds its desktop omnibox
 * popups (web pages of its own, about 400 chrome:// requests in a renderer of their own) for about
 * half the windows it opens, at random; on a 2-core machine that renderer took the CPU a measured
 * cold load needed, about a second of a cold match (docs/decisions/0021-how-the-bench-measures.md).
 * Each bench run and each test opens a new window.
 */
const WINDOWS = 8;

test('a new window of the measuring browser builds none of the desktop omnibox popups', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const cdp = await browser.newBrowserCDPSession();
  const requested: string[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => {
    for (const event of value as unknown as { name: string; args?: { data?: { url?: string } } }[])
      if (event.name === 'ResourceSendRequest' && event.args?.data?.url) requested.push(event.args.data.url);
  });
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline', transferMode: 'ReportEvents' });
  for (let i = 0; i < WINDOWS; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseURL}/favicon.svg`);
    // The popups' pages were requested within about 1.5 s of a window opening.
    await page.waitForTimeout(2000);
    await context.close();
  }
  await cdp.send('Tracing.end');
  await complete;

  // The trace saw every window's own page, so an empty list of popups' requests means none was made.
  expect(requested.filter((url) => url.endsWith('/favicon.svg'))).toHaveLength(WINDOWS);
  expect(requested.filter((url) => url.startsWith('chrome://omnibox-popup'))).toEqual([]);
});

/**
 * The page's polls run in a shared worker of the tab's own
 * (docs/decisions/0010-poll-loops-in-a-shared-worker.md), out of reach of the page's CDP session and
 * its network emulation. The bench's browser sets the phone's network on each shared worker as it starts; Chromium lets the worker run
 * before that is done (Playwright lets it go at once), so on a loaded host its first requests can go
 * out unthrottled. The bench reads every request the worker made from its own Resource Timing and
 * does not count such a run (docs/decisions/0021-how-the-bench-measures.md). An empty answer from
 * loopback takes a few ms unthrottled, at least the round trip (100 ms) on the phone.
 */
function workerServer(delayMs: number) {
  return createServer((req, res) => {
    if (req.url === '/worker.js') {
      res.setHeader('Content-Type', 'text/javascript');
      res.end(`onconnect = async (event) => {
        await new Promise((resolve) => setTimeout(resolve, ${delayMs}));
        const times = [];
        for (let i = 0; i < 3; i++) {
          const started = performance.now();
          await (await fetch('/empty?' + i, { cache: 'no-store' })).text();
          times.push(performance.now() - started);
        }
        event.ports[0].postMessage(times);
      };`);
    } else if (req.url?.startsWith('/empty')) res.end('');
    else {
      res.setHeader('Content-Type', 'text/html');
      res.end(`<!doctype html><script>
        window.times = new Promise((resolve) => {
          const worker = new SharedWorker('/worker.js', { name: 'tab-' + Math.random() });
          worker.port.onmessage = (event) => resolve(event.data);
        });
      </script>`);
    }
  });
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const timesOf = (page: Page) => page.evaluate(() => (window as unknown as { times: Promise<number[]> }).times);

test("a shared worker's requests off the phone's network are told apart from those on it", async () => {
  test.setTimeout(120_000);
  // Off: a browser without the phone's network. Every request of its worker is told.
  const server = workerServer(0);
  const origin = await listen(server);
  const port = await freePort();
  const plain = await chromium.launch({
    executablePath: CHROMIUM,
    args: [...CHROMIUM_ARGS, devtoolsPortSwitch(port)],
  });
  const plainWorkers: unknown[] = [];
  const targets = await sharedWorkerTargets(port, (worker: unknown) => void plainWorkers.push(worker));
  try {
    const page = await (await plain.newContext()).newPage();
    await page.goto(origin);
    for (const ms of await timesOf(page)) expect(ms).toBeLessThan(THROTTLE.latencyMs);
    expect(plainWorkers).toHaveLength(1);
    const off = (await workerRequestsOffThePhone(plainWorkers[0])) as { url: string }[];
    expect(off.map((r) => new URL(r.url).search)).toEqual(['?0', '?1', '?2']);
  } finally {
    targets.close();
    await plain.close();
  }

  const browser = await launchPhoneBrowser(chromium, { executablePath: CHROMIUM, args: [...CHROMIUM_ARGS] });
  const later = workerServer(2000);
  const laterOrigin = await listen(later);
  try {
    // On: a worker that asks 2 s after it starts is on the phone's network, and nothing is told.
    const phone = await newPhonePage(browser);
    await phone.page.goto(laterOrigin);
    for (const ms of await timesOf(phone.page)) expect(ms).toBeGreaterThanOrEqual(THROTTLE.latencyMs);
    await assertWorkersOnThePhone(browser, phone);
    await phone.context.close();
    // A worker that asks at once may or may not beat the network being set: whenever its own clock
    // saw a request quicker than the round trip, the bench does not count the window. (A request's
    // Resource Timing starts at the fetch and ends before the worker reads it: never longer.)
    for (let window = 0; window < 5; window++) {
      const tab = await newPhonePage(browser);
      await tab.page.goto(origin);
      const times = await timesOf(tab.page);
      const verdict = assertWorkersOnThePhone(browser, tab);
      if (times.some((ms) => ms < THROTTLE.latencyMs))
        await expect(verdict, `times ${times}`).rejects.toThrow(/this run is not counted/);
      else await verdict.catch(() => undefined);
      await tab.context.close();
    }
  } finally {
    await browser.close();
    server.close();
    later.close();
  }
});
