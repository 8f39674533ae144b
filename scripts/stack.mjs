// Starts and stops the whole product on loopback: the API and the four static servers (shell,
// sportsbook, casino, second-brand casino), with /config.json written for the shell. Used by
// `pnpm start`, the end-to-end tests and the benchmark, each with its own ports and data folder.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The path prefixes each remote declares (its src/pathPrefixes.json, which its routes read too). */
export const REMOTE_PATHS = Object.fromEntries(
  ['sportsbook', 'casino'].map((name) => [
    name,
    JSON.parse(readFileSync(join(ROOT, 'apps', name, 'src/pathPrefixes.json'), 'utf8')),
  ]),
);

export const DEFAULT_PORTS = { shell: 3000, sportsbook: 3001, casino: 3002, casinoBrand: 3003, api: 4000 };

/** BUILD_TAG keeps parallel workers' builds apart (dist-<tag>); unset, builds go to dist/. */
const TAG = process.env.BUILD_TAG ? `-${process.env.BUILD_TAG}` : '';
export const DIST_DIRS = { main: `dist${TAG}`, brand: `dist-emerald${TAG}`, reshaped: `dist-reshaped${TAG}` };

export const DIST = {
  shell: join(ROOT, 'apps/shell', DIST_DIRS.main),
  sportsbook: join(ROOT, 'apps/sportsbook', DIST_DIRS.main),
  casino: join(ROOT, 'apps/casino', DIST_DIRS.main),
  casinoBrand: join(ROOT, 'apps/casino', DIST_DIRS.brand),
  // Another line-up (CASINO_VARIANT=reshaped), not served by default: e2e/tests/reshaped-casino.spec.ts serves it.
  casinoReshaped: join(ROOT, 'apps/casino', DIST_DIRS.reshaped),
};

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export async function waitForHttp(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await sleep(150);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export async function startApi({ port, dataDir, testMode, quiet = true }) {
  const tsx = join(ROOT, 'apps/api/node_modules/.bin/tsx');
  const child = spawn(tsx, ['src/server.ts'], {
    cwd: join(ROOT, 'apps/api'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      TEST_MODE: testMode ? '1' : '0',
      LOG_LEVEL: quiet ? 'warn' : 'info',
    },
    stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
  });
  const exited = new Promise((_, reject) =>
    child.once('exit', (code) => reject(new Error(`API exited early with code ${code}`))),
  );
  await Promise.race([waitForHttp(`http://127.0.0.1:${port}/health`, 120_000), exited]);
  return child;
}

export function runtimeConfig({ ports, brand = 'royal', publicKey, casinoPort = ports.casino }) {
  const api = `http://127.0.0.1:${ports.api}`;
  return {
    brand,
    api: { aam: `${api}/aam/v1`, cm: `${api}/cm/v1`, casino: `${api}/casino/v1` },
    remotes: {
      sportsbook: `http://127.0.0.1:${ports.sportsbook}/mf-manifest.json`,
      casino: `http://127.0.0.1:${casinoPort}/mf-manifest.json`,
    },
    // Which remote a cold deep link belongs to, before either has loaded (optional;
    // docs/decisions/0003-remotes-describe-themselves.md).
    remotePaths: REMOTE_PATHS,
    rsaPublicKey: publicKey,
    streamUrl: `${api}/stream`,
    casinoGamesListUrl: `${api}/casino/v1/games-list`,
    originId: 'exchange-web',
  };
}

export function writeConfig(file, config) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
}

export async function fetchPublicKey(apiPort) {
  const res = await fetch(`http://127.0.0.1:${apiPort}/aam/v1/auth/public-key`);
  const body = await res.json();
  return body.response.publicKey;
}

/** One static server as its own process, so a test can stop a remote for real and start it again. */
export async function startStatic(name, { ports, configFile }) {
  const args = [join(ROOT, 'scripts/serve-static.mjs'), DIST[name], `--port=${ports[name]}`];
  args.push(`--config=${configFile}`);
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise((_, reject) =>
    child.once('exit', (code) => reject(new Error(`${name} server exited with code ${code}`))),
  );
  await Promise.race([waitForHttp(`http://127.0.0.1:${ports[name]}/index.html`, 20_000), exited]);
  return child;
}

export async function stopProcess(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** Everything up; returns a handle whose stop() ends what it started. */
export async function startStack({ ports = DEFAULT_PORTS, dataDir, testMode = false, configFile, quiet = true }) {
  const api = await startApi({ port: ports.api, dataDir, testMode, quiet });
  const publicKey = await fetchPublicKey(ports.api);
  writeConfig(configFile, runtimeConfig({ ports, publicKey }));
  const servers = {};
  for (const name of ['shell', 'sportsbook', 'casino', 'casinoBrand'])
    servers[name] = await startStatic(name, { ports, configFile });
  return {
    api,
    servers,
    publicKey,
    async stop() {
      await Promise.all([...Object.values(servers), api].map(stopProcess));
    },
  };
}
