import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, expect, test } from '@playwright/test';
// @ts-expect-error -- plain ESM scripts of `pnpm bench`; they have no type declarations
import { THROTTLE, launchPhoneBrowser } from '../../scripts/bench-browser.mjs';
// @ts-expect-error -- plain ESM script shared with `pnpm bench`; it has no type declarations
import { CHROMIUM, CHROMIUM_ARGS } from '../../scripts/tooling.mjs';

/**
 * The end-to-end checks and `pnpm bench` launch Chromium with one list of switches
 * (`CHROMIUM_ARGS`, scripts/tooling.mjs). Chromium 156 in headless mode builds its desktop omnibox
 * popups (web pages of its own, about 400 chrome:// requests in a renderer of their own) for about
 * half the windows it opens, at random; on a 2-core machine that renderer took the CPU a measured
 * cold load needed, about a second of a cold match (docs/decisions.md, "The measuring browser
 * builds no omnibox popups"). Each bench run and each test opens a new window.
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
 * The page's polls run in a shared worker of the tab's own (docs/decisions.md "The poll worker is a
 * shared worker"), out of reach of the page's CDP session and its network emulation. The bench's
 * browser puts every shared worker on the phone's network before its first line: an empty answer
 * from loopback takes a few ms unthrottled, at least the round trip (100 ms) on the phone.
 */
test("the bench's browser puts a shared worker's requests on the phone's network from its first", async () => {
  test.setTimeout(60_000);
  const server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.url === '/worker.js') {
      res.setHeader('Content-Type', 'text/javascript');
      res.end(`onconnect = async (event) => {
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
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await launchPhoneBrowser(chromium, { executablePath: CHROMIUM, args: [...CHROMIUM_ARGS] });
  try {
    const page = await (await browser.newContext()).newPage();
    await page.goto(origin);
    const times = await page.evaluate(() => (window as unknown as { times: Promise<number[]> }).times);
    expect(times).toHaveLength(3);
    for (const ms of times) expect(ms).toBeGreaterThanOrEqual(THROTTLE.latencyMs);
  } finally {
    await browser.close();
    server.close();
  }
});
