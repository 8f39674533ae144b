// Quick start, command 2: install what is needed (pnpm, dependencies, Chromium, PostgreSQL, HAProxy) and run every
// check: typecheck, lint, formatting, unit tests, production builds, end-to-end tests in Chromium.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildAll, ensureChromium, ensureHaproxy, ensurePnpm, ensurePostgres, install, run } from './tooling.mjs';
import { ROOT } from './stack.mjs';

const reports = join(ROOT, 'e2e/artifacts/reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const pnpm = ensurePnpm();
install(pnpm);
const chromium = ensureChromium();
// The unit step's `api-postgres` project runs the API's tests on a throwaway PostgreSQL cluster.
ensurePostgres();
// ...and two real API processes behind HAProxy round robin (deploy/haproxy.cfg).
ensureHaproxy();

const steps = [
  ['typecheck', () => run(`${pnpm} run typecheck`)],
  ['lint', () => run(`${pnpm} run lint`)],
  ['format', () => run(`${pnpm} run format:check`)],
  [
    'unit',
    () =>
      run(`${pnpm} exec vitest run --reporter=default --reporter=json --outputFile.json=${join(reports, 'unit.json')}`),
  ],
  ['build', () => buildAll(pnpm)],
  // Dev servers (issue 19): three cold starts, hot reload in the shell, federated types (~3 min; ports 5100-5102, 6100).
  ['dev', () => run('node --test --test-concurrency=1 e2e/dev/', { env: { ...process.env, CHROMIUM_PATH: chromium } })],
  ['e2e', () => e2eLanes()],
];

/**
 * The end-to-end suite as two lanes at once, one per viewport, each with its own stack (API,
 * database, servers) on its own ports: a test that freezes the casino or the cricket clock in one
 * lane never meets the other lane's tests. Most of a test is waiting on rounds and polls, so the
 * two lanes share two cores well (about 38 minutes in one lane, about half in two).
 */
function e2eLanes() {
  const lanes = [
    { project: 'desktop', portBase: '3100' },
    { project: 'mobile', portBase: '3200' },
  ];
  const runs = lanes.map(
    ({ project, portBase }) =>
      new Promise((resolve) => {
        const command = `${pnpm} --filter @exchange/e2e exec playwright test --project ${project} --reporter=list,json`;
        console.info(`\n$ E2E_PORT_BASE=${portBase} ${command}`);
        const child = spawn(command, {
          cwd: ROOT,
          shell: true,
          stdio: 'inherit',
          env: {
            ...process.env,
            CHROMIUM_PATH: chromium,
            E2E_PORT_BASE: portBase,
            PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, `e2e-${project}.json`),
          },
        });
        child.on('exit', (code) => resolve(code === 0));
      }),
  );
  return Promise.all(runs).then((passed) => {
    if (passed.includes(false)) throw new Error('an e2e lane failed');
  });
}

let failedStep = null;
for (const [name, step] of steps) {
  try {
    await step();
  } catch {
    failedStep = name;
    break;
  }
}

function counts() {
  let passed = 0;
  let failed = 0;
  const unit = join(reports, 'unit.json');
  if (existsSync(unit)) {
    const r = JSON.parse(readFileSync(unit, 'utf8'));
    passed += r.numPassedTests;
    failed += r.numFailedTests;
  }
  for (const project of ['desktop', 'mobile']) {
    const e2e = join(reports, `e2e-${project}.json`);
    if (!existsSync(e2e)) continue;
    const r = JSON.parse(readFileSync(e2e, 'utf8'));
    passed += r.stats.expected;
    failed += r.stats.unexpected + r.stats.flaky;
  }
  return { passed, failed };
}

const { passed, failed } = counts();
if (failedStep) console.error(`\nThe ${failedStep} step failed.`);
console.info(`\n${passed} passed, ${failed} failed`);
process.exit(failedStep || failed > 0 ? 1 : 0);
