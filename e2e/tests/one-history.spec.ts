import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { createPlayer } from '../support/api';
import { cricketApi, tokenOf } from '../support/cricket';
import { amountOf, money } from '../support/money';
import { loginAs } from '../support/player';
import { saveScreen } from '../support/screens';
import { sportApi, type OtherSport } from '../support/sports';

/**
 * One history for every market (issue 69): a settled Match Odds bet is listed beside the bookmaker's
 * in Completed Games, the bet details and the ledger, and the bets add up to the ledger row; tennis
 * and soccer settlements are listed and their notices open their bets.
 */
const mobile = (testInfo: TestInfo) => testInfo.project.name === 'mobile';
const teamRow = (page: Page, team: string) => page.locator(`[data-testid="bookmaker-row"][data-runner="${team}"]`);
const moRow = (page: Page, runner: string) => page.locator(`[data-testid="match-odds-row"][data-runner="${runner}"]`);

/** The sidebar on a desktop; on a phone the header's menu, which lists the sidebar's entries. */
async function openFromMenu(page: Page, testInfo: TestInfo, name: string) {
  if (mobile(testInfo)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByTestId('phone-menu').getByRole('link', { name }).click();
    await expect(page.getByTestId('phone-menu')).not.toBeVisible();
  } else {
    await page.getByRole('complementary').getByRole('link', { name }).click();
  }
}

async function placeFromSlip(page: Page, amount: number, toast: RegExp | string) {
  const slip = page.getByTestId('bet-slip');
  await slip.getByTestId('slip-amount').fill(String(amount));
  await slip.getByTestId('place-bet').click();
  await expect(page.getByText(toast).first()).toBeVisible({ timeout: 10_000 });
}

/** The P/L of each bet listed (the Total row's left out), summed in paise. */
async function paidByBets(page: Page): Promise<number> {
  const cells = page.getByTestId('settled-bet').getByTestId('bet-pnl');
  const values = await cells.allInnerTexts();
  return values.reduce((sum, text) => sum + Math.round(amountOf(text) * 100), 0) / 100;
}

test('cricket: a Match Odds bet and a bookmaker bet, settled, both in Completed Games, the bet details and the ledger, adding up to the row', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const tag = `${mobile(testInfo) ? 'P' : 'D'}${Date.now() % 100_000}`;
  const [home, away] = [`Kings ${tag}`, `Royals ${tag}`];
  const match = await cricketApi.openMatch(`${home} v ${away}`);
  await cricketApi.holdOpen(match.cricketId);
  try {
    const player = await createPlayer('History', { balance: 10000 });
    await loginAs(page, player);
    await page.goto(`/game/cricket/${match.cricketId}`);

    // Back the home side on Match Odds at the best price: ₹200, matched there.
    const bestBack = moRow(page, home).getByTestId('mo-back').last();
    await expect(bestBack).toBeVisible();
    await bestBack.click();
    await placeFromSlip(page, 200, /^Matched ₹200 at /);
    // LAGAI ₹100 on the same side on the bookmaker.
    await teamRow(page, home).getByTestId('lagai').click();
    await placeFromSlip(page, 100, 'Bet Placed');

    const end = await cricketApi.finish(match.cricketId);
    expect(end.settled).toBe(true);
    const row = (await cricketApi.ledger(await tokenOf(page))).find((entry) => entry.comment === match.eventName)!;
    const net = row.creditInfo - row.debitInfo;

    await page.goto('/cricket');
    await openFromMenu(page, testInfo, 'Complete Games');
    await expect(page).toHaveURL(/\/complete-games$/);
    const card = page.getByTestId('completed-game').filter({ hasText: match.eventName });
    await expect(card).toContainText('Match Bets: 2');
    await expect(card).toContainText('Session Bets: 0');
    await expect(card.getByTestId('win-loss')).toHaveText(
      `${net >= 0 ? 'Win' : 'Loss'} coins: ${money(Math.abs(net))}`,
    );
    await saveScreen(page, testInfo, 'history-completed-games');
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/complete_detail/${row.accountLogId}$`));
    const bets = page.getByTestId('settled-match-bets').getByTestId('settled-bet');
    await expect(bets).toHaveCount(2);
    await expect(bets.filter({ hasText: 'MATCH ODDS' })).toContainText('200.00');
    await expect(bets.filter({ hasText: 'BOOKMAKER' })).toContainText('100.00');
    await expect(page.getByTestId('detail-net')).toHaveText(money(net));
    expect(await paidByBets(page)).toBeCloseTo(net, 2);
    await saveScreen(page, testInfo, 'history-bet-details');

    // The ledger's row opens the same two bets.
    await openFromMenu(page, testInfo, 'My Ledger');
    const ledgerRow = page.getByTestId('ledger-row').filter({ hasText: match.eventName });
    await ledgerRow.click();
    const modal = page.getByTestId('ledger-bets-modal');
    await expect(modal.getByTestId('settled-bet')).toHaveCount(2);
    await expect(modal.getByTestId('detail-net')).toHaveText(money(net));
    await saveScreen(page, testInfo, 'history-ledger-modal');
  } finally {
    await cricketApi.pauseClock(false);
  }
});

for (const sport of ['tennis', 'soccer'] as OtherSport[]) {
  test(`${sport}: the settlement is in Completed Games, and its notice opens the bet it paid`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    const tag = `${mobile(testInfo) ? 'P' : 'D'}${Date.now() % 100_000}`;
    const [home, away] = [`North ${tag}`, `South ${tag}`];
    const control = sportApi(sport);
    const match = await control.openMatch(`${home} v ${away}`);
    await control.pauseClock(true);
    try {
      const player = await createPlayer(sport, { balance: 10000 });
      await loginAs(page, player);
      await page.goto(`/game/${sport}/${match.matchId}`);
      await moRow(page, home).getByTestId('mo-back').last().click();
      await placeFromSlip(page, 300, /^Matched ₹300 at /);
      // The home side wins: the backed bet pays.
      await control.finish(match.matchId, 0);
      const row = (await cricketApi.ledger(await tokenOf(page))).find(
        (entry) => entry.comment === `${home} v ${away}`,
      )!;
      const net = row.creditInfo - row.debitInfo;
      expect(net).toBeGreaterThan(0);

      // The notice reaches the bell with the profile poll; it opens the row's bets.
      const bell = page.getByTestId('notices-bell');
      await expect(page.getByTestId('notices-unread')).toHaveText('1', { timeout: 15_000 });
      // The toasts (top-centre, over a phone's header) go as they came: a pointer resting on one keeps it.
      await page.mouse.move(5, 600);
      await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
      await bell.click();
      await page.getByRole('dialog', { name: 'Notifications' }).getByTestId('notice-entry').first().click();
      await expect(page).toHaveURL(new RegExp(`/ledger-details/${row.accountLogId}$`));
      const bets = page.getByTestId('settled-match-bets').getByTestId('settled-bet');
      await expect(bets).toHaveCount(1);
      await expect(bets).toContainText('MATCH ODDS');
      await expect(bets).toContainText('300.00');
      await expect(page.getByTestId('settled-session-bets')).toHaveCount(0);
      await expect(page.getByTestId('detail-net')).toHaveText(money(net));
      expect(await paidByBets(page)).toBeCloseTo(net, 2);
      await saveScreen(page, testInfo, `history-${sport}-details`);

      await openFromMenu(page, testInfo, 'Complete Games');
      const card = page.getByTestId('completed-game').filter({ hasText: `${home} v ${away}` });
      await expect(card).toHaveAttribute('data-sport', sport.toUpperCase());
      await expect(card).toContainText('Match Bets: 1');
      await expect(card.getByTestId('win-loss')).toHaveText(`Win coins: ${money(net)}`);
    } finally {
      await control.pauseClock(false);
    }
  });
}
