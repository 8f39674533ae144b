import { expect, test, type Page } from '@playwright/test';
import { createPlayer } from '../support/api';
import { saveScreen } from '../support/screens';
import { settled } from '../support/network';

/**
 * English or Hindi (issue 16): one switch on the login screen and in the frame, the whole frame in
 * the chosen language at once, remembered per player, and the product's Devanagari face used.
 */
const fontFiles = (page: Page) => {
  const urls: string[] = [];
  page.on('request', (r) => {
    if (/\.(woff2?|ttf|otf)(\?|$)/.test(r.url())) urls.push(r.url());
  });
  return urls;
};

async function signIn(page: Page, code: string, placeholders: { code: string; password: string; submit: string }) {
  const form = page.getByTestId('login-form').first();
  await form.getByPlaceholder(placeholders.code).fill(code.replace(/^C/, ''));
  await form.getByPlaceholder(placeholders.password).fill('123456');
  await form.getByRole('button', { name: placeholders.submit }).click();
  await expect(page).toHaveURL(/\/confirm$/);
}

const HINDI = { code: 'क्लाइंट कोड', password: 'पासवर्ड', submit: 'लॉगिन' };
const ENGLISH = { code: 'Client code', password: 'Password', submit: 'Login' };

test('a player reads the exchange in Hindi from the login screen on, and each player keeps their own language', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const mobile = testInfo.project.name === 'mobile';
  const asha = await createPlayer('Asha', { balance: 250000 });
  const vikram = await createPlayer('Vikram');
  const fonts = fontFiles(page);

  // An English login screen offers Hindi in Hindi, drawn by a few-glyph face: no font file is asked for.
  await page.goto('/');
  const toHindi = page.getByRole('button', { name: 'हिन्दी में देखें' });
  await expect(toHindi).toBeVisible();
  await settled(page);
  expect(fonts).toEqual([]);
  const labelFace = await toHindi.evaluate((el) => getComputedStyle(el).fontFamily);
  expect(labelFace).toMatch(/^"?Exchange Language Label"?,/);

  await toHindi.click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByText('अपने खाते में साइन इन करें')).toBeVisible();
  await expect(page.getByText('मैं नियम और शर्तों से सहमत हूँ')).toBeVisible();
  // The form is now Devanagari: the product's own face arrives and draws it.
  await expect.poll(() => fonts.filter((url) => url.includes('noto-sans-devanagari'))).toHaveLength(1);
  expect(
    await page.evaluate(async () => {
      await document.fonts.ready;
      return document.fonts.check('16px "Noto Sans Devanagari"', 'क्लाइंट');
    }),
  ).toBe(true);
  await saveScreen(page, testInfo, 'language-login-hindi', { fullPage: false });

  // A refused form is told in Hindi too.
  await page.getByTestId('login-form').getByRole('button', { name: HINDI.submit }).click();
  await expect(page.getByText('कृपया अपना यूज़र नेम दर्ज करें')).toBeVisible();

  await signIn(page, asha.username, HINDI);
  await expect(page.getByRole('heading', { name: /में आपका स्वागत है$/ })).toBeVisible();
  await page.goto('/ledger');
  await expect(page.getByTestId('header-wallet').locator('xpath=..')).toContainText('वॉलेट');
  await expect(page.getByText('एक्सपोज़र').first()).toBeVisible();
  const nav = mobile
    ? page.getByRole('navigation', { name: 'नीचे का नेविगेशन' })
    : page.getByRole('navigation', { name: 'मुख्य नेविगेशन' });
  await expect(nav.getByRole('link', { name: 'क्रिकेट' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'लॉगआउट' })).toBeVisible();
  await expect(page.getByText(/^कॉपीराइट 2025 /)).toBeVisible();
  // The rest of the page keeps its figures: the wallet is still the player's own, in Indian grouping.
  await expect(page.getByTestId('header-wallet')).toHaveText('2,50,000.00');
  const headingFace = await page.getByTestId('header-title').evaluate((el) => getComputedStyle(el).fontFamily);
  expect(headingFace).toMatch(/^"?Noto Sans Devanagari"?,/);
  await saveScreen(page, testInfo, 'language-frame-hindi', { fullPage: false });

  // A reload keeps it; so does the remote's page.
  await page.reload();
  await expect(page.getByTestId('header-wallet').locator('xpath=..')).toContainText('वॉलेट');
  await page.goto('/cricket');
  await expect(page.getByTestId('header-title')).toHaveText(/डैशबोर्ड/i);

  // Logout; the next player on this phone chooses English for themselves.
  await nav.getByRole('button', { name: 'लॉगआउट' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: 'View in English' }).click();
  await signIn(page, vikram.username, ENGLISH);
  await page.goto('/ledger');
  await expect(page.getByTestId('header-wallet').locator('xpath=..')).toContainText('Wallet');
  const englishNav = mobile
    ? page.getByRole('navigation', { name: 'Bottom navigation' })
    : page.getByRole('navigation', { name: 'Main navigation' });
  await englishNav.getByRole('button', { name: 'Logout' }).click();

  // Asha signs in on the same (now English) phone and gets her Hindi back.
  await signIn(page, asha.username, ENGLISH);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { name: /में आपका स्वागत है$/ })).toBeVisible();
});
