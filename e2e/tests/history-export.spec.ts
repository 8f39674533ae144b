import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import { createPlayer } from '../support/api';
import { casinoControl, tokenOf } from '../support/casino';
import { E2E_PORTS } from '../support/ports';
import { signInAs } from '../support/player';
import { saveScreen } from '../support/screens';

const GAME = 'LUCKY7';
// More settled rounds than the statement's page of 25, so the export must cover a page not shown.
const ROUNDS = 27;

async function betAndSettle(token: string) {
  await casinoControl.setAutoTime(GAME, 300);
  // Right after a fast-forward the next round opens only once the last one's result has been shown
  // (a few seconds, longer on a loaded machine): read the round again and retry until it takes bets.
  let answer: { code: number; error?: unknown } = { code: 0 };
  const deadline = Date.now() + 20_000;
  for (let attempt = 0; answer.code !== 200 && Date.now() < deadline; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 300));
    const { marketId } = await casinoControl.odds(GAME);
    const res = await fetch(`http://127.0.0.1:${E2E_PORTS.api}/casino/v1/bet/place`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        amount: 100,
        marketId,
        runnerName: 'Low Card',
        selectionId: 1,
        casinoGames: GAME,
        back: 2,
      }),
    });
    answer = (await res.json()) as typeof answer;
  }
  expect(answer.code, JSON.stringify(answer.error)).toBe(200);
  await casinoControl.fastForward(GAME);
}

const cellsOf = async (rows: ReturnType<import('@playwright/test').Page['getByTestId']>) =>
  Promise.all((await rows.all()).map(async (row) => row.getByRole('cell').allInnerTexts()));

test('the statement exports every row its filter shows, on all pages, as the screen prints them', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  const player = await createPlayer('Exporter', { balance: 50000 });
  await signInAs(page, player);
  const token = await tokenOf(page);
  for (let i = 0; i < ROUNDS; i++) await betAndSettle(token);

  await page.goto('/main/statement');
  const rows = page.getByTestId('statement-row');
  await expect(rows).toHaveCount(25);
  const onScreen = await cellsOf(rows);
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Next' }).click();
  await expect(rows).toHaveCount(ROUNDS + 1 - 25);
  onScreen.push(...(await cellsOf(rows)));

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-csv').click()]);
  expect(download.suggestedFilename()).toMatch(/^account-statement-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile((await download.path())!, 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const csv = Papa.parse<string[]>(text.slice(1), { newline: '\r\n' }).data;
  expect(csv[0]).toEqual(['Date', 'Description', 'CREDIT', 'DEBIT', 'Balance']);
  expect(csv.slice(1)).toEqual(onScreen);

  // The search narrows the rows and the export to what matches: one round by its id.
  const round = onScreen[3]![1]!.match(/\d{6,}/)![0];
  await page.getByTestId('history-search').fill(round);
  await expect(rows).toHaveCount(1);
  const [narrowed] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-csv').click()]);
  const narrowedCsv = Papa.parse<string[]>((await readFile((await narrowed.path())!, 'utf8')).slice(1), {
    newline: '\r\n',
  }).data;
  expect(narrowedCsv.slice(1)).toEqual(await cellsOf(rows));
  if (testInfo.project.name === 'desktop') await page.setViewportSize({ width: 1366, height: 768 });
  await saveScreen(page, testInfo, 'statement-search-export', { fullPage: false });
});
