import { expect, type Page } from '@playwright/test';
import { amountOf } from './money';

export const DEMO = {
  ravi: { code: '1001', password: '123456', label: 'Ravi (C1001)' },
  priya: { code: '1002', password: '123456', label: 'Priya (C1002)' },
  newbie: { code: '1003', password: '123456', label: 'Newbie (C1003)' },
} as const;

export async function fillLogin(page: Page, code: string, password: string) {
  const form = page.getByTestId('login-form').first();
  await form.getByPlaceholder('Client code').fill(code);
  await form.getByPlaceholder('Password').fill(password);
  return form;
}

/** Logs in through the login screen and waits for the /confirm page. */
export async function loginAs(page: Page, player: { code: string; password: string }) {
  await page.goto('/');
  const form = await fillLogin(page, player.code, player.password);
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/confirm$/);
}

/** The figures in the header as numbers. */
export async function headerWallet(page: Page): Promise<number> {
  return amountOf(await page.getByTestId('header-wallet').innerText());
}

/** From /confirm: Continue past the welcome, then Continue from the terms to /cricket. */
export async function continueToCricket(page: Page) {
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('terms-box')).toBeVisible();
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/cricket$/);
}
