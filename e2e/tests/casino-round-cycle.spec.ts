import { expect, test } from '@playwright/test';
import { casinoControl, openTable } from '../support/casino';
import { DEMO, loginAs } from '../support/player';

test('a round runs its own course: suspended below 5, cards dealt face up, result in the strip, next round opens', async ({ page }) => {
  await loginAs(page, DEMO.priya);
  const board = await openTable(page, 'teen20', 'TEEN_20', 'Teen Patti 2020');
  const round = await page.getByTestId('round-id').innerText();
  await casinoControl.setAutoTime('TEEN_20', 6);
  // Below 5 every box is suspended (spec section 4).
  await expect(board.getByTestId('suspended').first()).toBeVisible({ timeout: 5000 });
  await expect(board.getByTestId('suspended')).toHaveCount(await board.getByTestId('option-box').count());
  // The deal: three cards a side, drawn as faces.
  const dealt = page.getByTestId('dealt-cards');
  await expect(dealt.getByTestId('playing-card')).toHaveCount(6, { timeout: 10_000 });
  await expect(dealt.locator('[data-side="playerA"] [data-testid="playing-card"]')).toHaveCount(3);
  await expect(page.getByTestId('result-chip').first()).toHaveAttribute('data-market', round, { timeout: 5000 });
  // Then a new round with an empty table and a fresh countdown.
  await expect(page.getByTestId('round-id')).not.toHaveText(round, { timeout: 10_000 });
  await expect(dealt.getByTestId('playing-card')).toHaveCount(0);
  await expect(board.getByTestId('suspended')).toHaveCount(0);
});
