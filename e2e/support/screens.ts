import type { Page, TestInfo } from '@playwright/test';
import { fileURLToPath } from 'node:url';

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
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${DIR}${testInfo.project.name}/${name}.png`, fullPage });
}
