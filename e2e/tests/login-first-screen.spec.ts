import { expect, test, type Page } from '@playwright/test';
import { DEMO, fillLogin, signInAs } from '../support/player';
import { E2E_PORTS } from '../support/ports';
import { settled } from '../support/network';

/**
 * The first screen carries only what login needs (issue 12): the form is usable on the entry,
 * React and one small stylesheet, and the rest of the app (design system, store, router, HTTP
 * client, encryption) loads only afterwards. Idle-time preloading is switched off here, so the
 * page loads exactly what the form itself needs and no timing can hide an extra dependency.
 */
const JS_BEFORE_LOGIN_BUDGET_KB = 150;

/** A message of jsencrypt's own (the library, not our code that calls it). */
const JSENCRYPT_MARKER = 'Message too long for RSA';

type Loaded = { url: string; encodedBytes: number; body: string };

async function recordScripts(page: Page): Promise<Loaded[]> {
  const loaded: Loaded[] = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const urls = new Map<string, string>();
  cdp.on('Network.responseReceived', (e) => {
    if (e.type === 'Script') urls.set(e.requestId, e.response.url);
  });
  cdp.on('Network.loadingFinished', (e) => {
    const url = urls.get(e.requestId);
    if (!url) return;
    const entry: Loaded = { url, encodedBytes: e.encodedDataLength, body: '' };
    loaded.push(entry);
    void cdp
      .send('Network.getResponseBody', { requestId: e.requestId })
      .then((r) => (entry.body = r.base64Encoded ? Buffer.from(r.body, 'base64').toString() : r.body))
      .catch(() => undefined);
  });
  return loaded;
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    // Never idle: the app is not preloaded, so only the form's own needs and the submit load anything.
    window.requestIdleCallback = () => 0;
  });
});

test('the login form is usable with compressed JavaScript under budget and no design system loaded', async ({
  page,
}) => {
  const scripts = await recordScripts(page);
  const configRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/config.json')) configRequests.push(r.url());
  });
  await page.goto('/login');
  await expect(page.getByPlaceholder('Client code')).toBeEnabled();
  await expect(page.getByPlaceholder('Password')).toBeEnabled();
  await settled(page);

  const totalKb = scripts.reduce((n, s) => n + s.encodedBytes, 0) / 1024;
  expect(totalKb, scripts.map((s) => `${s.url} ${s.encodedBytes}`).join('\n')).toBeLessThan(JS_BEFORE_LOGIN_BUDGET_KB);
  await expect.poll(() => scripts.every((s) => s.body.length > 0)).toBe(true);
  // A marker of each library that must wait until after the form is usable.
  const later = {
    Chakra: 'cssVarsPrefix',
    jsencrypt: JSENCRYPT_MARKER,
    sonner: 'data-sonner-toaster',
    'RTK Query': 'reducerPath',
    // The polls (packages/live-data) start with the app's pages, never before the form.
    'the polls': 'is polled quietly but its definition was not passed through quietlyPolled',
    // The federation runtime loads when a remote is first needed; the login form needs none.
    'the federation runtime': 'Please call createInstance first',
    // The form reads the login's part of the catalogue only (issue 69): an entry of the rest.
    'the whole message catalogue': 'Insufficient balance for this bet',
  };
  for (const script of scripts) {
    for (const [library, marker] of Object.entries(later))
      expect(script.body, `${script.url} carries ${library}`).not.toContain(marker);
  }
  // The server inlined the config into the page: no round trip for it before the first paint.
  expect(configRequests).toEqual([]);
  await expect(page.getByRole('heading', { name: 'ROYAL EXCHANGE' })).toBeVisible();
});

test("the login page names the form's chunks for preloading with the entry, each downloaded once; the app's pages name none", async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (r) => {
    if (/\.(js|css)$/.test(new URL(r.url()).pathname)) requested.push(new URL(r.url()).pathname);
  });
  await page.goto('/login');
  await expect(page.getByPlaceholder('Client code')).toBeEnabled();
  await settled(page);
  // The build names them in the page (packages/build-tools/src/loginPreload.ts), so they leave with the entry
  // instead of a round trip after it has run.
  const preloaded = await page
    .locator('head link[rel="preload"]')
    .evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
  // The entry is part of the page (packages/build-tools/src/inlineEntry.ts): every file asked for is one of them.
  expect(await page.locator('script[src*="/static/js/index."]').count()).toBe(0);
  const needed = requested;
  expect(needed.length, requested.join('\n')).toBeGreaterThan(0);
  expect(preloaded.toSorted()).toEqual(needed.toSorted());
  // The loader's own request for each is answered by the preload: none is downloaded twice.
  expect(requested.length).toBe(new Set(requested).size);

  // Any other address is the app's page, sent without them: on a deep link the app's chunks would
  // then compete with the remote's entry and first data that its page waits on
  // (docs/decisions/0020-rejected-performance-changes.md).
  for (const path of ['/', '/game/cricket/1', '/main/lucky7']) {
    const html = await (await page.request.get(path)).text();
    expect(html, path).toContain('id="exchange-config"');
    // (a `<link>`: the page's inline entry has `rel="preload"` in its code, for a remote's files)
    expect(html, path).not.toContain('<link rel="preload"');
  }
});

test('a first visit asks for nothing the server does not have; the tab shows the icon', async ({ page }) => {
  const failed: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
  });
  await page.goto('/login');
  await expect(page.getByPlaceholder('Client code')).toBeEnabled();
  await settled(page);
  // The browser asks for /favicon.ico when the page names no icon: a 404 on every first visit.
  expect(failed).toEqual([]);
  const icon = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(icon).toBeTruthy();
  const answer = await page.request.get(icon!);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('image/svg+xml');
  expect(await answer.text()).toContain('<svg');
});

test('the first submit loads the rest of the app and logs in; a wrong password is told in a toast', async ({
  page,
}) => {
  await page.goto('/login');
  let form = await fillLogin(page, DEMO.ravi.code, 'wrong1');
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Invalid username or password')).toBeVisible();
  await expect(page.getByPlaceholder('Client code')).toHaveValue(DEMO.ravi.code);
  form = await fillLogin(page, DEMO.ravi.code, DEMO.ravi.password);
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/confirm$/);
  await expect(page.getByTestId('confirm-user')).toHaveText(DEMO.ravi.label);
});

test('an empty form is refused with a message, before anything is sent', async ({ page }) => {
  const signins: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/auth/signin')) signins.push(r.url());
  });
  await page.goto('/');
  await page.getByTestId('login-form').getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Please enter your user name')).toBeVisible();
  expect(signins).toEqual([]);
});

test("a stored session's deep link to a live match loads no password encryption", async ({ page }) => {
  await signInAs(page, DEMO.ravi);
  const live = (await (
    await page.request.get(`http://127.0.0.1:${E2E_PORTS.api}/cm/v1/cricket/all-matches-dashboard`)
  ).json()) as {
    response: { cricketId: number; inPlay: boolean }[];
  };
  const match = live.response.find((m) => m.inPlay) ?? live.response[0]!;
  const scripts = await recordScripts(page);
  await page.goto(`/game/cricket/${match.cricketId}`);
  await expect(page.getByTestId('bookmaker-table')).toBeVisible();
  await settled(page);
  await expect.poll(() => scripts.length > 0 && scripts.every((s) => s.body.length > 0)).toBe(true);
  // jsencrypt loads when a login or password form needs it, not with the store on every page.
  for (const script of scripts) expect(script.body, `${script.url} carries jsencrypt`).not.toContain(JSENCRYPT_MARKER);
});

test('a stored session opens the app directly, with the deep link', async ({ page }) => {
  await page.goto('/login');
  const form = await fillLogin(page, DEMO.priya.code, DEMO.priya.password);
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/confirm$/);
  await page.goto('/ledger');
  await expect(page.getByRole('heading', { name: 'MY LEDGER' })).toBeVisible();
  await page.goto('/login');
  // A player typing /login is already in: the app sends them on, no second login.
  await expect(page.getByTestId('login-form')).toHaveCount(0);
});
