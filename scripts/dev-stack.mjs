// The development stack (issue 19), shared by `pnpm dev`, each remote team's `pnpm --filter <remote> dev`
// and the dev-server tests: the API in test mode with demo data (reused when one already answers on
// its port), the config the dev servers answer as /config.json, and Rsbuild dev servers on given ports.
// DEV_PORT_BASE moves everything: shell at the base, sportsbook +1, casino +2, API +1000.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import {
  DEFAULT_PORTS,
  ROOT,
  fetchPublicKey,
  runtimeConfig,
  startApi,
  stopProcess,
  waitForHttp,
  writeConfig,
} from './stack.mjs';

export const APPS = ['shell', 'sportsbook', 'casino'];

export function devPorts(base = process.env.DEV_PORT_BASE) {
  if (base === undefined || base === '') return { ...DEFAULT_PORTS };
  const b = Number(base);
  if (!Number.isInteger(b) || b < 1024 || b > 64000)
    throw new Error(`DEV_PORT_BASE must be a port number, got ${base}`);
  return { shell: b, sportsbook: b + 1, casino: b + 2, casinoBrand: b + 3, api: b + 1000 };
}

async function answers(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/**
 * The API on ports.api: the one already running there (any mode), or a new one in test mode with the
 * demo data under dataDir. Returns the process it started, or null when it reused one.
 */
export async function ensureApi(
  ports,
  { dataDir = process.env.DATA_DIR ?? join(ROOT, '.data/pglite'), quiet = true } = {},
) {
  if (await answers(`http://127.0.0.1:${ports.api}/health`)) return null;
  return startApi({ port: ports.api, dataDir, testMode: true, quiet });
}

/** Writes the dev config (API bases, remotes' manifests on the dev ports, RSA key) and returns its path. */
export async function writeDevConfig(ports, file = join(ROOT, '.data/dev', `config-${ports.shell}.json`)) {
  writeConfig(file, runtimeConfig({ ports, publicKey: await fetchPublicKey(ports.api) }));
  return file;
}

/** One app's Rsbuild dev server on its port, answering /config.json from configFile. */
export function startDevServer(app, { ports, configFile, root = ROOT, quiet = false }) {
  const cwd = join(root, 'apps', app);
  const child = spawn(process.execPath, [join(cwd, 'node_modules/@rsbuild/core/bin/rsbuild.js'), 'dev'], {
    cwd,
    env: { ...process.env, PORT: String(ports[app]), DEV_CONFIG_FILE: configFile, NODE_ENV: 'development' },
    stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
  });
  child.app = app;
  return child;
}

export async function waitForDevServers(apps, ports, children = [], timeoutMs = 120_000) {
  const exited = children.map(
    (child) =>
      new Promise((_, reject) =>
        child.once('exit', (code) => reject(new Error(`${child.app} dev server exited with code ${code}`))),
      ),
  );
  const ready = Promise.all(apps.map((app) => waitForHttp(`http://127.0.0.1:${ports[app]}/index.html`, timeoutMs)));
  await Promise.race([ready, ...exited]);
}

export function printWhereToOpen(apps, ports) {
  const lines = apps.map(
    (app) =>
      `  ${app.padEnd(10)} http://localhost:${ports[app]}/${app === 'shell' ? '' : '   (standalone, with its own login)'}`,
  );
  console.info(
    [
      '',
      'Open:',
      ...lines,
      `  API        http://localhost:${ports.api}/docs   (test mode; log in as C1001 / 123456)`,
      '',
    ].join('\n'),
  );
}

/** Stops what was started, on Ctrl-C or when the parent ends. */
export function stopOnExit(children) {
  const stop = async () => {
    await Promise.all(children.filter(Boolean).map(stopProcess));
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  return stop;
}
