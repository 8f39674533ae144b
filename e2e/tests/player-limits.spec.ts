import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { createPlayer } from '../support/api';
import { openTable } from '../support/casino';
import { animationsSettled } from '../support/layout';
import { fillLogin, signInAs } from '../support/player';
import { saveScreen } from '../support/screens';

/** The profile's 'Responsible gambling' section: a card on desktop, an accordion item to open on a phone. */
async function openLimits(page: Page, testInfo: TestInfo) {
  await page.goto('/profile');
  if (testInfo.project.name === 'mobile') await page.getByRole('button', { name: 'Responsible gambling' }).click();
  const section = page.getByTestId('responsible-gambling');
  await expect(section.getByTestId('loss-limits')).toBeVisible();
  // The accordion item is still growing open: a tap then can land on a button that moves under the
  // finger between press and release, and no click follows (a clean CI run lost the time-out's that way).
  await animationsSettled(page);
  return section;
}

test.describe('limits the player sets', () => {
  // Each test signs in, saves and opens pages on a shared, busy machine.
  test.describe.configure({ timeout: 120_000 });

  test('a daily loss limit set on the profile refuses the casino bet that would pass it, with its message', async ({
    page,
  }, testInfo) => {
    const player = await createPlayer('Limits');
    await signInAs(page, player);
    const section = await openLimits(page, testInfo);
    await section.getByLabel('New daily loss limit').fill('abc');
    await section.getByRole('button', { name: 'Save limits' }).click();
    await expect(section.getByRole('alert')).toHaveText('Daily limit: Enter the limit as an amount in rupees');
    await section.getByLabel('New daily loss limit').fill('150');
    await section.getByRole('button', { name: 'Save limits' }).click();
    await expect(page.getByText('Loss limits saved')).toBeVisible();
    await expect(section.getByTestId('loss-limit-daily')).toHaveText('150.00');
    // Raising waits 24 hours: the section says until when.
    await section.getByLabel('New daily loss limit').fill('500');
    await section.getByRole('button', { name: 'Save limits' }).click();
    await expect(section.getByTestId('loss-limit-daily')).toHaveText('150.00');
    await expect(section.getByTestId('loss-limit-daily-pending')).toHaveText(
      /^500\.00 from \d{2}-\d{2}-\d{4} \d{1,2}:\d{2} (AM|PM) \(IST\)$/,
    );
    await section.getByRole('button', { name: '7 days' }).click();
    await section.getByTestId('time-out-confirm').scrollIntoViewIfNeeded();
    await expect(section.getByTestId('time-out-confirm')).toBeVisible();
    // The viewport only: a whole-page capture resizes the window, which lays the frame out anew.
    await saveScreen(page, testInfo, 'profile-responsible-gambling', { fullPage: false });
    await section.getByRole('button', { name: 'Cancel' }).click();

    // 100 at risk is within 150; the next 100 would make 200.
    const board = await openTable(page, 'lucky7', 'LUCKY7', 'Lucky 7 A');
    const box = board.locator('[data-testid="option-box"][data-runner="Low Card"]');
    await box.getByTestId('odd-back').click();
    await page.getByTestId('casino-bet-slip').getByTestId('slip-submit').click();
    await expect(page.getByText('Bet Placed')).toBeVisible();
    await box.getByTestId('odd-back').click();
    await page.getByTestId('casino-bet-slip').getByTestId('slip-submit').click();
    await expect(page.getByText('This bet would take your daily loss past your limit of 150.00')).toBeVisible();
  });

  test('a time-out signs the player out and refuses sign-in with its end time', async ({ page }, testInfo) => {
    const player = await createPlayer('Timeout');
    await signInAs(page, player);
    const section = await openLimits(page, testInfo);
    await section.getByRole('button', { name: '24 hours' }).click();
    await section.getByRole('button', { name: 'Confirm time-out' }).click();
    await expect(page).toHaveURL(/\/$/);
    const ended = /^You have taken a time-out until \d{2}-\d{2}-\d{4} \d{1,2}:\d{2} (AM|PM) \(IST\)$/;
    await expect(page.getByText(ended).first()).toBeVisible();

    await page.reload();
    const form = await fillLogin(page, player.code, player.password);
    await form.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText(ended).first()).toBeVisible();
    await expect(page).not.toHaveURL(/\/confirm$/);
  });

  test('the reality check shows time played and the net result every 15 minutes; Continue keeps playing', async ({
    page,
  }, testInfo) => {
    const player = await createPlayer('Reality');
    await page.clock.install();
    await signInAs(page, player);
    const section = await openLimits(page, testInfo);
    await section.getByLabel('Reality check').selectOption('15');
    await section.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Reality check saved')).toBeVisible();
    // Fifteen minutes in steps, moving the mouse so the inactivity timers stay quiet.
    for (let i = 0; i < 3; i += 1) {
      await page.mouse.move(10 + i, 10);
      await page.clock.fastForward('05:00');
    }
    const check = page.getByTestId('reality-check');
    await expect(check).toBeVisible();
    await expect(check).toContainText(/You have been playing for 1[45] min in this session\./);
    await expect(check.getByTestId('reality-check-net')).toHaveText('0.00');
    await saveScreen(page, testInfo, 'reality-check', { fullPage: false });
    await check.getByRole('button', { name: 'Continue' }).click();
    await expect(check).toHaveCount(0);
    await expect(page).toHaveURL(/\/profile$/);
  });
});
