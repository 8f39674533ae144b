import { expect, test } from '@playwright/test';
import { setServerUp } from '../support/stack';
import { DEMO, loginAs } from '../support/player';

test.describe('a remote that is down', () => {
  test.afterEach(() => setServerUp('casino', true));

  test('the shell, login and cricket keep working; casino says it is unavailable and retry recovers', async ({
    page,
  }) => {
    setServerUp('casino', false);
    await loginAs(page, DEMO.ravi);
    await page.goto('/cricket');
    await expect(page.getByTestId('match-card').first()).toBeVisible();

    await page.goto('/casino');
    await expect(page.getByText('Casino is unavailable')).toBeVisible();
    await expect(page.getByTestId('header-user')).toHaveText(DEMO.ravi.label);

    // The rest of the product still navigates while the casino is down.
    await page
      .getByRole('link', { name: /cricket/i })
      .filter({ visible: true })
      .first()
      .click();
    await expect(page.getByTestId('match-card').first()).toBeVisible();

    await page
      .getByRole('link', { name: /casino/i })
      .filter({ visible: true })
      .first()
      .click();
    await expect(page.getByText('Casino is unavailable')).toBeVisible();
    setServerUp('casino', true);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('casino-lobby')).toBeVisible();
    await expect(page.getByText('Casino is unavailable')).toHaveCount(0);
  });
});
