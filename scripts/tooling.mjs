// Finds or installs what the two quick-start commands need on a fresh machine with only Node and
// npm: pnpm (pinned, installed with npm since corepack fails signature checks here) and Chromium.
import { execSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
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

/**
 * Runs commands at once (each job: { name, command, env? }). Each one's output is held and printed
 * whole when it ends, so the logs do not interleave. Resolves when all have ended; rejects naming the
 * ones that failed.
 */
export async function runAtOnce(jobs) {
  const results = await Promise.all(
    jobs.map(
      ({ name, command, env }) =>
        new Promise((resolve) => {
          const startedAt = Date.now();
          const child = spawn(command, { cwd: ROOT, shell: true, env: env ?? process.env });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (code) => {
            const seconds = Math.round((Date.now() - startedAt) / 1000);
            console.info(`\n$ ${command}   [${name}: ${code === 0 ? 'ok' : `exit ${code}`}, ${seconds} s]`);
            process.stdout.write(Buffer.concat(output));
            resolve({ name, ok: code === 0 });
          });
        }),
    ),
  );
  const failed = results.filter((r) => !r.ok).map((r) => r.name);
  if (failed.length) throw new Error(`failed: ${failed.join(', ')}`);
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

/**
 * The switches every test and measurement launches Chromium with: no sandbox (CI runs as root), no
 * GPU, no QUIC, none of the browser's own background work (networking, component updates, sync,
 * first-run), and none of its desktop omnibox popups. Chromium 156 in headless mode builds those
 * popups' web pages (about 400 chrome:// requests and a renderer of their own) when a new window
 * opens, for about half the windows, at random: on a 2-core machine that renderer took the CPU a
 * measured page needs (a cold match's rates 3245.5 → 2213 ms, the same build;
 * docs/decisions/0021-how-the-bench-measures.md).
 * A phone's browser runs no such thing beside the page.
 */
export const CHROMIUM_ARGS = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup',
]);

/**
 * Installs a Debian package with apt when `installed()` says it is missing (as root, or through
 * sudo), and checks it is there afterwards. `why` tells the operator what needs it.
 */
function ensureDebianPackage(pkg, what, installed, why) {
  if (installed()) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = isRoot ? '' : 'sudo ';
  console.info(`${what} not found: installing Debian's ${pkg} (${why})`);
  run(`${sudo}apt-get update`);
  run(`${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y ${pkg}`);
  if (!installed()) throw new Error(`${what} still missing after installing ${pkg}`);
}

export function ensureChromium() {
  ensureDebianPackage(
    'chromium',
    'Chromium',
    () => existsSync(CHROMIUM),
    'Playwright cannot download its own browser here',
  );
  return CHROMIUM;
}

export const POSTGRES_BIN = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';

/** Debian's PostgreSQL 15, for the API's tests on a throwaway cluster (apps/api/src/testing/postgres.ts). */
export function ensurePostgres() {
  ensureDebianPackage(
    'postgresql',
    'PostgreSQL',
    () => existsSync(join(POSTGRES_BIN, 'initdb')),
    "the API's tests run on it as well as on PGlite",
  );
  return POSTGRES_BIN;
}

/** HAProxy, which the proxy test (apps/api/src/cluster/proxy.postgres.test.ts) runs as docs/deploy.md shows. */
export const HAPROXY_BIN = process.env.HAPROXY_BIN ?? '/usr/sbin/haproxy';

export function ensureHaproxy() {
  ensureDebianPackage('haproxy', 'HAProxy', () => existsSync(HAPROXY_BIN), 'two API instances are tested behind it');
  return HAPROXY_BIN;
}

const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

/** Debian's nginx, the second proxy of the load bench (docs/deploy.md's nginx recipe). */
export function ensureNginx() {
  ensureDebianPackage('nginx', 'nginx', () => existsSync(NGINX_BIN), 'the load bench runs two API instances behind it');
  return NGINX_BIN;
}

export function install(pnpm) {
  run(`${pnpm} install --frozen-lockfile`);
}

/**
 * The production builds `pnpm start` and the e2e tests serve. Each app builds on its own, as its
 * team's CI would (`pnpm --filter <app> build`), the three at once (their logs printed whole as each
 * ends); then each folder is checked to be self-contained: an index.html, a manifest that resolves
 * chunks against wherever it is served ('auto'), and no path of this machine baked into the output.
 * A remote's build spends most of its time in the federated-types compile; the casino's other brand
 * and line-up are the same source again and publish no types (FEDERATED_TYPES=off,
 * @exchange/build-tools' federationDev.ts), a few seconds each.
 */
export async function buildAll(pnpm) {
  // Imported here, not at the top: the quick start loads this file before `pnpm install` has run.
  const { COMPILE_HINT } = await import('@exchange/build-tools/compile-hint');
  const build = (app, env = {}) => ({
    name: `${app}${env.DIST_DIR && env.DIST_DIR !== DIST_DIRS.main ? ` (${env.DIST_DIR})` : ''}`,
    command: `${pnpm} --filter @exchange/${app} build`,
    env: { ...process.env, DIST_DIR: DIST_DIRS.main, ...env },
  });
  await runAtOnce(['shell', 'sportsbook', 'casino'].map((app) => build(app)));
  for (const app of ['shell', 'sportsbook', 'casino']) {
    const dir = join(ROOT, 'apps', app, DIST_DIRS.main);
    assertSelfContained(dir, app !== 'shell', COMPILE_HINT);
    // What a remote publishes for the shell's type check
    // (docs/decisions/0008-development-servers-and-federated-types.md).
    if (app !== 'shell' && !existsSync(join(dir, '@mf-types.zip')))
      throw new Error(`${dir} publishes no federated types (@mf-types.zip): was FEDERATED_TYPES=off set?`);
  }
  const variant = { FEDERATED_TYPES: 'off' };
  await runAtOnce([
    // The second brand's casino: same source, another theme and table list, for the swap on 3003.
    build('casino', { ...variant, BRAND: 'emerald', DIST_DIR: DIST_DIRS.brand }),
    // Another line-up (one table fewer, one renamed), for the e2e test that the shell needs no change.
    build('casino', { ...variant, CASINO_VARIANT: 'reshaped', DIST_DIR: DIST_DIRS.reshaped }),
  ]);
  assertSelfContained(join(ROOT, 'apps/casino', DIST_DIRS.brand), true, COMPILE_HINT);
  assertSelfContained(join(ROOT, 'apps/casino', DIST_DIRS.reshaped), true, COMPILE_HINT);
}

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** `compileHint`: the first line every script must start with (@exchange/build-tools/compile-hint). */
export function assertSelfContained(dir, isRemote, compileHint) {
  const problems = [];
  if (!existsSync(join(dir, 'index.html'))) problems.push('no index.html');
  if (isRemote) {
    const manifestFile = join(dir, 'mf-manifest.json');
    if (!existsSync(manifestFile)) problems.push('no mf-manifest.json');
    else if (JSON.parse(readFileSync(manifestFile, 'utf8')).metaData?.publicPath !== 'auto')
      problems.push('manifest publicPath is not "auto"');
  }
  // The .br/.gz siblings are compressed copies of these files, so reading the files themselves suffices.
  const files = filesUnder(dir);
  const present = new Set(files);
  for (const file of files.filter((f) => /\.(js|html|json|css)$/.test(f))) {
    const text = readFileSync(file, 'utf8');
    if (text.includes(ROOT)) problems.push(`${file} contains the build machine's path ${ROOT}`);
    // V8's compile hint first (@exchange/build-tools): without it a cold load compiles on the main thread.
    if (file.endsWith('.js') && !text.startsWith(compileHint))
      problems.push(`${file} does not start with ${compileHint}`);
    // Precompressed at build time (@exchange/build-tools), so servers send br/gzip as is.
    if (statSync(file).size > 1024 && !(present.has(`${file}.br`) && present.has(`${file}.gz`)))
      problems.push(`${file} has no precompressed .br/.gz sibling`);
  }
  if (problems.length) throw new Error(`${dir} is not a self-contained static folder:\n  ${problems.join('\n  ')}`);
  console.info(`${dir}: self-contained`);
}
