import { execSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
// @ts-expect-error -- plain ESM script shared with `pnpm start`; it has no type declarations
import { DIST, ROOT } from '../../scripts/stack.mjs';
// @ts-expect-error -- plain ESM script shared with `pnpm start`; it has no type declarations
import { serveStatic } from '../../scripts/serve-static.mjs';
import { E2E_PORTS } from '../support/ports';
import { stackInfo, stopServer } from '../support/stack';
import { DEMO, signInAs } from '../support/player';
import { saveScreen } from '../support/screens';

/** A spare port of this lane for the casino built with another line-up (version skew uses + 4). */
const RESHAPED_PORT = E2E_PORTS.shell + 5;
const RESHAPED_DIST = DIST.casinoReshaped as string;

/** The reshaped casino as `pnpm build` makes it (scripts/tooling.mjs), built here if this run has none. */
function reshapedBuild(): string {
  if (!existsSync(join(RESHAPED_DIST, 'mf-manifest.json'))) {
    execSync('pnpm --filter @exchange/casino build', {
      cwd: ROOT as string,
      stdio: 'ignore',
      env: {
        ...process.env,
        CASINO_VARIANT: 'reshaped',
        DIST_DIR: RESHAPED_DIST.split('/').at(-1),
        FEDERATED_TYPES: 'off',
      },
    });
  }
  return RESHAPED_DIST;
}

/** The navigation the player sees at this viewport: the sidebar on desktop, the bottom bar on a phone. */
function navigation(page: Page, testInfo: TestInfo) {
  return page.getByRole('navigation', {
    name: testInfo.project.name === 'mobile' ? 'Bottom navigation' : 'Main navigation',
  });
}

async function linkNames(page: Page, testInfo: TestInfo): Promise<string[]> {
  const links = navigation(page, testInfo).getByRole('link');
  return links.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? (el.textContent ?? '').trim()));
}

test.describe('a casino with another line-up, in the unchanged shell', () => {
  let original = '';
  let server: Server | null = null;

  test.beforeEach(async () => {
    test.setTimeout(180_000);
    original = readFileSync(stackInfo().configFile, 'utf8');
    server = (await serveStatic({
      root: reshapedBuild(),
      port: RESHAPED_PORT,
      configFile: stackInfo().configFile,
    })) as Server;
  });
  test.afterEach(async () => {
    writeFileSync(stackInfo().configFile, original);
    await stopServer(server);
    server = null;
  });

  /** Points the shell's config at the reshaped casino; `withPaths: false` also drops the operator's path prefixes. */
  function useReshapedCasino({ withPaths }: { withPaths: boolean }) {
    const config = JSON.parse(original) as { remotes: { casino: string }; remotePaths?: unknown };
    config.remotes.casino = `http://127.0.0.1:${RESHAPED_PORT}/mf-manifest.json`;
    if (!withPaths) delete config.remotePaths;
    writeFileSync(stackInfo().configFile, JSON.stringify(config));
  }

  test('shows exactly its tables, titles and navigation: one table fewer, one renamed', async ({ page }, testInfo) => {
    await signInAs(page, DEMO.ravi);
    useReshapedCasino({ withPaths: true });
    await page.goto('/casino');

    await expect(page.getByTestId('tile-name')).toHaveText([
      'Amar Akbar Anthony',
      '2020 Dragon Tiger',
      'Teen Patti 2020',
      'Lucky 7 Express',
      'Andar Bahar 2',
      'Instant Worli',
      '1 Day Teen Patti',
    ]);
    await expect(page.getByTestId('header-title')).toHaveText('Casino');
    // Its own entries, where it placed them: the featured table in the sidebar only.
    const expected =
      testInfo.project.name === 'mobile'
        ? ['Cricket', 'Live Casino', 'My Ledger', 'My Profile']
        : [
            'Cricket',
            'Tennis',
            'Soccer',
            'Live Casino',
            'Lucky 7 Express',
            'My Ledger',
            'Complete Games',
            'Account Statement',
            'My Profile',
            'Change Password',
            'Rules',
          ];
    await expect.poll(() => linkNames(page, testInfo)).toEqual(expected);
    await expect(navigation(page, testInfo).getByRole('link', { name: 'Live Casino' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await saveScreen(page, testInfo, 'reshaped-casino-lobby');

    await page.getByTestId('casino-tile').filter({ hasText: 'Lucky 7 Express' }).click();
    await expect(page).toHaveURL(/\/main\/lucky7$/);
    await expect(page.getByTestId('header-title')).toHaveText('Lucky 7 Express');
    await expect(page.getByTestId('casino-table-board').getByTestId('option-box').first()).toBeVisible();
    // The table's own page names it as this line-up does, not as the catalogue does.
    await expect(page.getByTestId('table-name')).toHaveText('Lucky 7 Express');

    // The table it left out is not a page of this casino.
    await page.goto('/main/dt202');
    await expect(page.getByText('Page not found')).toBeVisible();
    await expect(page.getByTestId('casino-table-board')).toHaveCount(0);
    await expect(page.getByText('Casino is unavailable')).toHaveCount(0);
  });

  test('cold deep links find their remote from what the remotes declare when the config lists no paths', async ({
    page,
  }) => {
    await signInAs(page, DEMO.ravi);
    useReshapedCasino({ withPaths: false });

    await page.goto('/main/lucky7');
    await expect(page.getByTestId('header-title')).toHaveText('Lucky 7 Express');
    await expect(page.getByTestId('casino-table-board').getByTestId('option-box').first()).toBeVisible();

    await page.goto('/main/dt202');
    await expect(page.getByText('Page not found')).toBeVisible();

    // Under the casino's /main, the sportsbook's longer prefix still wins.
    await page.goto('/main/matches');
    await expect(page.getByTestId('match-card').first()).toBeVisible();
    await expect(page.getByTestId('header-title')).toHaveText('Dashboard');
  });
});

test('the default casino keeps the spec navigation and titles', async ({ page }, testInfo) => {
  await signInAs(page, DEMO.ravi);
  await page.goto('/main/dt202');
  await expect(page.getByTestId('header-title')).toHaveText('Dragon Tiger 2');
  // The sportsbook's Tennis and Soccer are sidebar entries (the phone's bar keeps the spec's four).
  await expect
    .poll(() => linkNames(page, testInfo))
    .toEqual(
      testInfo.project.name === 'mobile'
        ? ['Cricket', 'Casino', 'My Ledger', 'My Profile']
        : [
            'Cricket',
            'Tennis',
            'Soccer',
            'Casino',
            'My Ledger',
            'Complete Games',
            'Account Statement',
            'My Profile',
            'Change Password',
            'Rules',
          ],
    );
  await page.goto('/main/teen20');
  await expect(page.getByTestId('header-title')).toHaveText('Teen Patti 20-20');
});

test('a casino manifest that fails twice on the network is asked for again: the lobby loads, no fallback', async ({
  page,
}) => {
  await signInAs(page, DEMO.ravi);
  // Two failures: more than the shell's own second fetch (the deep-link preload, then the page's
  // load) can absorb without the retry plugin.
  let requests = 0;
  await page.route(`http://127.0.0.1:${E2E_PORTS.casino}/mf-manifest.json`, (route) =>
    ++requests <= 2 ? route.abort('connectionreset') : route.continue(),
  );
  await page.goto('/casino');
  await expect(page.getByTestId('casino-lobby')).toBeVisible();
  await expect(page.getByTestId('casino-tile')).toHaveCount(8);
  expect(requests).toBeGreaterThanOrEqual(3);
  await expect(page.getByText('Casino is unavailable')).toHaveCount(0);
});
