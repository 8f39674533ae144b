import { expect, test, type Locator, type Page } from '@playwright/test';
import { OWN_MATCHES, cricketApi, type RunnerOdds } from '../support/cricket';
import { DEMO, signInAs } from '../support/player';
import { saveScreen } from '../support/screens';

/**
 * The spec's messages in the language on screen (issue 69): on a Hindi screen the toasts a player
 * reads (the login's refusals, the bet slip's validation, the server's refusals) are Hindi, drawn
 * in the product's Devanagari face, on a desktop and on a phone.
 */
const FAMILY = 'Noto Sans Devanagari';

/** The toast with this text, in the one toaster of the page. */
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** The toast is drawn in the product's own Devanagari face, loaded (not boxes, not a system face). */
async function expectDevanagariFace(toastEl: Locator) {
  const drawn = await toastEl.evaluate(async (el, family) => {
    await document.fonts.ready;
    return {
      family: getComputedStyle(el).fontFamily,
      loaded: document.fonts.check(`14px "${family}"`, el.textContent ?? ''),
    };
  }, FAMILY);
  expect(drawn.family).toMatch(new RegExp(`^"?${FAMILY}"?,`));
  expect(drawn.loaded).toBe(true);
}

/** Requests that would have placed a bet or signed in. */
function watchPosts(page: Page, path: RegExp) {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && path.test(new URL(request.url()).pathname)) sent.push(request.url());
  });
  return sent;
}

test('in Hindi, the login refuses a form without the terms, and a wrong password, in Hindi', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'हिन्दी में देखें' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const signIns = watchPosts(page, /\/auth\/signin$/);
  const form = page.getByTestId('login-form').first();
  await form.getByPlaceholder('क्लाइंट कोड').fill(DEMO.ravi.code);
  await form.getByPlaceholder('पासवर्ड').fill(DEMO.ravi.password);

  // The terms flag off: the spec's 'Please agree to the terms and conditions', in Hindi, and no call.
  await form.getByText('मैं नियम और शर्तों से सहमत हूँ').click();
  await form.getByRole('button', { name: 'लॉगिन' }).click();
  const terms = toast(page, 'कृपया नियम और शर्तों से सहमति दें');
  await expect(terms).toBeVisible();
  await expect(page.getByText('Please agree to the terms and conditions')).toHaveCount(0);
  await expectDevanagariFace(terms);
  await saveScreen(page, testInfo, 'hindi-login-terms-toast', { fullPage: false });
  expect(signIns).toEqual([]);

  // A wrong password: the API's 'Invalid username or password', shown from the catalogue.
  await form.getByText('मैं नियम और शर्तों से सहमत हूँ').click();
  await form.getByPlaceholder('पासवर्ड').fill('wrong1');
  await form.getByRole('button', { name: 'लॉगिन' }).click();
  await expect(toast(page, 'यूज़र नेम या पासवर्ड गलत है')).toBeVisible();
  await expect(page.getByText('Invalid username or password')).toHaveCount(0);
  expect(signIns).toHaveLength(1);
});

test("in Hindi, a bookmaker stake under the live match's minimum is refused in Hindi, before any bet is sent", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const match = await cricketApi.openMatch(OWN_MATCHES[testInfo.project.name === 'mobile' ? 'mobile' : 'desktop']);
  // The clock holds still so the LAGAI cell offers a rate when the test clicks it.
  await cricketApi.holdOpen(match.cricketId);
  try {
    await signInAs(page, DEMO.ravi);
    await page.goto('/cricket');
    await page.getByTestId('language-switch').first().click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    const card = page.locator(`[data-testid="match-card"][data-cricket-id="${match.cricketId}"]`);
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/game/cricket/${match.cricketId}$`));
    await expect(page.getByText('टीम: अधिकतम 200000')).toBeVisible();

    const { teams } = await cricketApi.odds(match.eventId);
    const home = teams[0] as RunnerOdds;
    const bets = watchPosts(page, /\/bet\/(place|fancy-place)$/);
    await page.locator(`[data-testid="bookmaker-row"][data-runner="${home.runnerName}"]`).getByTestId('lagai').click();
    const slip = page.getByTestId('bet-slip');
    await expect(slip.getByTestId('slip-runner')).toHaveText(home.runnerName);
    await slip.getByTestId('slip-amount').fill('50');
    await slip.getByTestId('place-bet').click();

    // The spec's 'Minimum bet amount is {value}' with the match's minimum, 100.
    const minimum = toast(page, 'कम से कम बेट राशि 100 है');
    await expect(minimum).toBeVisible();
    await expect(page.getByText('Minimum bet amount is 100')).toHaveCount(0);
    await expectDevanagariFace(minimum);
    await saveScreen(page, testInfo, 'hindi-bet-slip-minimum', { fullPage: false });
    expect(bets).toEqual([]);
  } finally {
    await cricketApi.pauseClock(false);
  }
});
