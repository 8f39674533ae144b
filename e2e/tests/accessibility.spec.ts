import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createPlayer } from '../support/api';
import { loginAs } from '../support/player';

/**
 * axe-core on every screen a player meets (issue 16): no serious or critical violation of WCAG 2 A
 * and AA, colour contrast included. A failure lists each rule with the elements it found.
 */
async function expectAccessible(page: Page, screen: string) {
  // The live video frame is the reference API's stand-in for a vendor's stream, not this client's page.
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('iframe')
    .analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .slice(0, 6)
          .map(
            (n) =>
              `${n.target.join(' ')} ${n.html.slice(0, 140)} ${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 220)}`,
          )
          .join(' | ')}`,
    );
  expect.soft(serious, `axe on ${screen}`).toEqual([]);
}

test('the login screen has no serious accessibility violation', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('login-form').first()).toBeVisible();
  await expectAccessible(page, 'login');
});

test('every screen of a signed-in player has no serious accessibility violation', async ({ page }) => {
  test.setTimeout(240_000);
  const player = await createPlayer('Axe', { balance: 5000 });
  await loginAs(page, player);
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  await expectAccessible(page, 'welcome (/confirm)');

  const title = page.getByRole('heading', { level: 1 });
  const screens: Array<[string, string, Locator]> = [
    ['cricket dashboard', '/cricket', page.getByTestId('match-card')],
    ['casino lobby', '/casino', page.getByTestId('casino-tile')],
    ['Lucky 7 A table', '/main/lucky7', page.getByTestId('option-box')],
    ['ledger', '/ledger', title],
    ['statement', '/main/statement', title],
    ['completed games', '/complete-games', title],
    ['profile', '/profile', title],
    ['change password', '/main/changepassword', title],
    ['rules', '/rules', title],
    ['casino bets', '/casino/casino-bets', page.getByTestId('casino-bets-page')],
    ['casino results', '/reports/casinoresults/LUCKY7/lucky7', title],
  ];
  for (const [name, path, ready] of screens) {
    await page.goto(path);
    await expect(ready.first()).toBeVisible({ timeout: 20_000 });
    await expectAccessible(page, name);
  }
  // A match page: the first match on the dashboard.
  await page.goto('/cricket');
  await page.getByTestId('match-card').first().click();
  await expect(page.getByTestId('lagai').first()).toBeVisible({ timeout: 20_000 });
  await expectAccessible(page, 'match page');
});
