import { expect, test } from '@playwright/test';
import { DEMO, signInAs } from '../support/player';
import { E2E_PORTS } from '../support/ports';

/** Elements styled at run time by the design system (Chakra's Emotion classes). */
const RUNTIME_STYLED = '[class*="css-"]';

/**
 * A live match's first screen needs no design system (issue 12): the frame, the page's tabs, title
 * row, bet options, slip and rate tables are plain elements on the design system's stylesheet, and
 * its closed dialogs are not mounted, so a phone does not build Chakra's system before the rates
 * show. The first dialog opened afterwards builds it and is drawn as before.
 */
test('a live match shows its rates with no runtime-styled element, and a dialog opened then is still styled', async ({
  page,
}) => {
  const live = (await (
    await page.request.get(`http://127.0.0.1:${E2E_PORTS.api}/cm/v1/cricket/all-matches-dashboard`)
  ).json()) as { response: { cricketId: number; inPlay: boolean }[] };
  const match = live.response.find((m) => m.inPlay) ?? live.response[0]!;
  await signInAs(page, DEMO.ravi);

  await page.goto(`/game/cricket/${match.cricketId}`);
  await expect(page.getByTestId('bookmaker-table')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Game Info' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('event-name')).not.toBeEmpty();
  expect(await page.locator(RUNTIME_STYLED).count()).toBe(0);

  await page.getByTestId('my-market-open').first().click();
  const dialog = page.getByTestId('my-market-dialog');
  await expect(dialog).toBeVisible();
  // Drawn by the design system: a centred card on a white background with its title.
  await expect(dialog).toHaveClass(/css-/);
  await expect(dialog).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await expect(dialog.getByText('My Market', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});
