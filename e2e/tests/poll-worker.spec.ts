import { expect, test, type Page } from '@playwright/test';
import { casinoControl, openTable } from '../support/casino';
import { eachSharedWorker, watchRequests } from '../support/network';
import { DEMO, signInAs } from '../support/player';
import { E2E_PORTS } from '../support/ports';

/**
 * Where a table's polls run (issue 12, docs/decisions/0010-poll-loops-in-a-shared-worker.md): in
 * a shared worker of the tab's own; where the browser has none, in a dedicated worker; where no
 * worker can start, on the page itself. In each case the table follows the server.
 */
const POLL_WORKER = /\/static\/js\/async\/polls\.[0-9a-f]+\.js$/;

/** A new round reaches the page through its polls. */
async function followsNewRound(page: Page) {
  const before = await page.getByTestId('round-id').innerText();
  await casinoControl.fastForward('DRAGON_TIGER_20');
  await expect(page.getByTestId('round-id')).not.toHaveText(before, { timeout: 10_000 });
}

/** The shared workers running the poll worker's script, as the browser's DevTools server lists them. */
async function pollWorkersRunning(): Promise<number> {
  const targets = (await (await fetch(`http://127.0.0.1:${E2E_PORTS.devtools}/json/list`)).json()) as {
    type: string;
    url: string;
  }[];
  return targets.filter((t) => t.type === 'shared_worker' && POLL_WORKER.test(t.url)).length;
}

/** The casino reads sent over `ms`, by where they were sent from. */
async function casinoReadsOver(page: Page, ms: number) {
  const network = await watchRequests(page);
  const from = network.seen.length;
  await page.waitForTimeout(ms);
  const reads = network.seen.slice(from).filter((r) => r.method === 'GET' && r.path === '/casino/v1/odds');
  return {
    page: reads.filter((r) => r.from === 'page').length,
    worker: reads.filter((r) => r.from === 'worker').length,
  };
}

test.describe('where a table polls', () => {
  test.afterEach(async () => {
    await casinoControl.resume();
  });

  test('each tab polls in a shared worker of its own, which ends when the tab closes', async ({ page }) => {
    await signInAs(page, DEMO.priya);
    const workers: string[] = [];
    await eachSharedWorker(page, (worker) => {
      workers.push(worker.url);
    });
    await openTable(page, 'dt20', 'DRAGON_TIGER_20', '2020 Dragon Tiger');
    const second = await page.context().newPage();
    await openTable(second, 'dt20', 'DRAGON_TIGER_20', '2020 Dragon Tiger');
    await expect.poll(() => workers.length).toBe(2);
    expect(workers).toEqual([expect.stringMatching(POLL_WORKER), expect.stringMatching(POLL_WORKER)]);
    expect(page.workers()).toEqual([]);
    expect(await casinoReadsOver(page, 2500)).toMatchObject({ page: 0, worker: expect.any(Number) });
    await followsNewRound(page);
    await expect(second.getByTestId('round-id')).toHaveText(await page.getByTestId('round-id').innerText());

    const running = await pollWorkersRunning();
    expect(running).toBeGreaterThanOrEqual(2);
    await second.close();
    await expect.poll(pollWorkersRunning).toBe(running - 1);
    await followsNewRound(page);
  });

  test('where the browser has no shared worker, a dedicated worker polls', async ({ page }) => {
    await page.addInitScript(() => {
      delete (window as { SharedWorker?: unknown }).SharedWorker;
    });
    await signInAs(page, DEMO.priya);
    await openTable(page, 'dt20', 'DRAGON_TIGER_20', '2020 Dragon Tiger');
    expect(page.workers().map((w) => w.url())).toEqual([expect.stringMatching(POLL_WORKER)]);
    const reads = await casinoReadsOver(page, 2500);
    expect(reads.page).toBe(0);
    expect(reads.worker).toBeGreaterThanOrEqual(2);
    await followsNewRound(page);
  });

  test('where no worker can start, the page polls by itself', async ({ page }) => {
    await page.addInitScript(() => {
      delete (window as { SharedWorker?: unknown }).SharedWorker;
      delete (window as { Worker?: unknown }).Worker;
    });
    await signInAs(page, DEMO.priya);
    await openTable(page, 'dt20', 'DRAGON_TIGER_20', '2020 Dragon Tiger');
    expect(page.workers()).toEqual([]);
    const reads = await casinoReadsOver(page, 2500);
    expect(reads.worker).toBe(0);
    expect(reads.page).toBeGreaterThanOrEqual(2);
    await followsNewRound(page);
  });

  test("when the worker's script cannot be loaded, the polls go on without it", async ({ page }) => {
    await page.route(POLL_WORKER, (route) => route.fulfill({ status: 404, body: 'gone' }));
    await signInAs(page, DEMO.priya);
    await openTable(page, 'dt20', 'DRAGON_TIGER_20', '2020 Dragon Tiger');
    const reads = await casinoReadsOver(page, 2500);
    expect(reads.page).toBeGreaterThanOrEqual(2);
    await followsNewRound(page);
  });
});
