import { expect, test } from '@playwright/test';
import { casinoControl, openTable } from '../support/casino';
import { DEMO, loginAs } from '../support/player';

test.describe('a casino table at rest', () => {
  test.afterEach(async () => {
    await casinoControl.resume();
  });

  test('polls that return unchanged data leave the table DOM untouched, with one request per poll interval', async ({ page }) => {
    await loginAs(page, DEMO.priya);
    await openTable(page, 'dt20', 'DRAGON_TIGER_20', '2020 Dragon Tiger');
    await casinoControl.pause();
    // Let the last change (if any) land before counting.
    await page.waitForTimeout(2000);
    const requests: Record<string, number> = {};
    page.on('request', (req) => {
      const path = new URL(req.url()).pathname;
      if (path.startsWith('/casino/v1/')) requests[path] = (requests[path] ?? 0) + 1;
    });
    await page.evaluate(() => {
      const root = document.querySelector('[data-testid="casino-table"]')!;
      const w = window as unknown as { __mutations: number };
      w.__mutations = 0;
      new MutationObserver((list) => {
        w.__mutations += list.length;
      }).observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
    });
    await page.waitForTimeout(6000);
    const mutations = await page.evaluate(() => (window as unknown as { __mutations: number }).__mutations);
    console.info(`casino quiet table: ${mutations} DOM mutations in 6 s; requests ${JSON.stringify(requests)}`);
    expect(mutations).toBe(0);
    // 0.8 s odds, 1.5 s results, 2.5 s bets, 2 s exposure (spec section 9): about 7, 4, 2, 3 in 6 s.
    expect(requests['/casino/v1/odds']).toBeGreaterThanOrEqual(6);
    expect(requests['/casino/v1/odds']).toBeLessThanOrEqual(9);
    expect(requests['/casino/v1/last-10-results']).toBeGreaterThanOrEqual(3);
    expect(requests['/casino/v1/last-10-results']).toBeLessThanOrEqual(5);
    expect(requests['/casino/v1/my-bet']).toBeLessThanOrEqual(3);
    expect(requests['/casino/v1/pl-exposure']).toBeLessThanOrEqual(4);
  });
});
