import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { createPlayer } from '../support/api';
import { amountOf, money } from '../support/money';
import { loginAs } from '../support/player';
import { saveScreen } from '../support/screens';
import { sportApi, type OtherSport } from '../support/sports';

const wallet = async (page: Page) => amountOf(await page.getByTestId('header-wallet').first().innerText());
const row = (page: Page, runner: string) => page.locator(`[data-testid="match-odds-row"][data-runner="${runner}"]`);
const STAKE = 200;

/** Screenshots at the widths players use: 1366 on a desktop (the project runs at 1280), 390 on a phone. */
async function screen(page: Page, testInfo: TestInfo, name: string) {
  if (testInfo.project.name === 'desktop') await page.setViewportSize({ width: 1366, height: 768 });
  await saveScreen(page, testInfo, name);
}

type Case = {
  sport: OtherSport;
  title: string;
  /** Runner names in market order, from the match's name. */
  runners: (home: string, away: string) => string[];
  /** The runner the test backs, and the runner the match is then finished with (market order). */
  backed: number;
  winner: number;
};

const CASES: Case[] = [
  { sport: 'tennis', title: 'Tennis', runners: (home, away) => [home, away], backed: 0, winner: 0 },
  { sport: 'soccer', title: 'Soccer', runners: (home, away) => [home, 'The Draw', away], backed: 0, winner: 2 },
];

for (const { sport, title, runners, backed, winner } of CASES) {
  test(`${sport}: from the dashboard to a matched Match Odds bet, then settlement in the wallet and the ledger`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const mobile = testInfo.project.name === 'mobile';
    const tag = `${mobile ? 'Phone' : 'Desk'}${Date.now() % 100_000}`;
    const [home, away] = sport === 'tennis' ? [`Ana ${tag}`, `Bea ${tag}`] : [`Rovers ${tag}`, `United ${tag}`];
    const names = runners(home, away);
    const control = sportApi(sport);
    const match = await control.openMatch(`${home} v ${away}`);
    // Prices hold still while the test reads the best price and bets on it.
    await control.pauseClock(true);
    try {
      const player = await createPlayer(title, { balance: 10000 });
      await loginAs(page, player);
      await page.goto('/cricket');

      // To the sport's list: the sidebar on a desktop, the sport tabs on a phone (its bottom bar has four entries).
      const link = mobile
        ? page.getByRole('navigation', { name: 'Sports' }).getByRole('link', { name: title })
        : page.getByRole('complementary').getByRole('link', { name: title });
      await link.click();
      await expect(page).toHaveURL(new RegExp(`/${sport}$`));
      await expect(page.getByTestId('header-title')).toHaveText(title);
      const card = page.getByTestId('match-card').filter({ hasText: home });
      await expect(card).toHaveCount(1);
      await expect(card).toContainText(sport, { ignoreCase: true });
      await screen(page, testInfo, `${sport}-list`);

      await card.click();
      await expect(page).toHaveURL(new RegExp(`/game/${sport}/${match.matchId}$`));
      await expect(page.getByTestId('event-name')).toHaveText(`${home} v ${away}`);
      await expect(page.getByTestId('score-line')).toContainText('In play');
      await expect(page.getByTestId('match-odds-row')).toHaveCount(names.length);
      for (const [i, name] of names.entries())
        await expect(page.getByTestId('match-odds-row').nth(i)).toHaveAttribute('data-runner', name);
      const walletBefore = await wallet(page);

      // Back the runner at the best price offered: it matches there.
      const bestBack = row(page, names[backed]!).getByTestId('mo-back').last();
      const best = Number(await bestBack.locator('[data-rate]').textContent());
      expect(best).toBeGreaterThan(1);
      await bestBack.click();
      const slip = page.getByTestId('bet-slip');
      await expect(slip.getByTestId('slip-price')).toHaveValue(String(best));
      await slip.getByTestId('slip-amount').fill(String(STAKE));
      await slip.getByTestId('place-bet').click();
      await expect(page.getByText(`Matched ₹${STAKE} at ${best.toFixed(2)}`).first()).toBeVisible({ timeout: 10_000 });
      await expect(page.locator(`[data-testid="matched-order"][data-runner="${names[backed]}"]`)).toContainText(
        `₹${STAKE} at ${best.toFixed(2)}`,
      );
      // POSITION: the backed runner wins (price − 1) × stake, every other runner loses the stake.
      for (const [i, name] of names.entries())
        await expect(row(page, name).getByTestId('position')).toHaveText(
          money(i === backed ? (best - 1) * STAKE : -STAKE),
        );
      await expect.poll(() => wallet(page)).toBe(walletBefore - STAKE);
      await expect(page.getByTestId('cash-out-matchOdds')).toBeVisible();
      await screen(page, testInfo, `${sport}-match`);

      // The match ends, won by `winner`: the bet is settled once, to the wallet and the ledger.
      const end = await control.finish(match.matchId, winner);
      expect(end.settled).toBe(true);
      expect(end.winner).toBe(names[winner]);
      const net = winner === backed ? (best - 1) * STAKE : -STAKE;
      await expect(page.getByTestId('match-ended')).toBeVisible({ timeout: 10_000 });
      await expect(page.getByTestId('score-line')).toContainText('Finished');
      await expect(page.getByTestId('match-odds-table')).toHaveCount(0);
      await expect.poll(() => wallet(page), { timeout: 15_000 }).toBeCloseTo(walletBefore + net, 2);
      await screen(page, testInfo, `${sport}-finished`);

      await page.goto('/ledger');
      const ledgerRow = page.getByTestId('ledger-row').filter({ hasText: `${home} v ${away}` });
      await expect(ledgerRow).toHaveCount(1);
      await expect(ledgerRow).toContainText(names[winner]!);
      const cells = ledgerRow.locator('td');
      const [won, lost] = [await cells.nth(4).innerText(), await cells.nth(5).innerText()];
      expect(amountOf(won) - amountOf(lost)).toBeCloseTo(net, 2);
      await expect(ledgerRow.getByTestId('ledger-balance')).toHaveText(money(10000 + net));
    } finally {
      await control.pauseClock(false);
    }
  });
}

test('an unknown tennis match says so and leads back to the list', async ({ page }, testInfo) => {
  const player = await createPlayer('Unknown', { balance: 1000 });
  await loginAs(page, player);
  await page.goto('/game/tennis/999999');
  await expect(page.getByText('There is no tennis match with this id.', { exact: false })).toBeVisible();
  await screen(page, testInfo, 'tennis-unknown');
  await page.getByRole('button', { name: 'Go to Tennis' }).click();
  await expect(page).toHaveURL(/\/tennis$/);
  await expect(page.getByTestId('match-card').first()).toBeVisible();
});
