import { expect, test } from '@playwright/test';
import { casinoControl, openTable, roundResult } from '../support/casino';
import { money } from '../support/money';
import { DEMO, signInAs } from '../support/player';
import { saveScreen } from '../support/screens';

const TABLE = { route: 'dt20', gameId: 'DRAGON_TIGER_20', name: '2020 Dragon Tiger' };

/** What the toast and the bell say for a round's result, worked out here from the round's own total. */
function expectedText(profitLoss: number): string {
  if (profitLoss > 0) return `Won ₹${money(profitLoss)} on ${TABLE.name}`;
  if (profitLoss < 0) return `Lost ₹${money(-profitLoss)} on ${TABLE.name}`;
  return `Settled even on ${TABLE.name}`;
}

test('a settled casino bet is toasted and kept in the header bell, which opens the round', async ({
  page,
}, testInfo) => {
  await signInAs(page, DEMO.priya);
  const board = await openTable(page, TABLE.route, TABLE.gameId, TABLE.name);
  const bell = page.getByTestId('notices-bell');
  await expect(bell).toBeVisible();

  await board.locator('[data-testid="option-box"][data-runner="Dragon"]').getByTestId('odd-back').click();
  await page.getByTestId('casino-bet-slip').getByTestId('slip-submit').click();
  await expect(page.getByText('Bet Placed')).toBeVisible();
  const marketId = (await casinoControl.odds(TABLE.gameId)).marketId;
  // The bell's unread count before the round settles (earlier tests may have left some).
  const unreadBefore = Number(
    (await page
      .getByTestId('notices-unread')
      .textContent({ timeout: 1000 })
      .catch(() => '0')) ?? 0,
  );

  await casinoControl.fastForward(TABLE.gameId);
  await casinoControl.setAutoTime(TABLE.gameId, 300);
  const { totalProfitLoss } = await roundResult(page, marketId, TABLE.gameId);
  const text = expectedText(totalProfitLoss);
  // The profile poll's interval is 3 s: the toast follows within a poll or two.
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible({ timeout: 10_000 });
  await expect(page.getByTestId('notices-unread')).toHaveText(String(unreadBefore + 1));

  await bell.click();
  const list = page.getByRole('dialog', { name: 'Notifications' });
  const newest = list.getByTestId('notice-entry').first();
  await expect(newest).toContainText(text);
  await expect(newest).toContainText(`Round ${marketId}`);
  await expect(newest).toHaveAttribute('data-read', 'true');
  await expect(page.getByTestId('notices-unread')).toHaveCount(0);
  if (testInfo.project.name === 'desktop') await page.setViewportSize({ width: 1366, height: 768 });
  await saveScreen(page, testInfo, 'notices-bell-open', { fullPage: false });

  await newest.click();
  await expect(page).toHaveURL(new RegExp(`/reports/casinoresults/${TABLE.gameId}/dt20\\?round=${marketId}$`));
  await expect(page.getByTestId('result-popup').getByTestId('result-round-id')).toHaveText(marketId);
  // Read stays read: after a reload the bell shows no unread count for it.
  await page.reload();
  await expect(page.getByTestId('notices-bell')).toBeVisible();
  await expect(page.getByTestId('notices-unread')).toHaveCount(0);
});
