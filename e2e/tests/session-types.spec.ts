import { expect, test, type Page } from '@playwright/test';
import { cricketApi, money, type RunnerOdds } from '../support/cricket';
import { amountOf } from '../support/money';
import { createPlayer } from '../support/api';
import { signInAs } from '../support/player';
import { saveScreen } from '../support/screens';

/** A match of its own per viewport: each project bets and bowls on its own. */
const MATCHES = {
  desktop: 'Ball Busters v Fancy Falcons',
  mobile: 'Over Owls v Meter Mavericks',
} as const;

const sessionRow = (page: Page, line: RunnerOdds) =>
  page.locator(`[data-testid="session-row"][data-session="${line.runnerName}"]`);
const exposureInHeader = async (page: Page) =>
  amountOf(await page.getByTestId('header-exposure').first().textContent());

async function placeFromSlip(page: Page, amount: number) {
  const slip = page.getByTestId('bet-slip');
  await slip.getByTestId('slip-amount').fill(String(amount));
  await slip.getByTestId('place-bet').click();
  await expect(page.getByText('Bet Placed successfully', { exact: true }).first()).toBeVisible({ timeout: 10_000 });
  await expect(slip.getByTestId('slip-runner')).toHaveCount(0);
}

test('session types: NO on a Ball By Ball line, YES and NO on a fancy1 event, in Your Bets with their figures, decided as the balls are bowled', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const match = await cricketApi.openMatch(MATCHES[testInfo.project.name === 'mobile' ? 'mobile' : 'desktop']);
  // The clock holds still, so the lines the test reads are the lines it is offered.
  await cricketApi.holdOpen(match.cricketId);
  try {
    // A six already hit decides its over's fancy1 line: the next over brings the next one.
    for (let ball = 0; ball < 6; ball += 1) {
      if ((await cricketApi.sessionsOfType(match.eventId, 'fancy1')).length > 0) break;
      await cricketApi.advance(match.cricketId, 1);
    }
    // Open, even if the last of those balls was a wicket.
    await cricketApi.holdOpen(match.cricketId);
    // A player of its own: the match is left open, and a demo player's wallet is other tests' figure.
    await signInAs(page, await createPlayer('Sessions', { balance: 10000 }));
    await page.goto(`/game/cricket/${match.cricketId}`);
    await expect(page.getByTestId('session-table')).toBeVisible();
    const [ball] = await cricketApi.sessionsOfType(match.eventId, 'Ball By Ball');
    const [six] = await cricketApi.sessionsOfType(match.eventId, 'fancy1');
    const [over] = await cricketApi.sessionsOfType(match.eventId, 'Over By Over');
    const [meter] = await cricketApi.sessionsOfType(match.eventId, 'meter');
    // Every type is on the table, named on its row.
    await expect(sessionRow(page, ball!).getByTestId('session-type')).toHaveText('Ball By Ball');
    await expect(sessionRow(page, over!).getByTestId('session-type')).toHaveText('Over By Over');
    await expect(sessionRow(page, meter!).getByTestId('session-type')).toHaveText('Meter');
    await expect(sessionRow(page, six!).getByTestId('session-type')).toHaveText('Fancy1');
    // fancy1's cells are its decimal odds.
    await expect(sessionRow(page, six!).getByTestId('session-yes')).toContainText(String(six!.back1));
    await expect(sessionRow(page, six!).getByTestId('session-no')).toContainText(String(six!.lay1));
    const exposureBefore = await exposureInHeader(page);
    const sent: Array<Record<string, unknown>> = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/bet/fancy-place'))
        sent.push(request.postDataJSON());
    });

    // NO ₹200 on the next ball's line (NO 1): a dot ball wins 200, anything else loses 200.
    await sessionRow(page, ball!).getByTestId('session-no').click();
    await expect(page.getByTestId('bet-slip').getByTestId('slip-rate')).toHaveText(`${ball!.lay1} / 100`);
    await placeFromSlip(page, 200);
    await expect(sessionRow(page, ball!).getByTestId('session-exposure')).toHaveText('-200.00');

    // fancy1: YES ₹100 at its odds, then NO ₹200: a six pays (y−1)×100 and costs (n−1)×200.
    await sessionRow(page, six!).getByTestId('session-yes').click();
    const slip = page.getByTestId('bet-slip');
    await expect(slip.getByTestId('slip-rate')).toHaveText(String(six!.back1));
    await slip.getByTestId('slip-amount').fill('100');
    await expect(slip.getByTestId('slip-profit')).toHaveText(money((six!.back1 - 1) * 100));
    await expect(slip.getByTestId('slip-loss')).toHaveText('100.00');
    await saveScreen(page, testInfo, 'session-types-slip', { fullPage: testInfo.project.name !== 'mobile' });
    await placeFromSlip(page, 100);
    await sessionRow(page, six!).getByTestId('session-no').click();
    await placeFromSlip(page, 200);
    const sixHappens = (six!.back1 - 1) * 100 - (six!.lay1 - 1) * 200;
    const sixMisses = -100 + 200;
    const sixExposure = -Math.min(0, sixHappens, sixMisses);
    await expect(sessionRow(page, six!).getByTestId('session-exposure')).toHaveText(money(-sixExposure));
    await expect
      .poll(() => exposureInHeader(page), { timeout: 10_000 })
      .toBeCloseTo(exposureBefore - 200 - sixExposure, 2);
    await saveScreen(page, testInfo, 'session-types-table');

    // fancy1's ladder is its two outcomes.
    await sessionRow(page, six!).getByTestId('session-exposure').click();
    const ladder = page.getByTestId('ladder-modal');
    await expect(ladder.getByText('Outcome')).toBeVisible();
    await expect(ladder.getByRole('row').nth(1)).toHaveText(`NO${money(sixMisses)}`);
    await expect(ladder.getByRole('row').nth(2)).toHaveText(`YES${money(sixHappens)}`);
    await saveScreen(page, testInfo, 'session-types-ladder', { fullPage: false });
    await ladder.getByRole('button', { name: 'Ok' }).click();

    // What went out: each bet names its type and runner; fancy1 its odds and no run.
    expect(sent.map((b) => [b.gameType, b.type, b.selectionId, b.runnerName, b.oddsLay ?? b.oddsBack ?? null])).toEqual(
      [
        ['Ball By Ball', 'no', ball!.selectionId, ball!.runnerName, ball!.lay1],
        ['fancy1', 'yes', six!.selectionId, six!.runnerName, null],
        ['fancy1', 'no', six!.selectionId, six!.runnerName, null],
      ],
    );

    // Your Bets: Session, Amount, RATE, RUN, MODE, DEC.
    await page.getByRole('tab', { name: 'Your Bets' }).click();
    const rows = page.getByTestId('session-bets').locator('tbody tr');
    await expect(rows).toHaveCount(3);
    const cells = (row: number) => rows.nth(row).locator('td');
    // Newest first: fancy1 NO, fancy1 YES, the ball's NO.
    await expect(cells(0)).toHaveText([six!.runnerName, '200.00', String(six!.lay1), '-', 'NO', '']);
    await expect(cells(1)).toHaveText([six!.runnerName, '100.00', String(six!.back1), '-', 'YES', '']);
    await expect(cells(2)).toHaveText([ball!.runnerName, '200.00', '100', String(ball!.lay1), 'NO', '']);
    await saveScreen(page, testInfo, 'session-types-your-bets');

    // Six balls: the ball and the over are bowled; DEC and Session Plus/Minus follow. (A line the
    // innings ended before it was bowled is void: no DEC, nothing won or lost.)
    const played = await cricketApi.advance(match.cricketId, 6);
    const state = (line: RunnerOdds) => played.sessions.find((s) => s.marketId === line.marketId)!;
    const ballRuns = state(ball!).result;
    const sixed = state(six!).result;
    const ballPl = ballRuns === null ? 0 : ballRuns < ball!.lay1 ? 200 : -200;
    const sixPl = sixed === null ? 0 : sixed === 1 ? sixHappens : sixMisses;
    await expect(cells(2).nth(5)).toHaveText(ballRuns === null ? '' : String(ballRuns), { timeout: 10_000 });
    await expect(cells(0).nth(5)).toHaveText(sixed === null ? '' : sixed === 1 ? 'YES' : 'NO');
    await page.getByRole('tab', { name: 'Game Info' }).click();
    await expect(page.getByTestId('session-plus-minus')).toHaveText(money(ballPl + sixPl), { timeout: 10_000 });
  } finally {
    await cricketApi.pauseClock(false);
  }
});
