import { expect, test, type Page } from '@playwright/test';
import { OWN_MATCHES, cricketApi, money, tokenOf, type RunnerOdds } from '../support/cricket';
import { amountOf } from '../support/money';
import { DEMO, signInAs } from '../support/player';
import { saveScreen } from '../support/screens';

// A session bet's Mode cell: 'YES' on a desktop table, 'Mode YES' on a phone's card (its label is part of its name).
const MODE_YES = /^(Mode )?YES$/;
const MODE_NO = /^(Mode )?NO$/;

const exposureInHeader = async (page: Page) =>
  amountOf(await page.getByTestId('header-exposure').first().textContent());
const teamRow = (page: Page, team: RunnerOdds) =>
  page.locator(`[data-testid="bookmaker-row"][data-runner="${team.runnerName}"]`);
const sessionRow = (page: Page, line: RunnerOdds) =>
  page.locator(`[data-testid="session-row"][data-session="${line.runnerName}"]`);

async function placeFromSlip(page: Page, amount: number, toast: string) {
  const slip = page.getByTestId('bet-slip');
  await slip.getByTestId('slip-amount').fill(String(amount));
  // A double click still places one bet: the slip is busy after the first.
  await slip.getByTestId('place-bet').dblclick();
  await expect(slip.getByTestId('please-wait')).toBeVisible();
  await expect(page.getByText(toast, { exact: true }).first()).toBeVisible({ timeout: 10_000 });
}

test('cricket exchange: back and lay the bookmaker, YES and NO on a session, Your Bets, settle, Completed Games and the ledger', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const match = await cricketApi.openMatch(OWN_MATCHES[testInfo.project.name === 'mobile' ? 'mobile' : 'desktop']);
  const awayName = match.eventName.split(' v ')[1]!;
  // The clock holds still so the rates the test reads are the rates it is offered.
  await cricketApi.holdOpen(match.cricketId);
  try {
    await signInAs(page, DEMO.ravi);
    await page.goto('/cricket');
    // The simulator's own fixtures can feature the same team, so the card is found by its match id.
    const card = page.locator(`[data-testid="match-card"][data-cricket-id="${match.cricketId}"]`);
    await expect(card).toContainText(awayName);
    await expect(card).toBeVisible();
    await saveScreen(page, testInfo, 'cricket-list');
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/game/cricket/${match.cricketId}$`));
    await expect(page.getByTestId('bookmaker-table')).toBeVisible();
    await expect(page.getByTestId('score-panel')).toBeVisible();
    await expect(page.getByText('TEAM: MAX 200000')).toBeVisible();
    const exposureBefore = await exposureInHeader(page);
    // The market kind each bet goes out with: the client and the API must name it alike (issue 14).
    const sentKinds: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/bet\/(place|fancy-place)$/.test(new URL(request.url()).pathname))
        sentKinds.push(String(request.postDataJSON()?.marketName));
    });

    const { teams, sessions } = await cricketApi.odds(match.eventId);
    const [home, away] = teams as [RunnerOdds, RunnerOdds];
    const line = sessions[0]!;

    // LAGAI 1000 on the home team: POSITION home +rate×10, away −1000.
    await teamRow(page, home).getByTestId('lagai').click();
    await expect(page.getByTestId('bet-slip').getByTestId('slip-mode')).toHaveText('LAGAI');
    if (testInfo.project.name === 'desktop') {
      await page.getByTestId('slip-amount').fill('1000');
      await expect(teamRow(page, home).getByTestId('projected-position')).toHaveText(money(home.back1 * 10));
      await saveScreen(page, testInfo, 'match-slip');
    } else {
      await expect(page.getByRole('dialog').getByText('Place Bet').first()).toBeVisible();
      await saveScreen(page, testInfo, 'match-slip');
    }
    await placeFromSlip(page, 1000, 'Bet Placed');
    await expect(teamRow(page, home).getByTestId('position')).toHaveText(money(home.back1 * 10));

    // KHAI 500 on the away team: home +500, away −rate×5.
    await teamRow(page, away).getByTestId('khai').click();
    await placeFromSlip(page, 500, 'Bet Placed');
    const homePosition = home.back1 * 10 + 500;
    const awayPosition = -1000 - away.lay1 * 5;
    await expect(teamRow(page, home).getByTestId('position')).toHaveText(money(homePosition));
    await expect(teamRow(page, away).getByTestId('position')).toHaveText(money(awayPosition));

    // YES 200 at the line and NO 300 one below it: worst case −500 when the session ends on the NO line.
    await sessionRow(page, line).getByTestId('session-yes').click();
    if (testInfo.project.name === 'mobile') await expect(page.getByRole('dialog').getByText('BET SLIP')).toBeVisible();
    await placeFromSlip(page, 200, 'Bet Placed successfully');
    await sessionRow(page, line).getByTestId('session-no').click();
    await placeFromSlip(page, 300, 'Bet Placed successfully');
    await expect(sessionRow(page, line).getByTestId('session-exposure')).toHaveText('-500.00');

    const exposureAdded = 1000 + away.lay1 * 5 + 500;
    await expect.poll(() => exposureInHeader(page), { timeout: 10_000 }).toBeCloseTo(exposureBefore - exposureAdded, 2);
    await saveScreen(page, testInfo, 'match-positions');

    await sessionRow(page, line).getByTestId('session-exposure').click();
    const ladder = page.getByTestId('ladder-modal');
    await expect(ladder.getByText(line.runnerName)).toBeVisible();
    await expect(ladder.getByRole('row')).toHaveCount(4);
    await saveScreen(page, testInfo, 'ladder');
    await ladder.getByRole('button', { name: 'Ok' }).click();

    await page.getByRole('tab', { name: 'Your Bets' }).click();
    // The spec's kinds, exactly: the slip sends them, the API stores and reports the same strings
    // (the read Your Bets makes, with the player's session), and Your Bets splits MATCH BETS
    // (BOOKMAKER_ODDS_1) from SESSION BETS by them.
    expect(sentKinds).toEqual(['BOOKMAKER_ODDS_1', 'BOOKMAKER_ODDS_1', 'FANCY_ODDS', 'FANCY_ODDS']);
    const reported = (await cricketApi.myBets(match.eventId, await tokenOf(page))).map((bet) => bet.marketName);
    expect(reported.sort()).toEqual([...sentKinds].sort());
    await expect(page.getByTestId('match-bets').locator('tbody tr')).toHaveCount(2);
    await expect(page.getByTestId('session-bets').locator('tbody tr')).toHaveCount(2);
    await expect(page.getByTestId('match-bets')).toContainText('LAGAI');
    await expect(page.getByTestId('match-bets')).toContainText('KHAI');
    await expect(page.getByTestId('session-bets')).toContainText('YES');
    await expect(page.getByTestId('session-bets')).toContainText('NO');
    await saveScreen(page, testInfo, 'your-bets');

    // The dashboard card counts the open bets.
    await page.goto('/cricket');
    await expect(card).toContainText('Match Bets: 2');
    await expect(card).toContainText('Session Bets: 2');

    // Fast-forward to the end; the hand arithmetic of what C1001 must get.
    const end = await cricketApi.finish(match.cricketId);
    expect(end.settled).toBe(true);
    const homeWon = end.winner === home.runnerName;
    const matchPl = end.winner === null ? 0 : homeWon ? home.back1 * 10 + 500 : -1000 - away.lay1 * 5;
    const runs = end.sessions.find((s) => s.marketId === line.marketId)!.result!;
    const sessionPl = (runs >= line.back1 ? 200 : -200) + (runs < line.lay1 ? 300 : -300);
    const net = matchPl + sessionPl;

    await page.goto('/complete-games');
    const game = page.getByTestId('completed-game').filter({ hasText: match.eventName });
    await expect(game.getByTestId('win-loss')).toHaveText(
      `${net >= 0 ? 'Win coins' : 'Loss coins'}: ${money(Math.abs(net))}`,
    );
    await expect(game).toContainText('Match Bets: 2');
    await expect(game).toContainText('Session Bets: 2');
    await saveScreen(page, testInfo, 'completed-games');
    await game.click();
    await expect(page).toHaveURL(/\/complete_detail\/\d+$/);
    await expect(page.getByTestId('detail-net')).toHaveText(money(net));
    // The two bets and their Total.
    await expect(page.getByTestId('settled-match-bets').locator('tbody tr')).toHaveCount(3);
    await expect(page.getByText('No data found')).toBeVisible();
    await saveScreen(page, testInfo, 'completed-detail');

    const ledger = await cricketApi.ledger(await tokenOf(page));
    const row = ledger.find((entry) => entry.comment === match.eventName && entry.sport === 'CRICKET');
    expect(row).toBeDefined();
    expect(row!.wonBy).toBe(end.winner ?? 'Tie');
    expect(row!.creditInfo - row!.debitInfo).toBeCloseTo(net, 2);
    const statement = await cricketApi.statement(await tokenOf(page));
    const statementRow = statement.find((entry) => entry.description === match.eventName);
    expect(statementRow).toBeDefined();
    expect(statementRow!.credit - statementRow!.debit).toBeCloseTo(net, 2);

    // My Ledger: the match's row opens its MatchBets and FancyBets; a deposit or withdrawal opens nothing.
    await page.goto('/ledger');
    const ledgerRow = page.getByTestId('ledger-row').filter({ hasText: match.eventName });
    await expect(ledgerRow).toHaveCount(1);
    await expect(ledgerRow).toContainText(end.winner ?? 'Tie');
    await ledgerRow.click();
    const modal = page.getByTestId('ledger-bets-modal');
    await expect(modal.getByRole('heading', { name: match.eventName })).toBeVisible();
    const matchBets = modal.getByTestId('settled-match-bets').getByTestId('settled-bet');
    await expect(matchBets).toHaveCount(2);
    await expect(matchBets.filter({ hasText: home.runnerName })).toContainText('1,000.00');
    await expect(matchBets.filter({ hasText: home.runnerName })).toContainText('LAGAI');
    await expect(matchBets.filter({ hasText: awayName })).toContainText('KHAI');
    await expect(matchBets.filter({ hasText: awayName }).locator('td').nth(2)).toHaveText(String(away.lay1));
    const fancyBets = modal.getByTestId('settled-session-bets').getByTestId('settled-bet');
    await expect(fancyBets).toHaveCount(2);
    await expect(fancyBets.filter({ has: page.getByRole('cell', { name: MODE_YES }) })).toContainText('200.00');
    await expect(fancyBets.filter({ has: page.getByRole('cell', { name: MODE_NO }) })).toContainText('300.00');
    await expect(
      fancyBets
        .filter({ has: page.getByRole('cell', { name: MODE_NO }) })
        .locator('td')
        .nth(3),
    ).toHaveText(String(line.lay1));
    await expect(fancyBets.first()).toContainText(String(runs));
    await saveScreen(page, testInfo, 'ledger-cricket-bets');
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(modal).toHaveCount(0);
    await page
      .getByTestId('ledger-row')
      .filter({ hasText: /^.*(Deposit|Withdraw)/ })
      .first()
      .click();
    await expect(modal).toHaveCount(0);

    await expect.poll(() => exposureInHeader(page), { timeout: 10_000 }).toBeCloseTo(exposureBefore, 2);
  } finally {
    await cricketApi.pauseClock(false);
  }
});
