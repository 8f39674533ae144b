import { expect, test } from '@playwright/test';
import { DEMO, continueToCricket, loginAs } from '../support/player';
import { saveScreen } from '../support/screens';
import { setServerUp } from '../support/stack';

test('screens of the foundation: login, confirm, cricket, casino, casino unavailable', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page.getByTestId('login-form')).toBeVisible();
  await saveScreen(page, testInfo, 'login');

  await loginAs(page, DEMO.ravi);
  await saveScreen(page, testInfo, 'confirm');

  await continueToCricket(page);
  await expect(page.getByTestId('match-card').first()).toBeVisible();
  await saveScreen(page, testInfo, 'cricket');

  await page.goto('/casino');
  await expect(page.getByTestId('casino-tile')).toHaveCount(8);
  await saveScreen(page, testInfo, 'casino');

  setServerUp('casino', false);
  try {
    await page.reload();
    await expect(page.getByText('Casino is unavailable')).toBeVisible();
    await saveScreen(page, testInfo, 'casino-unavailable');
  } finally {
    setServerUp('casino', true);
  }
});
