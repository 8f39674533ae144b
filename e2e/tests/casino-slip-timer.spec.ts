import { expect, test } from '@playwright/test';
import { casinoControl, openTable, roundResult } from '../support/casino';
import { money } from '../support/money';
import { DEMO, signInAs } from '../support/player';
import { saveScreen } from '../support/screens';

const GAME = { route: 'dt20', gameId: 'DRAGON_TIGER_20', name: '2020 Dragon Tiger' } as const;

test.describe('the casino slip and the settled bets of a table', () => {
  test.afterEach(async () => {
    await casinoControl.resume();
  });

  test('the slip counts down from 10 s and closes itself at 0; a settled bet shows in Settled Bets with what it paid', async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    const phone = testInfo.project.name === 'mobile';
    await signInAs(page, DEMO.priya);
    const board = await openTable(page, GAME.route, GAME.gameId, GAME.name);
    const box = board.locator('[data-testid="option-box"][data-runner="Dragon"]');
    const slip = page.getByTestId('casino-bet-slip');
    const countdown = slip.getByTestId('slip-countdown');

    // Untouched, the slip counts down from 10 and closes, clearing the selection.
    await box.getByTestId('odd-back').click();
    await expect(countdown).toHaveText(/^(10|9)s$/);
    await expect(countdown).toHaveText(/^[4-7]s$/, { timeout: 7_000 });
    // A full-page picture resizes the page: the countdown goes on through it (CasinoSlipClock).
    await saveScreen(page, testInfo, 'casino-slip-timer', { fullPage: !phone });
    await expect(slip).toHaveCount(0, { timeout: 9_000 });
    if (!phone) await expect(page.getByText('Click on an odd to place a bet.')).toBeVisible();

    // A new selection starts again from 10; placing the bet is not cut short by the countdown.
    await box.getByTestId('odd-back').click();
    await expect(countdown).toHaveText(/^(10|9)s$/);
    await slip.getByTestId('slip-submit').click();
    await expect(page.getByText('Bet Placed').first()).toBeVisible();
    await expect(slip).toHaveCount(0);

    // The round settles: Settled Bets (beside My Bet; on a phone under Placed Bet) shows what it paid.
    const settledMarket = (await casinoControl.odds(GAME.gameId)).marketId;
    await casinoControl.fastForward(GAME.gameId);
    await expect(page.getByTestId('result-chip').first()).toHaveAttribute('data-market', settledMarket, {
      timeout: 10_000,
    });
    const result = await roundResult(page, settledMarket, GAME.gameId);
    if (phone) await page.getByRole('tab', { name: /^Placed Bet/ }).click();
    const settled = page.getByTestId('settled-bets').getByTestId('settled-bet').first();
    await expect(settled).toContainText('Dragon', { timeout: 10_000 });
    await expect(settled).toContainText('100.00');
    await expect(settled.getByTestId('settled-pl')).toHaveText(money(result.totalProfitLoss));
    await page.getByTestId('settled-bets').scrollIntoViewIfNeeded();
    await saveScreen(page, testInfo, 'casino-settled-bets', { fullPage: !phone });
  });
});
