import { expect, test, type Page } from '@playwright/test';
import { createPlayer } from '../support/api';
import { OWN_MATCHES, cricketApi, money } from '../support/cricket';
import { amountOf } from '../support/money';
import { signInAs } from '../support/player';
import { saveScreen } from '../support/screens';

const row = (page: Page, runner: string) => page.locator(`[data-testid="match-odds-row"][data-runner="${runner}"]`);
const exposure = async (page: Page) => amountOf(await page.getByTestId('header-exposure').first().innerText());

test('Cash Out on Match Odds: refused while suspended, then levels the position at the amount the dialog showed', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const mobile = testInfo.project.name === 'mobile';
  if (!mobile) await page.setViewportSize({ width: 1366, height: 800 });
  const match = await cricketApi.openMatch(OWN_MATCHES[mobile ? 'mobile' : 'desktop']);
  // Prices hold still, so the prices the test reads are the ones on offer.
  await cricketApi.holdOpen(match.cricketId);
  try {
    await cricketApi.chance(match.cricketId, 0.45);
    const player = await createPlayer('CashOut', { balance: 10000 });
    await signInAs(page, player);
    await page.goto(`/game/cricket/${match.cricketId}`);
    const [home, away] = match.eventName.split(' v ') as [string, string];
    await expect(page.getByTestId('match-odds-table')).toBeVisible();
    const cashOut = page.getByTestId('cash-out-matchOdds');
    // No position, no button.
    await expect(cashOut).toHaveCount(0);

    // Back the home side ₹1,000 at the best price: matched there.
    const bestBack = row(page, home).getByTestId('mo-back').last();
    const best = Number(await bestBack.locator('[data-rate]').textContent());
    await expect(bestBack).toHaveAccessibleName(`Back ${home} at ${best.toFixed(2)}`);
    await bestBack.click();
    const slip = page.getByTestId('bet-slip');
    await slip.getByTestId('slip-amount').fill('1000');
    await slip.getByTestId('place-bet').click();
    await expect(page.getByText(`Matched ₹1,000 at ${best.toFixed(2)}`).first()).toBeVisible({ timeout: 10_000 });
    await expect(row(page, away).getByTestId('position')).toHaveText(money(-1000));
    await expect.poll(() => exposure(page)).toBe(-1000);

    // Suspended: the API refuses and says why; nothing opens.
    await cricketApi.suspend(match.cricketId, true);
    await expect(
      page.getByTestId('match-odds-table').getByText('SUSPENDED').filter({ visible: true }).first(),
    ).toBeVisible({ timeout: 15_000 });
    await cashOut.click();
    await expect(page.getByText('Market is suspended').first()).toBeVisible();
    await expect(page.getByTestId('cash-out-dialog')).toHaveCount(0);
    await cricketApi.suspend(match.cricketId, false);
    await expect(page.getByText('Market is suspended')).toHaveCount(0, { timeout: 20_000 });

    // The home side shortens: laying it back now locks in a profit on both results.
    await cricketApi.chance(match.cricketId, 0.5);
    await expect(page.getByTestId('match-odds-table').getByText('SUSPENDED').filter({ visible: true })).toHaveCount(0, {
      timeout: 15_000,
    });
    await cashOut.click();
    const dialog = page.getByTestId('cash-out-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('cash-out-bet')).toContainText(`Lay ${home} ₹`);
    const shown = amountOf((await dialog.getByTestId('cash-out-guaranteed').innerText()).replace('₹', ''));
    expect(shown).toBeGreaterThan(0);
    await saveScreen(page, testInfo, 'cash-out-dialog', { fullPage: false });

    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText(`Cashed out: ₹${money(shown)} whatever the result`).first()).toBeVisible({
      timeout: 10_000,
    });
    await expect(dialog).toHaveCount(0);
    // POSITION is level: the same on both runners, the amount the dialog said; nothing is at risk.
    await expect(row(page, home).getByTestId('position')).toHaveText(money(shown), { timeout: 10_000 });
    await expect(row(page, away).getByTestId('position')).toHaveText(money(shown));
    await expect.poll(() => exposure(page)).toBe(0);
    await saveScreen(page, testInfo, 'cash-out-level');
  } finally {
    await cricketApi.suspend(match.cricketId, false).catch(() => undefined);
    await cricketApi.pauseClock(false);
  }
});

test('Cash Out on the bookmaker: KHAI at the new rate levels the LAGAI, both POSITIONs the amount shown', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const mobile = testInfo.project.name === 'mobile';
  if (!mobile) await page.setViewportSize({ width: 1366, height: 800 });
  const match = await cricketApi.openMatch(OWN_MATCHES[mobile ? 'mobile' : 'desktop']);
  await cricketApi.holdOpen(match.cricketId);
  try {
    // Home 45 %: LAGAI 121 / KHAI 123.
    await cricketApi.chance(match.cricketId, 0.45);
    const player = await createPlayer('CashOutBm', { balance: 10000 });
    await signInAs(page, player);
    await page.goto(`/game/cricket/${match.cricketId}`);
    const [home, away] = match.eventName.split(' v ') as [string, string];
    const team = (name: string) => page.locator(`[data-testid="bookmaker-row"][data-runner="${name}"]`);
    await expect(team(home).getByTestId('lagai').locator('[data-rate]')).toHaveText('121');

    // LAGAI home ₹1,000 at 121: home +1,210, away −1,000.
    await team(home).getByTestId('lagai').click();
    const slip = page.getByTestId('bet-slip');
    await slip.getByTestId('slip-amount').fill('1000');
    await slip.getByTestId('place-bet').click();
    await expect(page.getByText('Bet Placed', { exact: true }).first()).toBeVisible({ timeout: 10_000 });
    await expect(team(home).getByTestId('position')).toHaveText(money(1210));

    // Home 60 %: KHAI 67. By hand: KHAI home 2,210 / 1.67 = ₹1,323.35 → home 1,210 − 886.64 = 323.36, away 323.35.
    await cricketApi.chance(match.cricketId, 0.6);
    await expect(team(home).getByTestId('khai').locator('[data-rate]')).toHaveText('67');
    await page.getByTestId('cash-out-bookmaker').click();
    const dialog = page.getByTestId('cash-out-dialog');
    await expect(dialog.getByTestId('cash-out-bet')).toHaveText(`KHAI ${home} ₹1,323.35 at 67`);
    await expect(dialog.getByTestId('cash-out-guaranteed')).toHaveText('₹323.35');
    await saveScreen(page, testInfo, 'cash-out-bookmaker-dialog', { fullPage: false });
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Cashed out: ₹323.35 whatever the result').first()).toBeVisible({ timeout: 10_000 });
    await expect(team(home).getByTestId('position')).toHaveText(money(323.36), { timeout: 10_000 });
    await expect(team(away).getByTestId('position')).toHaveText(money(323.35));
    await expect.poll(() => exposure(page)).toBe(0);
  } finally {
    await cricketApi.pauseClock(false);
  }
});
