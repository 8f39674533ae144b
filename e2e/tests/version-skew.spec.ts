import { execSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
// @ts-expect-error -- plain ESM script shared with `pnpm start`; it has no type declarations
import { ROOT } from '../../scripts/stack.mjs';
// @ts-expect-error -- plain ESM script shared with `pnpm start`; it has no type declarations
import { serveStatic } from '../../scripts/serve-static.mjs';
import { E2E_PORTS } from '../support/ports';
import { stackInfo, stopServer } from '../support/stack';
import { DEMO, signInAs } from '../support/player';
import { saveScreen } from '../support/screens';

/** A spare port of this lane for a casino remote built against another contract. */
const SKEW_PORT = E2E_PORTS.shell + 4;
const TAG = process.env.BUILD_TAG ? `-${process.env.BUILD_TAG}` : '';

/**
 * Builds the casino remote as if against another release of the contract, and serves it. Its
 * federated types are not published (nobody reads them here; their compile is most of a build's
 * time). A build made earlier in this same e2e run is used again; the stamp names the run, so a
 * later run never serves an older build.
 */
function buildCasino(contract: string, version: string): string {
  // Per lane (E2E_PORT_BASE): lanes running at once never share a build folder.
  const distDir = `dist-contract-${contract}${TAG}-${E2E_PORTS.shell}`;
  const out = join(ROOT as string, 'apps/casino', distDir);
  const stampFile = join(out, '.e2e-build');
  const stamp = `${contract} ${version} ${stackInfo().dataDir}`;
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return out;
  execSync('pnpm --filter @exchange/casino build', {
    cwd: ROOT as string,
    stdio: 'ignore',
    env: {
      ...process.env,
      DIST_DIR: distDir,
      REMOTE_CONTRACT_VERSION: contract,
      REMOTE_VERSION: version,
      FEDERATED_TYPES: 'off',
    },
  });
  writeFileSync(stampFile, stamp);
  return out;
}

function federationLog(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('[federation]')) lines.push(message.text());
  });
  return lines;
}

test.describe('version skew between the shell and a remote', () => {
  let original = '';
  let server: Server | null = null;

  test.beforeEach(() => {
    original = readFileSync(stackInfo().configFile, 'utf8');
  });
  test.afterEach(async () => {
    writeFileSync(stackInfo().configFile, original);
    await stopServer(server);
    server = null;
  });

  async function pointCasinoAt(root: string) {
    server = (await serveStatic({ root, port: SKEW_PORT, configFile: stackInfo().configFile })) as Server;
    const config = JSON.parse(original) as { remotes: { casino: string } };
    config.remotes.casino = `http://127.0.0.1:${SKEW_PORT}/mf-manifest.json`;
    writeFileSync(stackInfo().configFile, JSON.stringify(config));
  }

  test('a casino built for an incompatible contract is refused in its area; the sportsbook keeps working', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    await pointCasinoAt(buildCasino('2.0', '2.0.0'));
    const log = federationLog(page);
    await signInAs(page, DEMO.ravi);

    await page.goto('/casino');
    await expect(page.getByText('Casino is unavailable')).toBeVisible();
    await expect(
      page.getByText(
        /This casino version is not compatible with this site \(casino 2\.0\.0 was built for contract 2\.0\)/,
      ),
    ).toBeVisible();
    await expect(page.getByTestId('casino-lobby')).toHaveCount(0);
    // The shell around it is whole: header, wallet and the logged-in player.
    await expect(page.getByTestId('header-user')).toHaveText(DEMO.ravi.label);
    await saveScreen(page, testInfo, 'casino-incompatible');
    expect(log.join('\n')).toContain(
      `[federation] casino 2.0.0 from http://127.0.0.1:${SKEW_PORT}/mf-manifest.json failed`,
    );

    await page
      .getByRole('link', { name: /cricket/i })
      .filter({ visible: true })
      .first()
      .click();
    await expect(page.getByTestId('match-card').first()).toBeVisible();
  });

  test('a casino built for an older compatible contract keeps working', async ({ page }) => {
    test.setTimeout(120_000);
    await pointCasinoAt(buildCasino('1.0', '0.9.0'));
    const log = federationLog(page);
    await signInAs(page, DEMO.ravi);

    await page.goto('/casino');
    await expect(page.getByTestId('casino-lobby')).toBeVisible();
    await expect(page.getByTestId('casino-tile').first()).toBeVisible();
    await page.getByTestId('casino-tile').first().click();
    await expect(page.getByTestId('casino-table-board').getByTestId('option-box').first()).toBeVisible();
    await expect(page.getByText('Casino is unavailable')).toHaveCount(0);
    expect(log).toEqual([]);
  });
});

test('the casino chunks failing mid-session show the fallback in its area, and Retry recovers', async ({
  page,
}, testInfo) => {
  const log = federationLog(page);
  await signInAs(page, DEMO.ravi);
  await page.goto('/casino');
  await expect(page.getByTestId('casino-lobby')).toBeVisible();

  // The casino's CDN goes away after the lobby loaded: its next chunk (a table page) cannot load.
  const casinoAssets = new RegExp(`^http://127\\.0\\.0\\.1:${E2E_PORTS.casino}/`);
  await page.route(casinoAssets, (route) => route.abort('connectionrefused'));
  await page.getByTestId('casino-tile').first().click();
  await expect(page.getByText('Casino is unavailable')).toBeVisible();
  await expect(page.getByText('We could not load the casino right now. Everything else keeps working.')).toBeVisible();
  await saveScreen(page, testInfo, 'casino-chunk-failed');
  await expect(page.getByTestId('header-user')).toHaveText(DEMO.ravi.label);
  expect(log.join('\n')).toMatch(
    new RegExp(
      `\\[federation\\] casino \\S+ from http://127\\.0\\.0\\.1:${E2E_PORTS.casino}/mf-manifest\\.json failed`,
    ),
  );

  await page.unroute(casinoAssets);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('casino-table-board').getByTestId('option-box').first()).toBeVisible();
  await expect(page.getByText('Casino is unavailable')).toHaveCount(0);
});
