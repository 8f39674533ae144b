import { expect, test, type Page } from '@playwright/test';
import { createPlayer } from '../support/api';
import { OWN_MATCHES, cricketApi } from '../support/cricket';
import { amountOf } from '../support/money';
import { loginAs } from '../support/player';
import { saveScreen } from '../support/screens';

const wallet = async (page: Page) => amountOf(await page.getByTestId('header-wallet').first().innerText());
const row = (page: Page, runner: string) => page.locator(`[data-testid="match-odds-row"][data-runner="${runner}"]`);

test('one-click: a click on a price places the stake after the delay, Undo sends nothing, and the choice survives a reload', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const mobile = testInfo.project.name === 'mobile';
  const match = await cricketApi.openMatch(OWN_MATCHES[mobile ? 'mobile' : 'desktop']);
  // Prices hold still, so the best price the test reads is the one it is offered.
  await cricketApi.holdOpen(match.cricketId);
  try {
    const player = await createPlayer('OneClick', { balance: 10000 });
    await loginAs(page, player);
    await page.goto(`/game/cricket/${match.cricketId}`);
    await expect(page.getByTestId('match-odds-table')).toBeVisible();
    const [home] = match.eventName.split(' v ') as [string, string];
    const options = page.getByTestId('bet-options');
    await options.getByRole('button', { name: 'One-click off' }).click();
    await expect(options.getByRole('button', { name: 'One-click on' })).toHaveAttribute('aria-pressed', 'true');
    await expect(options.getByLabel('One-click stake')).toHaveValue('100');
    const walletBefore = await wallet(page);

    // Undo within the delay: no bet.
    const bestBack = row(page, home).getByTestId('mo-back').last();
    const best = Number(await bestBack.locator('[data-rate]').textContent());
    await expect(bestBack).toHaveAccessibleName(`Back ${home} at ${best.toFixed(2)}`);
    await bestBack.click();
    const undo = page.getByTestId('one-click-undo');
    await expect(undo).toContainText(`Placing ₹100.00 LAGAI on ${home} at ${best}`);
    await saveScreen(page, testInfo, 'one-click-undo');
    await undo.getByRole('button', { name: 'Undo' }).click();
    await expect(undo).toHaveCount(0);
    await page.waitForTimeout(1500);
    await expect(page.locator('[data-testid="matched-order"]')).toHaveCount(0);
    expect(await wallet(page)).toBe(walletBefore);

    // Let it go: exactly one bet, matched at the best price (a double click makes no second one).
    await bestBack.dblclick();
    await expect(page.getByText(`Matched ₹100 at ${best.toFixed(2)}`).first()).toBeVisible({ timeout: 10_000 });
    const matched = page.locator(`[data-testid="matched-order"][data-runner="${home}"]`);
    await expect(matched).toHaveCount(1);
    await expect(matched).toContainText(`₹100 at ${best.toFixed(2)}`);
    await expect.poll(() => wallet(page)).toBe(walletBefore - 100);
    await saveScreen(page, testInfo, 'one-click-placed');

    // The choice is on the account: still on after a reload.
    await page.reload();
    await expect(page.getByTestId('bet-options').getByRole('button', { name: 'One-click on' })).toBeVisible();
  } finally {
    await cricketApi.pauseClock(false);
  }
});
