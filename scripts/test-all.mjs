// Quick start, command 2: install what is needed (pnpm, dependencies, Chromium, PostgreSQL, HAProxy) and run every
// check: typecheck, lint, formatting, unit tests, production builds, end-to-end tests in Chromium.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildAll,
  ensureChromium,
  ensureHaproxy,
  ensurePnpm,
  ensurePostgres,
  install,
  run,
  runAtOnce,
} from './tooling.mjs';
import { ROOT } from './stack.mjs';

const runStartedAt = Date.now();
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
  // Three single-threaded tools, at once on the machine's cores; each one's output is printed whole when it ends.
  [
    'typecheck, lint, format',
    () =>
      runAtOnce([
        { name: 'typecheck', command: `${pnpm} run typecheck` },
        { name: 'lint', command: `${pnpm} run lint` },
        { name: 'format', command: `${pnpm} run format:check` },
      ]),
  ],
  [
    'unit',
    () =>
      run(`${pnpm} exec vitest run --reporter=default --reporter=json --outputFile.json=${join(reports, 'unit.json')}`),
  ],
  ['build', () => buildAll(pnpm)],
  // Dev servers (issue 19): three cold starts, hot reload in the shell, federated types (~3 min; ports 5100-5102, 6100).
  // One file at a time: run beside each other (tried) they take as long, all three being CPU-bound.
  ['dev', () => run('node --test --test-concurrency=1 e2e/dev/', { env: { ...process.env, CHROMIUM_PATH: chromium } })],
  [
    'e2e',
    () =>
      run(`${pnpm} --filter @exchange/e2e exec playwright test --reporter=list,json`, {
        env: { ...process.env, CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'e2e.json') },
      }),
  ],
];

let failedStep = null;
const took = [];
for (const [name, step] of steps) {
  const startedAt = Date.now();
  try {
    await step();
  } catch (error) {
    console.error(`\n${String(error instanceof Error ? error.message : error).split('\n')[0]}`);
    failedStep = name;
  }
  took.push(`${name} ${Math.round((Date.now() - startedAt) / 1000)} s`);
  if (failedStep) break;
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
  const e2e = join(reports, 'e2e.json');
  if (existsSync(e2e)) {
    const r = JSON.parse(readFileSync(e2e, 'utf8'));
    passed += r.stats.expected;
    failed += r.stats.unexpected + r.stats.flaky;
  }
  return { passed, failed };
}

const { passed, failed } = counts();
// Where the run's time went: CI stops at 90 minutes, and the aim is well under 45.
console.info(`\nSteps: ${took.join(', ')}; ${Math.round((Date.now() - runStartedAt) / 60_000)} min in all`);
if (failedStep) console.error(`\nThe ${failedStep} step failed.`);
console.info(`\n${passed} passed, ${failed} failed`);
process.exit(failedStep || failed > 0 ? 1 : 0);
