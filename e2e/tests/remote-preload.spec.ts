import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
// @ts-expect-error -- plain ESM script shared with `pnpm start`; it has no type declarations
import { DIST } from '../../scripts/stack.mjs';
import { cricketApi } from '../support/cricket';
import { DEMO, fillLogin } from '../support/player';
import { E2E_PORTS } from '../support/ports';
import { settled } from '../support/network';

/**
 * No chains (issue 12): the login screen fetches nothing of a remote, and once a player is in both
 * remotes' manifests, entries and route modules download while the browser is idle, so the first
 * tap on Casino or a match no longer waits on manifest → entry → routes one after another.
 */
const remoteOrigins = [E2E_PORTS.sportsbook, E2E_PORTS.casino].map((port) => `http://127.0.0.1:${port}/`);

/** Logs the demo player in (a stored session from then on) and picks a match in play, if any. */
async function loggedInWithAMatch(page: Page): Promise<{ cricketId: number }> {
  await page.goto('/login');
  const form = await fillLogin(page, DEMO.ravi.code, DEMO.ravi.password);
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/confirm$/);
  const live = (await (
    await page.request.get(`http://127.0.0.1:${E2E_PORTS.api}/cm/v1/cricket/all-matches-dashboard`)
  ).json()) as { response: { cricketId: number; inPlay: boolean }[] };
  const match = live.response.find((m) => m.inPlay) ?? live.response[0]!;
  return match;
}

test('the login screen loads nothing of a remote; a logged-in player gets both remotes preloaded on idle', async ({
  page,
}) => {
  const remoteRequests: string[] = [];
  page.on('request', (r) => {
    if (remoteOrigins.some((origin) => r.url().startsWith(origin))) remoteRequests.push(r.url());
  });
  await page.goto('/login');
  await fillLogin(page, DEMO.ravi.code, DEMO.ravi.password);
  await settled(page);
  expect(remoteRequests).toEqual([]);

  await page.getByTestId('login-form').getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/confirm$/);
  // /confirm belongs to no remote: whatever of a remote loads now is the idle preload.
  for (const origin of remoteOrigins) {
    await expect.poll(() => remoteRequests.filter((u) => u === `${origin}mf-manifest.json`).length).toBeGreaterThan(0);
    await expect
      .poll(() => remoteRequests.filter((u) => u.startsWith(origin) && u.endsWith('.js')).length)
      .toBeGreaterThan(1);
  }
});

test('a stored session opening a table directly loads the casino alongside the app', async ({ page }) => {
  await page.goto('/login');
  const form = await fillLogin(page, DEMO.priya.code, DEMO.priya.password);
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/confirm$/);

  // A phone's network (100 ms round trip, 9 Mbps), so that "while the app downloads" is a real span.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 100,
    downloadThroughput: 9e6 / 8,
    uploadThroughput: 1.5e6 / 8,
  });
  // The browser's own clock for when each request was sent and each script finished.
  const sent = new Map<string, { url: string; at: number }>();
  const shellScriptsDone: number[] = [];
  let manifestAt: number | undefined;
  cdp.on('Network.requestWillBeSent', (e) => {
    sent.set(e.requestId, { url: e.request.url, at: e.timestamp });
    if (e.request.url === `${remoteOrigins[1]}mf-manifest.json`) manifestAt ??= e.timestamp;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const request = sent.get(e.requestId);
    if (request?.url.startsWith(`http://127.0.0.1:${E2E_PORTS.shell}/static/js/`)) shellScriptsDone.push(e.timestamp);
  });
  await page.goto('/main/lucky7');
  await expect(page.getByTestId('option-box').first()).toBeVisible();
  expect(manifestAt).toBeDefined();
  // Asked for while the app's own chunks were still downloading, not after the app had mounted.
  expect(manifestAt!).toBeLessThan(Math.max(...shellScriptsDone));
});

test("a stored session opening a match directly asks for the match's data while the match page's chunk downloads", async ({
  page,
}) => {
  const match = await loggedInWithAMatch(page);

  // A phone (100 ms round trip, 9 Mbps, 4x slower CPU), so rendering the app is a real span of time.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 100,
    downloadThroughput: 9e6 / 8,
    uploadThroughput: 1.5e6 / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let eventDataAt: number | undefined;
  const sportsbookScripts = new Map<string, number>();
  const sportsbookScriptsDone: number[] = [];
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.request.method === 'GET' && e.request.url.includes('/cricket/event-data/')) eventDataAt ??= e.timestamp;
    if (e.request.url.startsWith(`http://127.0.0.1:${E2E_PORTS.sportsbook}/`) && e.request.url.endsWith('.js'))
      sportsbookScripts.set(e.requestId, e.timestamp);
  });
  cdp.on('Network.loadingFinished', (e) => {
    if (sportsbookScripts.has(e.requestId)) sportsbookScriptsDone.push(e.timestamp);
  });
  // The page's own chunks take a second and a half longer, as on a congested link: the margin that
  // keeps the comparison below about the preload, not about how busy this machine's CPU is.
  await page.route(`http://127.0.0.1:${E2E_PORTS.sportsbook}/static/js/async/*.js`, async (route) => {
    if (!route.request().url().includes('__federation_expose_'))
      await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto(`/game/cricket/${match.cricketId}`);
  await expect(page.getByTestId('lagai').first()).toContainText(/\d/, { timeout: 30_000 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  // Without the preload the page asks for its event data only once its own chunk has arrived and
  // run; with it, the request is on its way while that chunk is still downloading.
  expect(eventDataAt).toBeDefined();
  expect(sportsbookScriptsDone.length).toBeGreaterThan(0);
  expect(eventDataAt!).toBeLessThan(Math.max(...sportsbookScriptsDone));
});

test("a stored session opening a match directly sends its event data and odds before the shell's HTTP client has even arrived, each once", async ({
  page,
}) => {
  const match = await loggedInWithAMatch(page);
  // The shell's scripts that carry its HTTP client: every read of the store goes through it.
  const dir = join((DIST as { shell: string }).shell, 'static/js/async');
  const clientScripts = readdirSync(dir).filter(
    (f) => f.endsWith('.js') && readFileSync(join(dir, f), 'utf8').includes('HTTP client used before the store'),
  );
  expect(clientScripts.length).toBeGreaterThan(0);
  const isClient = (url: string) => clientScripts.some((f) => url.endsWith(`/${f}`));
  // They arrive a second and a half late, as on a congested link.
  await page.route(`http://127.0.0.1:${E2E_PORTS.shell}/static/js/async/*.js`, async (route) => {
    if (isClient(route.request().url())) await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const reads: { url: string; at: number }[] = [];
  let clientArrived = Infinity;
  page.on('request', (r) => {
    if (r.method() === 'GET' && /\/cricket\/(event-data|odds)\//.test(r.url()))
      reads.push({ url: r.url(), at: Date.now() });
  });
  page.on('requestfinished', (r) => {
    if (isClient(r.url())) clientArrived = Math.min(clientArrived, Date.now());
  });
  await page.goto(`/game/cricket/${match.cricketId}`);
  await expect(page.getByTestId('lagai').first()).toContainText(/\d/, { timeout: 30_000 });
  // The remote's light preload asked the shell for them (contract 1.5) before the store could run,
  // and the store's own reads took their answers: the event data is never asked for twice.
  const eventData = reads.filter((r) => r.url.includes('/event-data/'));
  const odds = reads.filter((r) => r.url.includes('/odds/'));
  expect(eventData).toHaveLength(1);
  expect(clientArrived).toBeLessThan(Infinity);
  expect(eventData[0]!.at).toBeLessThan(clientArrived);
  expect(odds[0]!.at).toBeLessThan(clientArrived);
});

test("a stored session opening a match directly starts the match page's chunks, event data and odds from the sportsbook's manifest, before its ./preload has arrived", async ({
  page,
}) => {
  const match = await loggedInWithAMatch(page);
  const sportsbook = `http://127.0.0.1:${E2E_PORTS.sportsbook}/`;
  // The remote's light preload arrives a second and a half late, as on a congested link: what the
  // manifest's deep-link hints start (contract 1.6) does not wait for it.
  await page.route(`${sportsbook}static/js/async/__federation_expose_preload*.js`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const sent: { url: string; at: number }[] = [];
  let preloadArrived = Infinity;
  page.on('request', (r) => sent.push({ url: r.url(), at: Date.now() }));
  page.on('requestfinished', (r) => {
    if (r.url().includes('__federation_expose_preload')) preloadArrived = Math.min(preloadArrived, Date.now());
  });
  await page.goto(`/game/cricket/${match.cricketId}`);
  await expect(page.getByTestId('lagai').first()).toContainText(/\d/, { timeout: 30_000 });

  const eventData = sent.filter((r) => r.url.includes('/cricket/event-data/'));
  const odds = sent.filter((r) => r.url.includes('/cricket/odds/'));
  const pageChunk = sent.find((r) => r.url.startsWith(`${sportsbook}static/js/async/match-page.`));
  expect(preloadArrived).toBeLessThan(Infinity);
  expect(eventData.map((r) => r.url)).toEqual([expect.stringContaining(`/event-data/${match.cricketId}`)]);
  expect(eventData[0]!.at).toBeLessThan(preloadArrived);
  // The odds of the event the event data named, once: the preload's and the store's reads took it.
  expect(odds).toHaveLength(1);
  expect(odds[0]!.at).toBeLessThan(preloadArrived);
  expect(pageChunk).toBeDefined();
  expect(pageChunk!.at).toBeLessThan(preloadArrived);
});

/** A marker of each half of Chakra: its styling engine's system, and its components (the dialog's parts). */
const CHAKRA_MARKERS = { 'the design system': 'cssVarsPrefix', 'Chakra components': 'closeTrigger' };

test('a stored session opening a match directly shows its rates with none of Chakra downloaded; a tap on a rate still opens the slip', async ({
  page,
}) => {
  const opened = await cricketApi.openMatch('Delhi Capitals v Gujarat Titans');
  await cricketApi.suspend(opened.cricketId, false);
  await loggedInWithAMatch(page);
  // Never idle: nothing is preloaded, so what loads before the rates is what the match page needs.
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const scripts = new Map<string, { url: string; done: boolean; body?: string }>();
  cdp.on('Network.responseReceived', (e) => {
    if (e.type === 'Script') scripts.set(e.requestId, { url: e.response.url, done: false });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const script = scripts.get(e.requestId);
    if (!script) return;
    script.done = true;
    void cdp
      .send('Network.getResponseBody', { requestId: e.requestId })
      .then((r) => (script.body = r.base64Encoded ? Buffer.from(r.body, 'base64').toString() : r.body))
      .catch(() => (script.body = ''));
  });
  const exposes: string[] = [];
  page.on('request', (r) => {
    const expose = /__federation_expose_(\w+)/.exec(r.url());
    if (expose && r.url().startsWith(`http://127.0.0.1:${E2E_PORTS.sportsbook}/`)) exposes.push(expose[1]!);
  });

  await page.goto(`/game/cricket/${opened.cricketId}`);
  await expect(page.getByTestId('lagai').first()).toContainText(/\d/, { timeout: 30_000 });
  const beforeRates = [...scripts.values()].filter((s) => s.done);
  await expect.poll(() => beforeRates.every((s) => s.body !== undefined)).toBe(true);
  expect(beforeRates.length).toBeGreaterThan(0);
  for (const script of beforeRates)
    for (const [part, marker] of Object.entries(CHAKRA_MARKERS))
      expect(script.body!.includes(marker), `${script.url} carries ${part}`).toBe(false);
  // The sportsbook's light ./preload module (contract 1.4) started the match's data.
  expect(exposes).toContain('preload');

  // The slip is drawn with Chakra: it comes on the first tap, and works.
  await page.getByTestId('lagai').first().click();
  await expect(page.getByTestId('bet-slip').getByTestId('slip-mode')).toHaveText('LAGAI');
  await expect
    .poll(() =>
      [...scripts.values()].some((s) => s.body !== undefined && s.body.includes(CHAKRA_MARKERS['Chakra components'])),
    )
    .toBe(true);
});

test('a stored session opening a match directly downloads the federation runtime once', async ({ page }) => {
  const match = await loggedInWithAMatch(page);
  // The confirm page is still fetching the app's later chunks: it is left first, so that no answer
  // of that page (whose body goes with it) is taken for one of the match's.
  await page.goto('about:blank');
  const shellScripts: Promise<{ url: string; body: string }>[] = [];
  page.on('response', (response) => {
    const url = response.url();
    if (url.startsWith(`http://127.0.0.1:${E2E_PORTS.shell}/static/js/`) && url.endsWith('.js'))
      shellScripts.push(response.text().then((body) => ({ url, body })));
  });
  await page.goto(`/game/cricket/${match.cricketId}`);
  await expect(page.getByTestId('lagai').first()).toContainText(/\d/, { timeout: 30_000 });
  // The entry asks for the runtime early and the remote registry asks for it on first use: one
  // chunk answers both. A copy per call site made the registry wait for a second download.
  const scripts = await Promise.all(shellScripts);
  // A line of ../../apps/shell/src/federation/hostRuntime.ts, in the chunk that carries the module.
  const marker = 'the shell was built without process.env.SHELL_SHARES';
  const withRuntime = scripts.filter(({ body }) => body.includes(marker)).map(({ url }) => url);
  expect(withRuntime).toHaveLength(1);
});
