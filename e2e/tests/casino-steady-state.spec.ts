import { expect, test, type Page } from '@playwright/test';
import { casinoControl, openTable } from '../support/casino';
import { networkEvents, watchRequests } from '../support/network';
import { DEMO, signInAs } from '../support/player';

/**
 * Every request to a path, the page's own and its workers', as Chromium's network layer reports
 * them: CORS preflights (OPTIONS) apart from the reads they clear. Chromium reports no preflight of
 * a shared worker's request, so the check that counts them runs the polls in the dedicated worker
 * the page falls back to where there is no SharedWorker; the preflight cache is the browser's, the
 * same for both (docs/decisions/0010-poll-loops-in-a-shared-worker.md).
 */
async function requestsTo(page: Page, path: string) {
  const seen = { preflights: [] as string[], readsByWorker: 0 };
  await networkEvents(page, ({ method, params, from }) => {
    const request = params.request as { method: string; url: string } | undefined;
    if (method !== 'Network.requestWillBeSent' || !request || !new URL(request.url).pathname.endsWith(path)) return;
    if (request.method === 'OPTIONS') seen.preflights.push(request.url);
    else if (from === 'worker') seen.readsByWorker += 1;
  });
  return seen;
}

/** The rounds a per-round poll asked about (its X-Market-Id header), in order of first asking. */
async function roundsPolled(page: Page, path: string) {
  const { seen } = await watchRequests(page);
  return () => [
    ...new Set(
      seen.filter((r) => r.path.endsWith(path) && r.headers['x-market-id']).map((r) => r.headers['x-market-id']),
    ),
  ];
}

test.describe('a casino table over several rounds (issue 12)', () => {
  test.afterEach(async () => {
    await casinoControl.resume();
  });

  test('the exposure poll needs one CORS preflight at most however many rounds it follows, and the stream page is loaded once', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      delete (window as { SharedWorker?: unknown }).SharedWorker;
    });
    await signInAs(page, DEMO.priya);
    const exposure = await requestsTo(page, '/casino/v1/pl-exposure');
    const rounds = await roundsPolled(page, '/casino/v1/pl-exposure');
    let streamLoads = 0;
    page.on('request', (req) => {
      if (new URL(req.url()).pathname.startsWith('/casino/v1/stream/')) streamLoads += 1;
    });
    await openTable(page, 'dt20', 'DRAGON_TIGER_20', '2020 Dragon Tiger');
    for (let i = 0; i < 3; i++) {
      const before = await page.getByTestId('round-id').innerText();
      await casinoControl.fastForward('DRAGON_TIGER_20');
      await expect(page.getByTestId('round-id')).not.toHaveText(before);
      const round = await page.getByTestId('round-id').innerText();
      await expect.poll(() => rounds().includes(round), { timeout: 5000 }).toBe(true);
    }
    expect(rounds().length).toBeGreaterThanOrEqual(4);
    // The repeats are seen where they are sent (the poll worker), so the count of preflights covers them.
    await expect.poll(() => exposure.readsByWorker, { timeout: 5000 }).toBeGreaterThanOrEqual(1);
    // Preflights are cached per URL; the round rides in a header, so the URL never changes.
    expect(exposure.preflights.length).toBeLessThanOrEqual(1);
    expect(streamLoads).toBe(1);
  });

  test("Lucky 7 polls its round's data every 2 s and shows what the dealt card decided; other tables do not poll it", async ({
    page,
  }) => {
    await signInAs(page, DEMO.priya);
    const { seen } = await watchRequests(page);
    const roundData = () => seen.filter((r) => r.path === '/casino/v1/lucky7/round-data').length;
    await openTable(page, 'dt20', 'DRAGON_TIGER_20', '2020 Dragon Tiger');
    await page.waitForTimeout(3000);
    expect(roundData()).toBe(0);

    await openTable(page, 'lucky7', 'LUCKY7', 'Lucky 7 A');
    const panel = page.getByTestId('lucky7-round');
    await expect(panel).toContainText('Waiting for the card');
    const before = roundData();
    await page.waitForTimeout(6000);
    // Spec section 9: Lucky 7 data every 2000 ms, so about 3 in 6 s.
    expect(roundData() - before).toBeGreaterThanOrEqual(2);
    expect(roundData() - before).toBeLessThanOrEqual(4);

    // Close the round: the card is dealt and the panel says what it decided, before the next round.
    await casinoControl.setAutoTime('LUCKY7', 5);
    const card = panel.getByTestId('playing-card');
    await expect(card).toBeVisible({ timeout: 10_000 });
    const dealt = await page.getByTestId('dealt-cards').getByTestId('playing-card').first().getAttribute('data-card');
    await expect(card).toHaveAttribute('data-card', dealt!);
    await expect(panel.getByTestId('lucky7-result').first()).toContainText(/^Winner: /);
  });
});
