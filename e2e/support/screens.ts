import type { Page, TestInfo } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { settled } from './network';

const DIR = fileURLToPath(new URL('../artifacts/screens/', import.meta.url));

/**
 * Saves what the player sees, per viewport, as an artifact of the e2e run: the whole page, or with
 * `fullPage: false` just the viewport (an open dialog is fixed to it).
 */
export async function saveScreen(
  page: Page,
  testInfo: TestInfo,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
) {
  // A polling page may never be idle for 500 ms on a loaded machine: wait a little, never fail on it
  // (the picture is an artifact; what the test asserts it asserts itself).
  await settled(page, { timeout: 5_000 }).catch(() => undefined);
  await page.screenshot({ path: `${DIR}${testInfo.project.name}/${name}.png`, fullPage });
}
