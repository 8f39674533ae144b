import { expect, test } from '@playwright/test';
import { sharedWorkersOffline } from '../support/network';
import { E2E_PORTS } from '../support/ports';
import { DEMO, signInAs } from '../support/player';
import { saveScreen } from '../support/screens';

const API = `http://127.0.0.1:${E2E_PORTS.api}/**`;

test('when the API cannot be reached the page says so, keeps what it showed, and recovers by itself', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await signInAs(page, DEMO.ravi);
  await page.goto('/cricket');
  await expect(page.getByTestId('match-card').first()).toBeVisible();
  const wallet = await page.getByTestId('header-wallet').first().innerText();
  await expect(page.getByTestId('offline-bar')).toHaveCount(0);

  // The API goes away: every call fails as with no network at all, the page's own and the poll
  // worker's (a shared worker, which page.route does not reach).
  const worker = await sharedWorkersOffline(page);
  expect(worker.count()).toBe(1);
  await page.route(API, (route) => route.abort('internetdisconnected'));
  await worker.cut();
  const bar = page.getByTestId('offline-bar');
  await expect(bar).toBeVisible({ timeout: 15_000 });
  await expect(bar).toHaveText('Offline — retrying…');
  await expect(bar).toHaveAttribute('role', 'status');
  // Nothing is lost meanwhile: the player stays signed in and the list and wallet stay on screen.
  await expect(page.getByTestId('match-card').first()).toBeVisible();
  await expect(page.getByTestId('header-wallet').first()).toHaveText(wallet);
  await saveScreen(page, testInfo, 'offline-bar', { fullPage: false });

  // It comes back: the polls get through and the bar goes without a reload.
  await page.unroute(API);
  await worker.restore();
  await expect(bar).toHaveCount(0, { timeout: 40_000 });
  await expect(page.getByTestId('header-user')).toHaveText(DEMO.ravi.label);
});
