import type { Page, TestInfo } from '@playwright/test';
import { fileURLToPath } from 'node:url';

const DIR = fileURLToPath(new URL('../artifacts/screens/', import.meta.url));

/** Saves what the player sees, per viewport, as an artifact of the e2e run. */
export async function saveScreen(page: Page, testInfo: TestInfo, name: string) {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${DIR}${testInfo.project.name}/${name}.png`, fullPage: true });
}
