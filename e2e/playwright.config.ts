import { defineConfig, devices } from '@playwright/test';
import { E2E_PORTS } from './support/ports';

// Each lane (E2E_PORT_BASE) keeps its own output: Playwright empties its output folder on start.
const lane = E2E_PORTS.shell === 3100 ? '' : `-${E2E_PORTS.shell}`;

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
  ],
};

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
    },
    { name: 'mobile', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions: chromium } },
  ],
});
