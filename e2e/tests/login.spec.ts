import { expect, test } from '@playwright/test';
import { MONEY_TEXT } from '../support/money';
import { DEMO, continueToCricket, fillLogin, loginAs, signInAs } from '../support/player';

test.describe('logging in', () => {
  test('C1001 logs in, lands on /confirm and sees name and wallet in the header', async ({ page }) => {
    await loginAs(page, DEMO.ravi);
    await expect(page.getByTestId('confirm-user')).toHaveText(DEMO.ravi.label);
    await continueToCricket(page);
    await expect(page).toHaveURL(/\/cricket$/);
    await expect(page.getByTestId('header-user')).toHaveText(DEMO.ravi.label);
    await expect(page.getByTestId('header-wallet')).toHaveText(MONEY_TEXT);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('state') ?? 'null'));
    expect(stored.account.userData.token).toBeTruthy();
    expect(stored.account.userData.username).toBe('C1001 Ravi');
  });

  test('a wrong password shows the API message in a toast and stays logged out', async ({ page }) => {
    await page.goto('/');
    const form = await fillLogin(page, DEMO.ravi.code, 'wrong1');
    await form.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Invalid username or password')).toBeVisible();
    await expect(page).not.toHaveURL(/confirm/);
    expect(await page.evaluate(() => localStorage.getItem('state'))).toBeNull();
  });

  test('with the terms unticked nothing is sent and the player is told to agree', async ({ page }) => {
    const signins: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/auth/signin')) signins.push(request.url());
    });
    await page.goto('/');
    const form = await fillLogin(page, DEMO.ravi.code, DEMO.ravi.password);
    await form.getByText('I agree to the terms and conditions').click();
    await form.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Please agree to the terms and conditions')).toBeVisible();
    expect(signins).toEqual([]);
  });

  test('the typed code is sent as C plus the code with hyphens removed', async ({ page }) => {
    await page.goto('/');
    const form = await fillLogin(page, '10-01', DEMO.ravi.password);
    const signin = page.waitForRequest((r) => r.url().includes('/auth/signin'));
    await form.getByRole('button', { name: 'Login' }).click();
    const body = (await signin).postDataJSON() as { username: string; password: string };
    expect(body.username).toBe('C1001');
    // The password never travels in clear text.
    expect(body.password).not.toContain(DEMO.ravi.password);
    await expect(page).toHaveURL(/\/confirm$/);
  });

  test('logout from the navigation clears the session, and a reload stays logged out', async ({ page }) => {
    await signInAs(page, DEMO.priya);
    await page.goto('/cricket');
    await page.getByRole('button', { name: 'Logout' }).filter({ visible: true }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('login-form')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('login-form')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('state'))).toBeNull();
  });
});
