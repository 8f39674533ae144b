import { expect, test, type Page } from '@playwright/test';
import { DEMO, fillLogin } from '../support/player';
import { settled } from '../support/network';

/**
 * The Hindi terms and rules render in the product's own Devanagari face (issue 16): a subset
 * Noto Sans Devanagari served with the app, `font-display: swap`, limited by unicode-range to
 * Devanagari, so the login screen and every page without Hindi never download it.
 */
const FAMILY = 'Noto Sans Devanagari';
const BYTES_BEFORE_LOGIN_BUDGET_KB = 200;
const isFont = (url: string) => /\.(woff2?|ttf|otf)(\?|$)/.test(url);

/** Every response's bytes on the wire (compressed, headers included) and the font files asked for. */
async function recordWire(page: Page) {
  const wire = { bytes: 0, fonts: [] as string[] };
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.loadingFinished', (e) => (wire.bytes += e.encodedDataLength));
  page.on('request', (r) => {
    if (isFont(r.url())) wire.fonts.push(r.url());
  });
  return wire;
}

test('the login screen downloads no font and stays under 200 KB on the wire', async ({ page }) => {
  await page.addInitScript(() => {
    // Never idle: only what the form itself needs loads, as in login-first-screen.spec.ts.
    window.requestIdleCallback = () => 0;
  });
  const wire = await recordWire(page);
  await page.goto('/login');
  await expect(page.getByPlaceholder('Client code')).toBeEnabled();
  await settled(page);
  console.info(`bytes on the wire before the login form is usable: ${wire.bytes}`);
  expect(wire.bytes / 1024).toBeLessThan(BYTES_BEFORE_LOGIN_BUDGET_KB);
  expect(wire.fonts).toEqual([]);
});

test('the Hindi terms and rules load the Devanagari font; the login form and the welcome do not', async ({ page }) => {
  const wire = await recordWire(page);
  await page.goto('/login');
  const form = await fillLogin(page, DEMO.ravi.code, DEMO.ravi.password);
  // Idle time on the login screen loads the rest of the app, its stylesheet with the @font-face too.
  await settled(page);
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByTestId('welcome-step')).toBeVisible();
  await settled(page);
  expect(wire.fonts, 'no Hindi on screen yet: no font file').toEqual([]);

  await page.getByRole('button', { name: 'Continue' }).click();
  const terms = page.getByTestId('terms-box');
  await expect(terms).toContainText('कॉइन');
  await expect.poll(() => wire.fonts.filter((url) => url.includes('noto-sans-devanagari'))).toHaveLength(1);
  const fonts = await page.evaluate(async (family) => {
    await document.fonts.ready;
    const faces = [...document.fonts].filter((f) => f.family.replace(/["']/g, '') === family);
    const rules = document.querySelector('[data-testid="rules-panel"] li')!;
    return {
      faces: faces.map((f) => ({ status: f.status, display: f.display, range: f.unicodeRange })),
      check: document.fonts.check(`16px "${family}"`, 'हिन्दी'),
      rulesFamily: getComputedStyle(rules).fontFamily,
    };
  }, FAMILY);
  expect(fonts.check).toBe(true);
  expect(fonts.faces).toEqual([{ status: 'loaded', display: 'swap', range: expect.stringMatching(/^U\+900-97F/i) }]);
  expect(fonts.rulesFamily).toMatch(new RegExp(`^"?${FAMILY}"?,`));
  // Only the one subset file: Latin text never asks for it.
  expect(wire.fonts).toHaveLength(1);
});
