import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { E2E_PORTS } from '../support/ports';
import { stackInfo } from '../support/stack';
import { DEMO, signInAs } from '../support/player';

test.describe('swapping the casino by editing config.json', () => {
  let original = '';
  test.beforeEach(() => {
    original = readFileSync(stackInfo().configFile, 'utf8');
  });
  test.afterEach(() => writeFileSync(stackInfo().configFile, original));

  test('pointing "casino" at the second brand build loads it on the next page load, keeping the session', async ({
    page,
  }) => {
    await signInAs(page, DEMO.ravi);
    await page.goto('/casino');
    await expect(page.getByTestId('casino-brand')).toHaveText('Royal Exchange');
    await expect(page.getByTestId('casino-tile')).toHaveCount(8);
    const royalBg = await page
      .getByTestId('casino-brand')
      .evaluate((el) => getComputedStyle(el.parentElement!).backgroundColor);

    const config = JSON.parse(original) as { remotes: { casino: string } };
    config.remotes.casino = `http://127.0.0.1:${E2E_PORTS.casinoBrand}/mf-manifest.json`;
    writeFileSync(stackInfo().configFile, JSON.stringify(config));

    await page.reload();
    await expect(page.getByTestId('casino-brand')).toHaveText('Emerald Casino');
    await expect(page.getByTestId('tile-name')).toHaveText([
      'Teen Patti 2020',
      '2020 Dragon Tiger',
      'Lucky 7 A',
      'Amar Akbar Anthony',
    ]);
    const emeraldBg = await page
      .getByTestId('casino-brand')
      .evaluate((el) => getComputedStyle(el.parentElement!).backgroundColor);
    expect(emeraldBg).toBe('rgb(15, 81, 50)');
    expect(emeraldBg).not.toBe(royalBg);
    // The same logged-in player, no second login.
    await expect(page.getByTestId('header-user')).toHaveText(DEMO.ravi.label);
    await expect(page.getByTestId('casino-wallet')).toBeVisible();
  });
});
