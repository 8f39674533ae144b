import { expect, test } from '@playwright/test';
import { casinoControl, openTable, roundResult, shownCountdown } from '../support/casino';
import { money } from '../support/money';
import { DEMO, headerWallet, signInAs } from '../support/player';
import { saveScreen } from '../support/screens';

/** Each table, the option bet on, its back odds (from the catalogue in packages/betting), and a box it excludes. */
const TABLES = [
  { route: 'lucky7', gameId: 'LUCKY7', name: 'Lucky 7 A', runner: 'Low Card', odds: 2, rival: 'High Card' },
  { route: 'worli2', gameId: 'WORLI2', name: 'Instant Worli', runner: '7', odds: 9, rival: '1' },
  { route: 'dt20', gameId: 'DRAGON_TIGER_20', name: '2020 Dragon Tiger', runner: 'Dragon', odds: 2, rival: 'Tiger' },
  { route: 'dt202', gameId: 'DRAGON_TIGER_202', name: 'Dragon Tiger 2', runner: 'Tiger', odds: 2, rival: 'Dragon' },
  { route: 'teen', gameId: 'TEEN', name: '1 Day Teen Patti', runner: 'Player A', odds: 1.98, rival: 'Player B' },
  { route: 'teen20', gameId: 'TEEN_20', name: 'Teen Patti 2020', runner: 'Player B', odds: 1.98, rival: 'Player A' },
  { route: 'aaa', gameId: 'AAA', name: 'Amar Akbar Anthony', runner: 'Amar', odds: 2.12, rival: 'Akbar' },
  {
    route: 'andar-bahar',
    gameId: 'ABJ',
    name: 'Andar Bahar 2',
    runner: '1st Bet Player A',
    odds: 2,
    rival: '1st Bet Player B',
  },
] as const;

/**
 * Tables played on the desktop too: Lucky 7's single board, and 2020 Dragon Tiger, whose sides are
 * tabs on a phone and side by side on a desktop. The rest bet through the same box and slip.
 */
const ON_BOTH_SCREENS = new Set<string>(['LUCKY7', 'DRAGON_TIGER_20']);

test.describe('casino tables: bet, settle, get paid', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, DEMO.ravi);
  });

  for (const t of TABLES) {
    test(
      `${t.name}: a bet shows in My Bet and under its box, the round settles into the strip and the wallet`,
      {
        tag: ON_BOTH_SCREENS.has(t.gameId) ? [] : ['@any-screen'],
      },
      async ({ page }, testInfo) => {
        const board = await openTable(page, t.route, t.gameId, t.name);
        await expect(page.getByTestId('round-id')).not.toHaveText('');
        await expect(page.getByRole('timer')).toHaveAccessibleName(/^\d{2,3}$/);
        await expect.poll(() => shownCountdown(page)).toMatch(/^\d{2,3}$/);
        // The live frame shows the table's stream page (loaded once; the round is drawn over it).
        await expect(page.frameLocator(`iframe[title="${t.name} live"]`).locator('body')).toContainText(t.name);
        const walletBefore = await headerWallet(page);

        const box = board.locator(`[data-testid="option-box"][data-runner="${t.runner}"]`);
        await box.getByTestId('odd-back').click();
        const slip = page.getByTestId('casino-bet-slip');
        await expect(slip.getByTestId('slip-runner')).toHaveText(t.runner);
        await expect(slip.getByTestId('slip-amount')).toHaveValue('100');
        await expect(slip.getByTestId('slip-profit')).toHaveText(money((t.odds - 1) * 100));
        await slip.getByTestId('slip-submit').click();
        await expect(page.getByText('Bet Placed')).toBeVisible();
        await expect(slip).toHaveCount(0);

        if (testInfo.project.name === 'mobile') await page.getByRole('tab', { name: 'Game' }).click();
        await expect(page.getByTestId('my-bet').filter({ hasText: t.runner })).toHaveCount(1);
        await expect(box.getByTestId('option-exposure')).toHaveText(money((t.odds - 1) * 100));
        await expect(
          board.locator(`[data-testid="option-box"][data-runner="${t.rival}"]`).getByTestId('option-exposure'),
        ).toHaveText('-100.00');
        await expect.poll(() => headerWallet(page), { timeout: 10_000 }).toBeCloseTo(walletBefore - 100, 2);
        await saveScreen(page, testInfo, `casino-table-${t.route}`);

        const settledMarket = (await casinoControl.odds(t.gameId)).marketId;
        await casinoControl.fastForward(t.gameId);
        await expect(page.getByTestId('result-chip').first()).toHaveAttribute('data-market', settledMarket, {
          timeout: 10_000,
        });
        const result = await roundResult(page, settledMarket, t.gameId);
        expect(result.betResponseDTOList).toHaveLength(1);
        await expect(page.getByTestId('result-chip').first()).toHaveAttribute(
          'data-winner',
          result.casinoIndividualResultDTO!.winner,
        );
        await expect
          .poll(() => headerWallet(page), { timeout: 10_000 })
          .toBeCloseTo(walletBefore + result.totalProfitLoss, 2);
        await expect(page.getByTestId('my-bet')).toHaveCount(0);
      },
    );
  }
});
