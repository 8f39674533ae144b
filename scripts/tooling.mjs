// Finds or installs what the two quick-start commands need on a fresh machine with only Node and
// npm: pnpm (pinned, installed with npm since corepack fails signature checks here) and Chromium.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIST_DIRS, ROOT } from './stack.mjs';

const PNPM_VERSION = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).packageManager.split('@')[1];

function has(command) {
  return spawnSync(command, ['--version'], { stdio: 'ignore' }).status === 0;
}

export function run(command, options = {}) {
  console.info(`\n$ ${command}`);
  execSync(command, { cwd: ROOT, stdio: 'inherit', ...options });
}

export function ensurePnpm() {
  if (has('pnpm')) return 'pnpm';
  console.info(`pnpm not found: installing pnpm@${PNPM_VERSION} with npm`);
  const global = spawnSync('npm', ['i', '-g', `pnpm@${PNPM_VERSION}`], { stdio: 'inherit' });
  if (global.status === 0 && has('pnpm')) return 'pnpm';
  // Without rights to install globally, run the same pinned pnpm through npx.
  return `npx --yes pnpm@${PNPM_VERSION}`;
}

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return CHROMIUM;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = isRoot ? '' : 'sudo ';
  console.info('Chromium not found: installing Debian\'s chromium (Playwright cannot download its own browser here)');
  run(`${sudo}apt-get update`);
  run(`${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y chromium`);
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium still missing at ${CHROMIUM}`);
  return CHROMIUM;
}

export function install(pnpm) {
  run(`${pnpm} install --frozen-lockfile`);
}

export function buildAll(pnpm) {
  run(`${pnpm} --filter @exchange/shell --filter @exchange/sportsbook --filter @exchange/casino build`, {
    env: { ...process.env, DIST_DIR: DIST_DIRS.main },
  });
  // The second brand's casino: same source, another theme and table list, for the swap on 3003.
  run(`${pnpm} --filter @exchange/casino build`, { env: { ...process.env, BRAND: 'emerald', DIST_DIR: DIST_DIRS.brand } });
}
