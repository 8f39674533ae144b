import { expect, test, type Page } from '@playwright/test';
import { createPlayer } from '../support/api';
import { OWN_MATCHES, cricketApi, money } from '../support/cricket';
import { amountOf } from '../support/money';
import { signInAs } from '../support/player';
import { saveScreen } from '../support/screens';
import { wordsBrokenAcrossLines } from '../support/layout';

const wallet = async (page: Page) => amountOf(await page.getByTestId('header-wallet').first().innerText());
const exposure = async (page: Page) => amountOf(await page.getByTestId('header-exposure').first().innerText());
const row = (page: Page, runner: string) => page.locator(`[data-testid="match-odds-row"][data-runner="${runner}"]`);

async function place(page: Page, amount: number) {
  const slip = page.getByTestId('bet-slip');
  await slip.getByTestId('slip-amount').fill(String(amount));
  await slip.getByTestId('place-bet').click();
}

test('Match Odds: an order above the best rests unmatched and is cancelled; one at the best matches with its position', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const mobile = testInfo.project.name === 'mobile';
  const match = await cricketApi.openMatch(OWN_MATCHES[mobile ? 'mobile' : 'desktop']);
  // Prices hold still, so the best price the test reads is the one it is offered.
  await cricketApi.holdOpen(match.cricketId);
  try {
    const player = await createPlayer('Orders', { balance: 10000 });
    await signInAs(page, player);
    await page.goto(`/game/cricket/${match.cricketId}`);
    const table = page.getByTestId('match-odds-table');
    await expect(table).toBeVisible();
    const [home, away] = match.eventName.split(' v ') as [string, string];
    const bestBack = row(page, home).getByTestId('mo-back').last();
    const best = Number(await bestBack.locator('[data-rate]').textContent());
    await expect(bestBack).toHaveAccessibleName(`Back ${home} at ${best.toFixed(2)}`);
    // Each word of a team's name stays on one line: a 72 px column once broke "Australia" in two.
    const names = table.getByTestId('runner-name');
    await expect(names).toHaveCount(2);
    expect(await names.evaluateAll(wordsBrokenAcrossLines)).toEqual([]);
    await saveScreen(page, testInfo, 'match-odds-table');
    const walletBefore = await wallet(page);

    // Back 500 three ticks above the best price: nobody offers it, so it rests unmatched.
    await bestBack.click();
    const slip = page.getByTestId('bet-slip');
    for (let i = 0; i < 3; i += 1) await slip.getByRole('button', { name: 'Raise price' }).click();
    const raised = Number(await slip.getByTestId('slip-price').inputValue());
    expect(raised).toBeGreaterThan(best);
    await slip.getByTestId('slip-amount').fill('500');
    await expect(slip.getByTestId('slip-loss')).toHaveText('500.00');
    await saveScreen(page, testInfo, 'match-odds-slip', { fullPage: !mobile });
    await slip.getByTestId('place-bet').click();
    await expect(page.getByText(`₹500 unmatched at ${raised.toFixed(2)}`).first()).toBeVisible({ timeout: 10_000 });
    const unmatched = page.locator(`[data-testid="unmatched-order"][data-runner="${home}"]`);
    await expect(unmatched).toContainText(`₹500 at ${raised.toFixed(2)}`);
    await expect.poll(() => wallet(page)).toBe(walletBefore - 500);
    await expect.poll(() => exposure(page)).toBe(-500);
    await saveScreen(page, testInfo, 'match-odds-unmatched');

    await unmatched.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Bet cancelled').first()).toBeVisible();
    await expect(unmatched).toHaveCount(0);
    await expect.poll(() => wallet(page)).toBe(walletBefore);
    await expect.poll(() => exposure(page)).toBe(0);

    // Back 200 at the best price: it matches there, and the POSITION shows it.
    await row(page, home).getByTestId('mo-back').last().click();
    await expect(slip.getByTestId('slip-price')).toHaveValue(String(best));
    await place(page, 200);
    await expect(page.getByText(`Matched ₹200 at ${best.toFixed(2)}`).first()).toBeVisible({ timeout: 10_000 });
    const matched = page.locator(`[data-testid="matched-order"][data-runner="${home}"]`);
    await expect(matched).toContainText(`₹200 at ${best.toFixed(2)}`);
    await expect(row(page, home).getByTestId('position')).toHaveText(money((best - 1) * 200));
    await expect(row(page, away).getByTestId('position')).toHaveText(money(-200));
    await expect.poll(() => wallet(page)).toBe(walletBefore - 200);
    await saveScreen(page, testInfo, 'match-odds-matched');
  } finally {
    await cricketApi.pauseClock(false);
  }
});
