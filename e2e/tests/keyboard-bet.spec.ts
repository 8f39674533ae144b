import { expect, test, type Locator, type Page } from '@playwright/test';
import { createPlayer } from '../support/api';
import { cricketApi, money, type RunnerOdds } from '../support/cricket';
import { loginAs } from '../support/player';
import { saveScreen } from '../support/screens';

const MATCHES = { desktop: 'Mumbai Indians v Delhi Capitals', mobile: 'Gujarat Titans v Kolkata Knight Riders' };

/** Presses Tab until `target` has the focus, as a keyboard user would; fails if it is never reached. */
async function tabTo(page: Page, target: Locator, most = 250) {
  for (let presses = 0; presses < most; presses++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${target} was not reached with ${most} presses of Tab`);
}

test('with the keyboard alone a player opens the slip on a price, types the stake and places the bet', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const match = await cricketApi.openMatch(MATCHES[testInfo.project.name === 'mobile' ? 'mobile' : 'desktop']);
  // The clock holds still so the rate the player picks is the rate they are offered.
  await cricketApi.holdOpen(match.cricketId);
  try {
    const player = await createPlayer('Keys', { balance: 10000 });
    await loginAs(page, player);
    await page.goto(`/game/cricket/${match.cricketId}`);
    await expect(page.getByTestId('bookmaker-table')).toBeVisible();
    const { teams } = await cricketApi.odds(match.eventId);
    const home = teams[0] as RunnerOdds;
    const row = page.locator(`[data-testid="bookmaker-row"][data-runner="${home.runnerName}"]`);

    // From the top of the page, Tab reaches the LAGAI price, and Enter opens the slip on it.
    await page.locator('body').focus();
    const lagai = row.getByTestId('lagai');
    await tabTo(page, lagai);
    await expect(lagai).toBeFocused();
    await expect(lagai).toHaveAccessibleName(new RegExp(`^LAGAI ${home.runnerName} at `));
    await page.keyboard.press('Enter');
    const slip = page.getByTestId('bet-slip');
    await expect(slip.getByTestId('slip-mode')).toHaveText('LAGAI');

    // The stake field has the focus as the slip opens: the player types the amount straight away.
    const amount = slip.getByTestId('slip-amount');
    await expect(amount).toBeFocused();
    await page.keyboard.type('250');
    await expect(amount).toHaveValue('250');
    await saveScreen(page, testInfo, 'keyboard-slip', { fullPage: false });

    // Tab on to Place Bet and press Enter: the bet is placed, once.
    const place = slip.getByTestId('place-bet');
    await tabTo(page, place, 40);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Bet Placed', { exact: true }).first()).toBeVisible({ timeout: 10_000 });
    await expect(row.getByTestId('position')).toHaveText(money(home.back1 * 2.5));
  } finally {
    await cricketApi.pauseClock(false);
  }
});
