import { expect, test } from '@playwright/test';
import { createHash } from 'node:crypto';
import { casinoControl, openTable, roundResult } from '../support/casino';
import { DEMO, signInAs } from '../support/player';
import { saveScreen } from '../support/screens';

test('a player verifies a settled round in the browser, then reads how it works on /fairness', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await signInAs(page, DEMO.priya);
  // Andar Bahar: the deal runs until a match, so the re-deal has to get a long list of cards right.
  await openTable(page, 'andar-bahar', 'ABJ', 'Andar Bahar 2');
  const { marketId } = await casinoControl.odds('ABJ');
  await expect(page.getByTestId('round-id')).toHaveText(marketId);
  // The hash the table shows before any bet is the one the check must find.
  const published = (await page.getByTestId('seed-hash').getAttribute('title'))!;
  expect(published).toMatch(/^[0-9a-f]{64}$/);

  await casinoControl.fastForward('ABJ');
  // The next round stays open while the test looks at this one.
  await casinoControl.setAutoTime('ABJ', 300);
  const chip = page.locator(`[data-testid="result-chip"][data-market="${marketId}"]`);
  await expect(chip).toBeVisible({ timeout: 10_000 });
  await chip.click();
  const popup = page.getByTestId('result-popup');
  await expect(popup.getByTestId('result-round-id')).toHaveText(marketId);
  await expect(popup.getByTestId('verify-steps')).toHaveCount(0);

  await popup.getByRole('button', { name: 'Verify this round' }).click();
  const steps = popup.getByTestId('verify-steps');
  const { seed } = (await roundResult(page, marketId, 'ABJ')).casinoIndividualResultDTO as unknown as {
    seed: string;
  };
  await expect(steps.getByTestId('verify-seed')).toHaveText(seed);
  await expect(steps.getByTestId('verify-computed-hash')).toHaveText(createHash('sha256').update(seed).digest('hex'));
  await expect(steps.getByTestId('verify-published-hash')).toHaveText(published);
  await expect(steps.getByTestId('verify-hash-verdict')).toHaveAttribute('data-ok', 'true');
  await expect(steps.getByTestId('verify-hash-verdict')).toContainText('✓ Match');
  await expect(steps.getByTestId('verify-cards-verdict')).toHaveAttribute('data-ok', 'true');
  await expect(steps.getByTestId('verify-cards-verdict')).toContainText('✓ Same cards');
  await expect(steps.getByTestId('verify-slot')).toHaveCount(3);
  for (const slot of await steps.getByTestId('verify-slot').all()) {
    await expect(slot).toHaveAttribute('data-same', 'true');
    expect(await slot.getByTestId('verify-slot-redealt').innerText()).toBe(
      await slot.getByTestId('verify-slot-shown').innerText(),
    );
  }
  await steps.scrollIntoViewIfNeeded();
  await saveScreen(page, testInfo, 'verify-round-steps', { fullPage: false });

  await popup.getByTestId('fairness-link').click();
  await expect(page).toHaveURL(/\/fairness$/);
  await expect(page.getByTestId('result-popup')).toHaveCount(0);
  await expect(page.getByTestId('header-title')).toHaveText('Fairness');
  const fairness = page.getByTestId('fairness-page');
  await expect(fairness.getByRole('heading', { level: 2 })).toHaveText([
    '1. Before betting: the hash is published',
    '2. After the round: the seed is revealed',
    '3. How the seed shuffles the shoe',
    '4. Check it yourself',
  ]);
  await expect(fairness.getByTestId('fairness-deal').filter({ hasText: 'Andar Bahar 2' })).toContainText(
    'until one has the rank of the joker',
  );
  await saveScreen(page, testInfo, 'fairness-page');

  // The same page in Hindi, from the switch on the brand bar.
  await page.getByTestId('language-switch').click();
  await expect(fairness.getByRole('heading', { level: 2 }).first()).toHaveText('1. बेट से पहले: हैश प्रकाशित होता है');
  await expect(page.getByTestId('header-title')).toHaveText('निष्पक्षता');
  await saveScreen(page, testInfo, 'fairness-page-hindi');
  await page.getByTestId('language-switch').click();
  await expect(fairness.getByRole('heading', { level: 2 }).first()).toHaveText(
    '1. Before betting: the hash is published',
  );
});
