import { constants, publicEncrypt } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { amountOf } from './money';
import { E2E_PORTS } from './ports';
import { stackInfo } from './stack';

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

/**
 * Signs in through the API and stores the session as the app does (localStorage `state`), without
 * opening the login screen: for checks whose subject comes after login. The next `page.goto`
 * opens the app signed in, as a player's stored session does. The password goes encrypted, as
 * the client sends it (RSA-OAEP, SHA-256, with the stack's public key).
 */
export async function signInAs(page: Page, player: { code: string; password: string }) {
  const password = publicEncrypt(
    { key: stackInfo().publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(player.password, 'utf8'),
  ).toString('base64');
  const res = await fetch(`http://127.0.0.1:${E2E_PORTS.api}/aam/v1/auth/signin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: `C${player.code}`, password }),
  });
  const envelope = (await res.json()) as { response?: { token?: string } };
  if (!res.ok || !envelope.response?.token) throw new Error(`sign-in of C${player.code} answered ${res.status}`);
  // Any page of the shell's origin gives its localStorage; the config is the smallest.
  await page.goto('/config.json');
  await page.evaluate(
    (state) => localStorage.setItem('state', state),
    JSON.stringify({ account: { userData: envelope.response } }),
  );
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
