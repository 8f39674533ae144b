// Helpers of the dev-server tests (e2e/dev/*.test.mjs, `node --test e2e/dev/`): a throw-away copy of
// the repository (tests never edit the working tree), the dev stack on DEV_TEST_PORT_BASE (default
// 5100; API at +1000) with its own database, and a fresh Chromium. Everything started is stopped by pid.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { APPS, devPorts, startDevServer, waitForDevServers, writeDevConfig } from '../../scripts/dev-stack.mjs';
import { ROOT, startApi, stopProcess } from '../../scripts/stack.mjs';
import { CHROMIUM, CHROMIUM_ARGS } from '../../scripts/tooling.mjs';

export const PORTS = devPorts(process.env.DEV_TEST_PORT_BASE ?? 5100);

/** A copy of the working tree (sources, not builds or data) sharing the installed node_modules. */
export function copyRepo() {
  const dir = mkdtempSync(join(tmpdir(), 'exchange-dev-copy-'));
  const excludes = [
    './node_modules',
    './.git',
    './.data*',
    './e2e/artifacts',
    './bench/results',
    'dist',
    'dist-*',
    '.cache',
  ];
  const tar = `tar -c ${excludes.map((e) => `--exclude='${e}'`).join(' ')} . | tar -x -C '${dir}'`;
  const result = spawnSync('sh', ['-c', tar], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('copying the repository failed');
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The API in test mode on its own fresh database; stop() ends it and removes the data. */
export async function startTestApi() {
  const dataDir = mkdtempSync(join(tmpdir(), 'exchange-dev-api-'));
  const api = await startApi({ port: PORTS.api, dataDir: join(dataDir, 'pglite'), testMode: true });
  const configFile = await writeDevConfig(PORTS, join(dataDir, 'config.json'));
  return {
    configFile,
    async stop() {
      await stopProcess(api);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The three Rsbuild dev servers of `root` (a copy, or the working tree when nothing is edited). */
export async function startDevServers({ root = ROOT, configFile, apps = APPS }) {
  const children = apps.map((app) => startDevServer(app, { ports: PORTS, configFile, root, quiet: true }));
  const stop = () => Promise.all(children.map(stopProcess));
  try {
    await waitForDevServers(apps, PORTS, children);
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop };
}

export function launchBrowser() {
  return chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS] });
}

export const url = (app, path = '/') => `http://127.0.0.1:${PORTS[app]}${path}`;

/** Collects what a player would call a broken page: uncaught errors and failed scripts. */
export function watchPageErrors(page) {
  const errors = [];
  page.on('pageerror', (e) => errors.push(`page error: ${e.message}`));
  page.on('console', (m) => {
    if (
      m.type() === 'error' &&
      /Cannot read properties|is not a function|Unexpected token|ChunkLoadError|Loading chunk/.test(m.text())
    )
      errors.push(`console: ${m.text()}`);
  });
  return errors;
}

/** Logs in as Ravi through the shell's login screen. */
export async function loginAsRavi(page) {
  await page.goto(url('shell'));
  const form = page.getByTestId('login-form').first();
  await form.getByPlaceholder('Client code').fill('1001');
  await form.getByPlaceholder('Password').fill('123456');
  await form.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/confirm$/, { timeout: 30_000 });
}
