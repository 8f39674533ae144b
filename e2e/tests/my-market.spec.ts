import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { createPlayer } from '../support/api';
import { cricketApi, tokenOf } from '../support/cricket';
import { E2E_PORTS } from '../support/ports';
import { continueToCricket, loginAs } from '../support/player';
import { saveScreen } from '../support/screens';

const API = `http://127.0.0.1:${E2E_PORTS.api}`;
const MATCHES = { desktop: 'Kolkata Knight Riders v Gujarat Titans', mobile: 'Chennai Super Kings v Delhi Capitals' };

async function bet(token: string, path: string, body: object) {
  const res = await fetch(`${API}${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

test('the my-market popup lists the markets with matched bets and opens the match', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const match = await cricketApi.openMatch(MATCHES[testInfo.project.name === 'mobile' ? 'mobile' : 'desktop']);
  // The clock holds still so a wicket cannot suspend the markets between reading a price and betting on it.
  await cricketApi.holdOpen(match.cricketId);
  try {
    await popupFlow(page, testInfo, match);
  } finally {
    await cricketApi.pauseClock(false);
  }
});

async function popupFlow(
  page: Page,
  testInfo: TestInfo,
  match: { cricketId: number; eventId: number; eventName: string },
) {
  const player = await createPlayer('Markets', { balance: 10000 });
  await loginAs(page, player);
  await continueToCricket(page);
  const token = await tokenOf(page);

  await saveScreen(page, testInfo, 'my-market-header', { fullPage: false });
  // Nothing matched yet.
  await page.getByTestId('my-market-open').first().click();
  const dialog = page.getByTestId('my-market-dialog');
  await expect(dialog.getByText(/No Data|No data found/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  // A bookmaker bet and a Match Odds order at the best price, placed as the slip would.
  const odds = await (await fetch(`${API}/cm/v1/cricket/odds/${match.eventId}`)).json();
  const team = odds.response.bookMakerOdds[0].bm1.oddDetailsDTOS[0];
  await bet(token, '/cm/v1/bet/place', {
    amount: 100,
    eventId: match.eventId,
    marketId: team.marketId,
    selectionId: team.selectionId,
    type: 'back',
    backRate: team.back1,
  });
  const runner = odds.response.matchOdds.runners[0];
  await bet(token, '/cm/v1/bet/order', {
    eventId: match.eventId,
    marketId: odds.response.matchOdds.marketId,
    selectionId: runner.selectionId,
    type: 'back',
    price: runner.back[0].price,
    amount: 250,
  });

  await page.getByTestId('my-market-open').first().click();
  const rows = dialog.getByTestId('my-markets').locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Match Odds');
  await expect(rows.nth(0)).toContainText('250.00');
  await expect(rows.nth(1)).toContainText('Bookmaker');
  await expect(rows.nth(1)).toContainText(match.eventName);
  await saveScreen(page, testInfo, 'my-market-popup', { fullPage: false });

  await dialog.getByLabel('Bet type').selectOption('LAY');
  await expect(dialog.getByText(/No Data|No data found/)).toBeVisible();
  await dialog.getByLabel('Bet type').selectOption('ALL');
  await rows.nth(0).getByRole('button', { name: match.eventName }).click();
  await expect(page).toHaveURL(new RegExp(`/game/cricket/${match.cricketId}$`));
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('match-odds-table')).toBeVisible();
}
