import type { Page } from '@playwright/test';

/**
 * Closes every toast on the page with its close button, as a player on a phone does when toasts sit
 * over the header (a phone has no hover to let them fade while a finger is near). New toasts may
 * keep arriving (settlement notices), so it closes until none is left, for a few seconds at most.
 */
export async function closeToasts(page: Page): Promise<void> {
  const close = page.locator('[data-sonner-toast] [data-close-button]');
  for (let round = 0; round < 20 && (await close.count()) > 0; round += 1) {
    await close
      .first()
      .click({ timeout: 1_000 })
      .catch(() => undefined);
  }
}
