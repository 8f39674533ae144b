import { expect, test } from '@playwright/test';
import { testApi } from '../support/api';
import { DEMO, continueToCricket, loginAs } from '../support/player';

test('a 401 from any call logs the player out and lands on /', async ({ page }) => {
  await loginAs(page, DEMO.ravi);
  await continueToCricket(page);
  await expect(page).toHaveURL(/\/cricket$/);
  const unauthorized = page.waitForResponse((r) => r.status() === 401);
  await testApi.revokeSessions('C1001');
  await unauthorized;
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByTestId('login-form')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('state'))).toBeNull();
  await page.reload();
  await expect(page.getByTestId('login-form')).toBeVisible();
});
