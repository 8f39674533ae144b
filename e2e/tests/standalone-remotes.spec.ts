import { expect, test } from '@playwright/test';
import { E2E_PORTS } from '../support/ports';
import { DEMO, fillLogin } from '../support/player';

test.describe("each remote's standalone page, for the team that owns it", () => {
  test('the casino remote runs on its own origin with a login and its lobby', async ({ page }) => {
    await page.goto(`http://127.0.0.1:${E2E_PORTS.casino}/casino`);
    await expect(page.getByText('casino (standalone)')).toBeVisible();
    await fillLogin(page, DEMO.ravi.code, DEMO.ravi.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByTestId('casino-lobby')).toBeVisible();
    await expect(page.getByText(DEMO.ravi.label)).toBeVisible();
  });

  test('the sportsbook remote runs on its own origin with a login and the cricket list', async ({ page }) => {
    await page.goto(`http://127.0.0.1:${E2E_PORTS.sportsbook}/cricket`);
    await fillLogin(page, DEMO.priya.code, DEMO.priya.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByTestId('match-card').first()).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByTestId('login-form')).toBeVisible();
  });
});
