import { expect, test, type Locator, type Page } from '@playwright/test';
import { createPlayer } from '../support/api';
import { casinoControl, openTable, roundResult } from '../support/casino';
import { amountOf, money } from '../support/money';
import { signInAs } from '../support/player';
import { saveScreen } from '../support/screens';
import { closeToasts } from '../support/toasts';

type Bet = { runner: string; side: 'back' | 'lay'; odds: number; amount: number };
type Table = { route: string; gameId: string; name: string; shortName: string; title: string; rounds: [Bet[], Bet[]] };

/** Two tables, two rounds each, two bets a round (odds from the catalogue in packages/betting). */
const TABLES: Table[] = [
  {
    route: 'dt20',
    gameId: 'DRAGON_TIGER_20',
    name: '2020 Dragon Tiger',
    shortName: 'dt20',
    // Not in the spec's list of popup titles: the default.
    title: 'Game Result',
    rounds: [
      [
        { runner: 'Dragon', side: 'back', odds: 2, amount: 100 },
        { runner: 'Tiger Red', side: 'back', odds: 1.97, amount: 200 },
      ],
      [
        { runner: 'Dragon', side: 'back', odds: 2, amount: 300 },
        { runner: 'Tiger Red', side: 'back', odds: 1.97, amount: 400 },
      ],
    ],
  },
  {
    route: 'aaa',
    gameId: 'AAA',
    name: 'Amar Akbar Anthony',
    shortName: 'aaa',
    title: 'Amar Akbar Anthony',
    rounds: [
      [
        { runner: 'Amar', side: 'back', odds: 2.12, amount: 100 },
        { runner: 'Akbar', side: 'lay', odds: 3.25, amount: 200 },
      ],
      [
        { runner: 'Amar', side: 'back', odds: 2.12, amount: 300 },
        { runner: 'Akbar', side: 'lay', odds: 3.25, amount: 400 },
      ],
    ],
  },
];

/**
 * What a bet won by the round's winning options as the popup lists them. On a Dragon Tiger tie the
 * Dragon and Tiger bets lose half (the table's rules).
 */
function expectedWin(bet: Bet, winners: Set<string>): number {
  const won = winners.has(bet.runner);
  if (bet.side === 'lay') return won ? -(bet.odds - 1) * bet.amount : bet.amount;
  if (won) return (bet.odds - 1) * bet.amount;
  return winners.has('Tie') && (bet.runner === 'Dragon' || bet.runner === 'Tiger') ? -bet.amount / 2 : -bet.amount;
}

async function placeBet(page: Page, board: Locator, bet: Bet) {
  // On a phone Dragon Tiger shows one side's boxes at a time, chosen by its Dragon / Tiger tabs.
  const side = /^(Dragon|Tiger) /.exec(bet.runner)?.[1];
  const tab = board.getByRole('tab', { name: side ?? '-' });
  if (side && (await tab.count())) await tab.click();
  const box = board.locator(`[data-testid="option-box"][data-runner="${bet.runner}"]`);
  await box.getByTestId(bet.side === 'back' ? 'odd-back' : 'odd-lay').click();
  const slip = page.getByTestId('casino-bet-slip');
  await expect(slip.getByTestId('slip-runner')).toHaveText(bet.runner);
  await slip.getByTestId('slip-amount').fill(String(bet.amount));
  await slip.getByTestId('slip-submit').click();
  await expect(slip).toHaveCount(0);
}

/** Plays one round: the bets, then the round is closed and settled; returns its round id. */
async function playRound(page: Page, board: Locator, table: Table, bets: Bet[]): Promise<string> {
  await casinoControl.setAutoTime(table.gameId, 300);
  const marketId = (await casinoControl.odds(table.gameId)).marketId;
  await expect(page.getByTestId('round-id')).toHaveText(marketId);
  for (const [i, bet] of bets.entries()) {
    await placeBet(page, board, bet);
    await expect(page.getByTestId('my-bet')).toHaveCount(i + 1);
  }
  await casinoControl.fastForward(table.gameId);
  // The next round stays open while the test looks at this one.
  await casinoControl.setAutoTime(table.gameId, 300);
  await expect(page.getByTestId('my-bet')).toHaveCount(0);
  return marketId;
}

type Row = { nation: string; rate: string; amount: string; win: string };

/** Checks an open result popup against the API's record of the round and what was bet; returns the rows. */
async function checkPopup(page: Page, table: Table, marketId: string, bets: Bet[]): Promise<Row[]> {
  const popup = page.getByTestId('result-popup');
  await expect(popup.getByTestId('result-title')).toHaveText(table.title);
  await expect(popup.getByTestId('result-round-id')).toHaveText(marketId);
  await expect(popup.getByTestId('result-match-time')).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);

  const truth = (await roundResult(page, marketId, table.gameId)) as unknown as {
    casinoIndividualResultDTO: { casinoCardResultMaps: Array<{ result: string[] }> };
  };
  const cards = truth.casinoIndividualResultDTO.casinoCardResultMaps.flatMap((l) => l.result);
  await expect(popup.getByTestId('playing-card')).toHaveCount(cards.length);
  expect(
    await popup.getByTestId('playing-card').evaluateAll((els) => els.map((e) => e.getAttribute('data-card'))),
  ).toEqual(cards);

  const winners = new Set((await popup.getByTestId('result-row-value').allInnerTexts()).flatMap((t) => t.split(', ')));
  await expect(popup.getByTestId('result-bet')).toHaveCount(bets.length);
  const rows: Row[] = [];
  for (const row of await popup.getByTestId('result-bet').all()) {
    rows.push({
      nation: await row.getByTestId('bet-nation').innerText(),
      rate: await row.getByTestId('bet-rate').innerText(),
      amount: await row.getByTestId('bet-amount').innerText(),
      win: await row.getByTestId('bet-win').innerText(),
    });
  }
  const byNation = (a: Row, b: Row) => a.nation.localeCompare(b.nation);
  const expected = bets.map((b) => ({
    nation: b.runner,
    rate: b.odds.toFixed(2),
    amount: money(b.amount),
    win: money(expectedWin(b, winners)),
  }));
  expect([...rows].sort(byNation)).toEqual(expected.sort(byNation));
  await expect(popup.getByTestId('total-bets')).toHaveText(String(bets.length));
  const net = rows.reduce((sum, r) => sum + amountOf(r.win), 0);
  await expect(popup.getByTestId('total-amount')).toHaveText(money(-net));
  return rows;
}

async function closePopup(page: Page) {
  await page.getByTestId('result-close').click();
  await expect(page.getByTestId('result-popup')).toHaveCount(0);
}

test('a player’s casino history: result popups from the strip, View All, and Casino Bets', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  const player = await createPlayer('Historian', { balance: 20000 });
  await signInAs(page, player);
  const mobile = testInfo.project.name === 'mobile';
  const played: Array<{ table: Table; marketIds: string[]; wins: Map<string, string> }> = [];

  for (const table of TABLES) {
    const board = await openTable(page, table.route, table.gameId, table.name);
    const marketIds: string[] = [];
    const wins = new Map<string, string>();
    for (const [r, bets] of table.rounds.entries()) {
      const marketId = await playRound(page, board, table, bets);
      marketIds.push(marketId);
      const chip = page.locator(`[data-testid="result-chip"][data-market="${marketId}"]`);
      await expect(chip).toBeVisible({ timeout: 10_000 });
      await chip.click();
      const rows = await checkPopup(page, table, marketId, bets);
      for (const row of rows) wins.set(`${marketId}:${row.nation}`, row.win);
      if (table.gameId === 'AAA' && r === 0) {
        // The radios filter: Lay shows the lay bet only, Back the back bet, All both.
        const popup = page.getByTestId('result-popup');
        await popup.getByText('Lay', { exact: true }).click();
        await expect(popup.getByTestId('bet-nation')).toHaveText(['Akbar']);
        await expect(popup.getByTestId('total-bets')).toHaveText('1');
        await popup.getByText('Back', { exact: true }).click();
        await expect(popup.getByTestId('bet-nation')).toHaveText(['Amar']);
        await popup.getByText('All', { exact: true }).click();
        await expect(popup.getByTestId('result-bet')).toHaveCount(2);
      }
      if (r === 0) await saveScreen(page, testInfo, `casino-result-popup-${table.route}`, { fullPage: false });
      await closePopup(page);
    }
    played.push({ table, marketIds, wins });
  }

  // The rules popup of the table says what it pays.
  const aaa = TABLES[1]!;
  await closeToasts(page);
  await page.getByTestId('table-header').getByText('Rules', { exact: true }).click();
  const rules = page.getByRole('dialog');
  await expect(rules.getByText('Amar Akbar Anthony Rules')).toBeVisible();
  await expect(rules.getByTestId('rule-notes')).toContainText('Amar wins on A to 6');
  await saveScreen(page, testInfo, 'casino-rules-popup', { fullPage: false });
  await page.keyboard.press('Escape');
  await expect(rules).toHaveCount(0);

  // View All: the table's past rounds, newest first, each opening the same popup.
  const [, aaaRounds] = [played[0]!, played[1]!];
  await page.getByRole('link', { name: 'View All' }).click();
  await expect(page).toHaveURL(new RegExp(`/reports/casinoresults/${aaa.gameId}/${aaa.shortName}$`));
  const history = page.getByTestId('history-row');
  await expect(history.first()).toBeVisible();
  const listed = await history.evaluateAll((els) => els.map((e) => e.getAttribute('data-market')));
  const [first, second] = aaaRounds.marketIds;
  expect(listed.indexOf(second!)).toBeGreaterThanOrEqual(0);
  expect(listed.indexOf(second!)).toBeLessThan(listed.indexOf(first!));
  await saveScreen(page, testInfo, 'casino-results-report');
  await page.locator(`[data-testid="history-row"][data-market="${first}"]`).getByRole('cell').first().click();
  await checkPopup(page, aaa, first!, aaa.rounds[0]);
  await closePopup(page);

  // Casino Bets, from the table page's button: one casino at a time, exactly the bets placed, newest first.
  await page.getByRole('link', { name: 'Back to table' }).click();
  await expect(page.getByTestId('table-name')).toHaveText(aaa.name);
  if (mobile) await expect(page.getByRole('tab', { name: 'Game' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Show Casino Bets' }).click();
  await expect(page).toHaveURL(/\/casino\/casino-bets$/);
  await expect(page.getByRole('heading', { name: /casino bets/i })).toBeVisible();
  const rowsNow = page.getByTestId('casino-bet-row');
  await expect(rowsNow).toHaveCount(8);
  await saveScreen(page, testInfo, 'casino-bets');

  for (const { table, marketIds, wins } of played) {
    await page.getByTestId('casino-filter').selectOption(table.name);
    const placed = table.rounds.flatMap((bets, r) => bets.map((bet) => ({ bet, marketId: marketIds[r]! }))).reverse();
    await expect(rowsNow).toHaveCount(placed.length);
    // The same fields in the desktop table and the phone's cards.
    const fields = ['casino', 'runner', 'amount', 'rate', 'pl', 'wonby', 'date'];
    const cells = await rowsNow.evaluateAll(
      (rows, names) =>
        rows.map((row) =>
          Object.fromEntries(names.map((n) => [n, row.querySelector(`[data-testid="bet-${n}"]`)?.textContent ?? ''])),
        ),
      fields,
    );
    expect(
      cells.map(({ casino, runner, amount, rate, pl, wonby }) => ({
        casino,
        runner,
        amount,
        rate,
        pl,
        wonBy: wonby !== '-',
      })),
    ).toEqual(
      placed.map(({ bet, marketId }) => ({
        casino: table.name,
        runner: bet.runner,
        amount: money(bet.amount),
        rate: bet.odds.toFixed(2),
        pl: wins.get(`${marketId}:${bet.runner}`),
        wonBy: true,
      })),
    );
    for (const row of cells) expect(row.date).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} (AM|PM)$/);
  }
  await page.getByTestId('casino-filter').selectOption('Lucky 7 A');
  await expect(page.getByText('No data found')).toBeVisible();
  await page.getByTestId('casino-filter').selectOption('ALL');
  await expect(rowsNow).toHaveCount(8);
});
