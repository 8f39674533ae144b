import { expect, test, type Page } from '@playwright/test';
import { E2E_PORTS } from '../support/ports';
import { DEMO, signInAs } from '../support/player';

const API = `http://127.0.0.1:${E2E_PORTS.api}`;

async function storedToken(page: Page): Promise<{ id: number; token: string }> {
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('state') ?? 'null'));
  return { id: stored.account.userData.id, token: stored.account.userData.token };
}

/** The status of one authorised read on each API base with this token. */
async function statusesWith(id: number, token: string): Promise<number[]> {
  const headers = { Authorization: `Bearer ${token}` };
  const urls = [
    `${API}/aam/v1/accmanage/user/${id}`,
    `${API}/cm/v1/bet/bet-count`,
    `${API}/casino/v1/my-bet?casinoGames=LUCKY7`,
  ];
  return Promise.all(urls.map(async (url) => (await fetch(url, { headers })).status));
}

async function logout(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Logout' }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('login-form')).toBeVisible();
}

test.describe('logging out', () => {
  test('ends the token on the server: afterwards it answers 401 on every API base', async ({ page }) => {
    await signInAs(page, DEMO.priya);
    await page.goto('/cricket');
    const { id, token } = await storedToken(page);
    expect(await statusesWith(id, token)).toEqual([200, 200, 200]);
    const signedOut = page.waitForResponse(
      (res) => res.url().endsWith('/aam/v1/auth/signout') && res.request().method() === 'POST',
    );
    await logout(page);
    expect((await signedOut).status()).toBe(200);
    expect(await statusesWith(id, token)).toEqual([401, 401, 401]);
  });

  test('still logs out when the sign-out call fails', async ({ page }) => {
    await signInAs(page, DEMO.priya);
    await page.goto('/cricket');
    await page.route('**/aam/v1/auth/signout', (route) => route.abort('connectionfailed'));
    await logout(page);
    await page.reload();
    await expect(page.getByTestId('login-form')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('state'))).toBeNull();
  });
});
