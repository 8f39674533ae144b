import { expect, test } from '@playwright/test';

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
