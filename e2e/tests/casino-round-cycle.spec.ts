import { expect, test } from '@playwright/test';
import { createHash } from 'node:crypto';
import { casinoControl, openTable, tokenOf } from '../support/casino';
import { E2E_PORTS } from '../support/ports';
import { DEMO, signInAs } from '../support/player';

test('a round runs its own course: suspended below 5, cards dealt face up, result in the strip, next round opens', async ({
  page,
}) => {
  await signInAs(page, DEMO.priya);
  const board = await openTable(page, 'teen20', 'TEEN_20', 'Teen Patti 2020');
  const round = await page.getByTestId('round-id').innerText();
  const published = (await page.getByTestId('seed-hash').getAttribute('title'))!;
  expect(published).toMatch(/^[0-9a-f]{64}$/);
  await casinoControl.setAutoTime('TEEN_20', 6);
  // Below 5 every box is suspended (spec section 4); the covers are shown by one attribute on the board.
  const covers = board.getByTestId('suspended').filter({ visible: true });
  await expect(covers.first()).toBeVisible({ timeout: 5000 });
  await expect(covers).toHaveCount(await board.getByTestId('option-box').count());
  // The deal: three cards a side, drawn as faces.
  const dealt = page.getByTestId('dealt-cards');
  await expect(dealt.getByTestId('playing-card')).toHaveCount(6, { timeout: 10_000 });
  await expect(dealt.locator('[data-side="playerA"] [data-testid="playing-card"]')).toHaveCount(3);
  await expect(page.getByTestId('result-chip').first()).toHaveAttribute('data-market', round, { timeout: 5000 });
  // The seed revealed after settlement hashes to what was published before any bet.
  const token = await tokenOf(page);
  const res = await page.request.get(
    `http://127.0.0.1:${E2E_PORTS.api}/casino/v1/individaul-result?marketId=${round}&casinoGame=TEEN_20`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  const detail = (await res.json()).response.casinoIndividualResultDTO;
  expect(detail.seedHash).toBe(published);
  expect(createHash('sha256').update(detail.seed).digest('hex')).toBe(published);
  // Then a new round with an empty table and a fresh countdown.
  await expect(page.getByTestId('round-id')).not.toHaveText(round, { timeout: 10_000 });
  await expect(dealt.getByTestId('playing-card')).toHaveCount(0);
  await expect(covers).toHaveCount(0);
});
