import { expect, test, type Page } from '@playwright/test';
import { casinoControl, openTable } from '../support/casino';
import { networkEvents } from '../support/network';
import { DEMO, signInAs } from '../support/player';

/**
 * The status of every answer to a GET of a path as it came over the wire, in the order the
 * requests were sent. Chromium reports a revalidated answer to the page (and in
 * Network.responseReceived) as the cached 200; the raw 304 is only in responseReceivedExtraInfo,
 * which comes from the network service and may arrive before the request's requestWillBeSent:
 * both are kept by request id and paired when read. The polls are sent by the poll worker
 * (docs/decisions/0010-poll-loops-in-a-shared-worker.md), so its events are read too. Chromium sends no
 * responseReceivedExtraInfo for a shared worker's requests, so this check runs the polls in the
 * dedicated worker the page falls back to where there is no SharedWorker: the browser's HTTP cache,
 * which revalidates, is the same for both (docs/decisions/0010-poll-loops-in-a-shared-worker.md).
 */
async function statusesOnTheWire(page: Page, path: string) {
  const polls: string[] = [];
  const statusOf = new Map<string, number>();
  await page.addInitScript(() => {
    delete (window as { SharedWorker?: unknown }).SharedWorker;
  });
  // The page's own requests and its workers' (the polls are sent by the poll worker).
  // Keyed by request id alone: a dedicated worker's raw answer may be told through the page's session.
  await networkEvents(page, ({ method, params }) => {
    const request = params.request as { method: string; url: string } | undefined;
    const id = params.requestId as string;
    if (method === 'Network.requestWillBeSent' && request?.method === 'GET' && new URL(request.url).pathname === path)
      polls.push(id);
    if (method === 'Network.responseReceivedExtraInfo') statusOf.set(id, params.statusCode as number);
  });
  return () => polls.flatMap((id) => (statusOf.has(id) ? [statusOf.get(id)!] : []));
}

test.describe('public reads revalidate instead of downloading again (issue 18)', () => {
  test.afterEach(async () => {
    await casinoControl.resume();
  });

  test("a table's unchanged last results are answered 304 on the wire, and the chips stay on the board", async ({
    page,
  }) => {
    await signInAs(page, DEMO.priya);
    const statuses = await statusesOnTheWire(page, '/casino/v1/last-10-results');
    // One settled round at least, then a round of 300 s: the last ten winners do not change while we watch.
    await casinoControl.fastForward('DRAGON_TIGER_20');
    await openTable(page, 'dt20', 'DRAGON_TIGER_20', '2020 Dragon Tiger');
    await expect(page.getByTestId('result-chip').first()).toBeVisible();
    const chips = await page.getByTestId('result-chip').count();
    // Polled every 1.5 s: the first answer is a 200, the next ones revalidate it.
    await expect.poll(() => statuses().filter((s) => s === 304).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
    expect(statuses()[0]).toBe(200);
    expect(statuses().filter((s) => s !== 200 && s !== 304)).toEqual([]);
    await expect(page.getByTestId('result-chip')).toHaveCount(chips);

    // A new winner changes the answer: it arrives in full and the board shows it.
    const before = statuses().length;
    await casinoControl.fastForward('DRAGON_TIGER_20');
    await expect.poll(() => statuses().slice(before).includes(200), { timeout: 15_000 }).toBe(true);
  });
});
