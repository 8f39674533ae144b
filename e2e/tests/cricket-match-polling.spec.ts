import { expect, test } from '@playwright/test';
import { cricketApi } from '../support/cricket';
import { watchRequests } from '../support/network';
import { DEMO, signInAs } from '../support/player';
import { saveScreen } from '../support/screens';

const WINDOW_MS = 10_000;

test(
  'match page: polls on the spec schedule, an unchanged poll changes nothing in the DOM, a suspended market is covered',
  { tag: '@any-screen' },
  async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    // A match of its own, in play however long the run has taken so far.
    const MATCH = await cricketApi.openMatch('Kolkata Knight Riders v Delhi Capitals');
    await cricketApi.holdOpen(MATCH.cricketId);
    try {
      await signInAs(page, DEMO.ravi);
      await page.goto(`/game/cricket/${MATCH.cricketId}`);
      await expect(page.getByTestId('bookmaker-table')).toBeVisible();
      await expect(page.getByTestId('session-row').first()).toBeVisible();

      // Count each call over a window, once the page has settled: the page's own and its poll
      // worker's (docs/decisions/0010-poll-loops-in-a-shared-worker.md).
      const network = await watchRequests(page);
      // Any DOM change inside the markets while nothing changes on the server is a wasted render.
      await page.evaluate(() => {
        const w = window as unknown as { __mutations: number; __lastMutation: number };
        w.__mutations = 0;
        w.__lastMutation = performance.now();
        const target = document.querySelector('[data-testid="bookmaker-table"]')!.parentElement!;
        new MutationObserver((records) => {
          w.__mutations += records.length;
          w.__lastMutation = performance.now();
        }).observe(target, { subtree: true, childList: true, characterData: true, attributes: true });
      });
      // The page has settled once its first render is done (the app's first render is a transition,
      // so its last parts may land just after the tables show): a second with no change at all.
      await expect
        .poll(
          () =>
            page.evaluate(() => performance.now() - (window as unknown as { __lastMutation: number }).__lastMutation),
          {
            timeout: 10_000,
          },
        )
        .toBeGreaterThan(1_000);
      await page.evaluate(() => ((window as unknown as { __mutations: number }).__mutations = 0));
      const from = network.seen.length;
      await page.waitForTimeout(WINDOW_MS);
      const seen = network.seen
        .slice(from)
        .filter((r) => r.method !== 'OPTIONS' && r.path.includes('/v1/'))
        .map((r) => r.path.replace(/\d{4,}/g, '{id}'));
      const count = (path: string) => seen.filter((p) => p === path).length;
      const odds = count('/cm/v1/cricket/odds/{id}');
      const score = count('/aam/v1/auth/score-sport2');
      const myBets = count('/cm/v1/bet/my-bet/{id}');
      const settings = count('/cm/v1/cricket/match-details');
      testInfo.annotations.push({
        type: 'requests in 10 s',
        description: JSON.stringify({ odds, score, myBets, settings }),
      });
      expect(odds).toBeGreaterThanOrEqual(8);
      expect(odds).toBeLessThanOrEqual(11);
      expect(score).toBeGreaterThanOrEqual(1);
      expect(score).toBeLessThanOrEqual(3);
      expect(myBets).toBeGreaterThanOrEqual(1);
      expect(myBets).toBeLessThanOrEqual(3);
      expect(settings).toBeLessThanOrEqual(2);
      expect(await page.evaluate(() => (window as unknown as { __mutations: number }).__mutations)).toBe(0);

      await cricketApi.suspend(MATCH.cricketId, true);
      await expect(page.getByTestId('suspended').filter({ visible: true }).first()).toBeVisible();
      await page.getByTestId('lagai').first().click({ force: true });
      await expect(page.getByTestId('slip-runner')).toHaveCount(0);
      await saveScreen(page, testInfo, 'match-suspended');
      await cricketApi.suspend(MATCH.cricketId, false);
      await expect(page.getByTestId('suspended').filter({ visible: true })).toHaveCount(0);

      await page.getByTestId('view-tv').click();
      await expect(page.getByTestId('tv-frame')).toHaveAttribute('sandbox', '');
      await saveScreen(page, testInfo, 'match-tv');
    } finally {
      await cricketApi.pauseClock(false);
    }
  },
);

test('bet slip rules: validation toasts, a refused bet says why, the slip closes after 5 s and on an outside click', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  // A match of its own, in play however long the run has taken so far.
  const MATCH = await cricketApi.openMatch('Kolkata Knight Riders v Delhi Capitals');
  await cricketApi.holdOpen(MATCH.cricketId);
  try {
    await signInAs(page, DEMO.ravi);
    await page.goto(`/game/cricket/${MATCH.cricketId}`);
    const slip = page.getByTestId('bet-slip');
    const lagai = page.getByTestId('lagai').first();
    const toast = (text: string) => page.getByText(text, { exact: true }).first();

    await lagai.click();
    await slip.getByTestId('place-bet').click();
    await expect(toast('Please enter a Valid Amount')).toBeVisible();
    await slip.getByTestId('slip-amount').fill('50');
    await slip.getByTestId('place-bet').click();
    await expect(toast('Minimum bet amount is 100')).toBeVisible();
    await slip.getByTestId('slip-amount').fill('200001');
    await slip.getByTestId('place-bet').click();
    await expect(toast('Maximum bet amount is 200000')).toBeVisible();

    // The market suspends between the click and the call: the toast gives the API's reason.
    await slip.getByTestId('slip-amount').fill('100');
    await cricketApi.suspend(MATCH.cricketId, true);
    await slip.getByTestId('place-bet').click();
    await expect(toast('Market is suspended')).toBeVisible({ timeout: 5000 });
    await cricketApi.suspend(MATCH.cricketId, false);
    await expect(page.getByTestId('suspended').filter({ visible: true })).toHaveCount(0);

    // Untouched, the slip closes when its 5 s countdown reaches 0.
    await lagai.click();
    await expect(slip.getByTestId('slip-runner')).toBeVisible();
    await saveScreen(page, testInfo, 'match-slip-open');
    await expect(slip.getByTestId('slip-runner')).toHaveCount(0, { timeout: 7000 });

    // A click outside the slip clears it (on a phone, outside the dialog).
    await lagai.click();
    await expect(slip.getByTestId('slip-runner')).toBeVisible();
    await page.mouse.click(5, 300);
    await expect(slip.getByTestId('slip-runner')).toHaveCount(0);
  } finally {
    await cricketApi.pauseClock(false);
  }
});

test("a tennis or soccer address with a cricket match's id never opens that cricket match; another sport has no matches", async ({
  page,
}, testInfo) => {
  await signInAs(page, DEMO.ravi);
  const MATCH = await cricketApi.openMatch('Gujarat Titans v Punjab Kings');
  for (const sport of ['tennis', 'soccer']) {
    await page.goto(`/game/${sport}/${MATCH.cricketId}`);
    await expect(page.getByText(`There is no ${sport} match with this id.`, { exact: false })).toBeVisible();
    await expect(page.getByTestId('bookmaker-table')).toHaveCount(0);
  }
  await page.goto(`/game/golf/${MATCH.cricketId}`);
  await expect(page.getByText('There are no matches in this sport right now.')).toBeVisible();
  await expect(page.getByTestId('bookmaker-table')).toHaveCount(0);
  await saveScreen(page, testInfo, 'sport-not-offered');
  await page.getByRole('button', { name: 'Go to Cricket' }).click();
  await expect(page).toHaveURL(/\/cricket$/);
  await page.goto(`/game/cricket/${MATCH.cricketId}`);
  await expect(page.getByTestId('bookmaker-table')).toBeVisible();
});
