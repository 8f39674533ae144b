import { defineConfig, devices } from '@playwright/test';
// @ts-expect-error -- plain ESM script shared with `pnpm bench`; it has no type declarations
import { CHROMIUM, CHROMIUM_ARGS } from '../scripts/tooling.mjs';
import { E2E_PORTS } from './support/ports';

// Each lane (E2E_PORT_BASE) keeps its own output: Playwright empties its output folder on start.
const lane = E2E_PORTS.shell === 3100 ? '' : `-${E2E_PORTS.shell}`;

// The DevTools port lets support/network.ts reach the page's shared workers (the poll worker), which
// Playwright does not report (docs/decisions/0010-poll-loops-in-a-shared-worker.md).
const chromium = {
  executablePath: CHROMIUM,
  args: [...CHROMIUM_ARGS, `--remote-debugging-port=${E2E_PORTS.devtools}`],
};

/** Files of checks that give the same answer on any screen: the phone project runs them. */
const PHONE_ONLY_FILES = [
  'bench-marks',
  'casino-history',
  'casino-round-cycle',
  'casino-round-quiet',
  'casino-steady-state',
  'every-page-within-reach',
  'hindi-font',
  'history-export',
  'login-first-screen',
  'measuring-browser',
  'my-market',
  'offline-bar',
  'one-store',
  'player-limits',
  'poll-worker',
  'public-read-cache',
  'remote-origins',
  'remote-preload',
  'security-headers',
  'session-expiry',
  'settlement-notices',
  'standalone-remotes',
  'stream-stand-in',
  'swap-casino-by-config',
  'verify-round',
  'version-skew',
].map((name) => `**/${name}.spec.ts`);

export default defineConfig({
  testDir: './tests',
  outputDir: `./artifacts/test-results${lane}`,
  globalSetup: './support/global-setup.ts',
  // One worker: the tests share one running stack and one database, as players share a server.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: `./artifacts/report${lane}`, open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORTS.shell}`,
    launchOptions: chromium,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
      // Checks whose subject does not change with the screen (servers, federation, polling, money
      // flows through screens laid out alike) run once, on the phone most players use; the screens,
      // layouts, navigation and bet slips run on both (docs/decisions/0024-test-command-time.md).
      testIgnore: PHONE_ONLY_FILES,
      grepInvert: /@any-screen/,
    },
    { name: 'mobile', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions: chromium } },
  ],
});
