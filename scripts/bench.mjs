// `pnpm bench`: measures what DESIGN section 8 names and writes bench/results/latest.{json,md}.
// Budgets (bench/budgets.json) are checked here, not in timed unit tests; exit 1 when one is over.
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { DIST, ROOT, startStack } from './stack.mjs';
import { buildAll, ensureChromium, ensurePnpm } from './tooling.mjs';
import { measureApi } from './bench-api.mjs';

const PORTS = { shell: 3200, sportsbook: 3201, casino: 3202, casinoBrand: 3203, api: 4200 };
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const budgets = JSON.parse(readFileSync(join(ROOT, 'bench/budgets.json'), 'utf8'));

function jsFiles(dir) {
  return readdirSync(dir, { recursive: true })
    .map((f) => join(dir, String(f)))
    .filter((f) => f.endsWith('.js') && statSync(f).isFile());
}

function bundleSizes() {
  const out = {};
  for (const [app, dir] of Object.entries(DIST)) {
    const files = jsFiles(dir);
    const raw = files.reduce((n, f) => n + statSync(f).size, 0);
    const gzip = files.reduce((n, f) => n + gzipSync(readFileSync(f)).length, 0);
    out[app] = { files: files.length, rawKb: +(raw / 1024).toFixed(1), gzipKb: +(gzip / 1024).toFixed(1) };
  }
  return out;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function measureLogin(browser) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const scripts = [];
  const remoteRequests = [];
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (url.port === String(PORTS.sportsbook) || url.port === String(PORTS.casino)) remoteRequests.push(url.href);
    if (response.request().resourceType() === 'script' && url.port === String(PORTS.shell)) {
      const body = await response.body().catch(() => Buffer.alloc(0));
      scripts.push({ url: url.pathname, raw: body.length, gzip: gzipSync(body).length });
    }
  });
  const started = Date.now();
  await page.goto(`http://127.0.0.1:${PORTS.shell}/login`);
  await page.getByRole('button', { name: 'Login' }).waitFor({ state: 'visible' });
  await page.getByPlaceholder('Client code').fill('1');
  const usableMs = Date.now() - started;
  await page.waitForLoadState('networkidle');
  await context.close();
  return { usableMs, scripts, remoteRequests };
}

const POLL_WINDOW_MS = Number(process.env.BENCH_POLL_MS ?? 10_000);

/**
 * What a page at rest costs while it polls: requests and bytes per minute, main-thread busy share,
 * DOM mutations and JS heap, over one window on a logged-in 390 px phone.
 */
async function measurePolling(browser, name, path, ready) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`http://127.0.0.1:${PORTS.shell}/login`);
  await page.getByPlaceholder('Client code').fill('1001');
  await page.getByPlaceholder('Password').fill('123456');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/confirm$/);
  await page.goto(`http://127.0.0.1:${PORTS.shell}${path}`);
  await page.locator(ready).first().waitFor({ state: 'visible', timeout: 30_000 });
  await page.waitForTimeout(2000);

  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const metric = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
  const requests = [];
  page.on('requestfinished', async (request) => {
    const sizes = await request.sizes().catch(() => null);
    requests.push({ path: new URL(request.url()).pathname, bytes: sizes ? sizes.responseBodySize + sizes.responseHeadersSize : 0 });
  });
  await page.evaluate(() => {
    const w = window;
    w.__benchMutations = 0;
    new MutationObserver((records) => (w.__benchMutations += records.length)).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  const before = await metric();
  await page.waitForTimeout(POLL_WINDOW_MS);
  const after = await metric();
  const mutations = await page.evaluate(() => window.__benchMutations);
  await context.close();
  const perMinute = 60_000 / POLL_WINDOW_MS;
  return {
    name,
    path,
    windowMs: POLL_WINDOW_MS,
    requestsPerMinute: Math.round(requests.length * perMinute),
    kbPerMinute: +((requests.reduce((n, r) => n + r.bytes, 0) / 1024) * perMinute).toFixed(1),
    mainThreadBusyPct: +((100 * (after.TaskDuration - before.TaskDuration)) / (POLL_WINDOW_MS / 1000)).toFixed(1),
    domMutations: mutations,
    heapMb: +(after.JSHeapUsedSize / 1024 / 1024).toFixed(1),
    byPath: Object.fromEntries([...new Set(requests.map((r) => r.path))].map((p) => [p.replace(/\d{4,}/g, '{id}'), requests.filter((r) => r.path === p).length])),
  };
}

const pnpm = ensurePnpm();
if (!existsSync(join(DIST.shell, 'index.html')) || process.argv.includes('--build')) buildAll(pnpm);
const executablePath = ensureChromium();

const dataDir = join(tmpdir(), `exchange-bench-${process.pid}`);
const stack = await startStack({ ports: PORTS, dataDir, configFile: join(dataDir, 'config.json') });
const browser = await chromium.launch({
  executablePath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
});

let results;
try {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await measureLogin(browser));
  const first = runs[0];
  results = {
    measuredAt: new Date().toISOString(),
    machine: { node: process.version, cpus: (await import('node:os')).cpus().length },
    bundles: bundleSizes(),
    login: {
      runs: RUNS,
      usableMsMedian: median(runs.map((r) => r.usableMs)),
      usableMsAll: runs.map((r) => r.usableMs),
      initialJsGzipKb: +(first.scripts.reduce((n, s) => n + s.gzip, 0) / 1024).toFixed(1),
      initialJsRawKb: +(first.scripts.reduce((n, s) => n + s.raw, 0) / 1024).toFixed(1),
      scripts: first.scripts.length,
      remoteRequestsBeforeNeeded: Math.max(...runs.map((r) => r.remoteRequests.length)),
    },
  };
  results.polling = [
    await measurePolling(browser, 'cricket match in play', '/game/cricket/1001', '[data-testid="session-row"]'),
    await measurePolling(browser, 'casino table (Dragon Tiger 20)', '/main/dt20', '[data-testid="option-box"]'),
    await measurePolling(browser, 'cricket dashboard', '/cricket', '[data-testid="match-card"]'),
  ];
  await browser.close();
  results.api = await measureApi(PORTS.api, stack.publicKey);
} finally {
  if (browser.isConnected()) await browser.close();
  await stack.stop();
}

const checks = [
  ['shell initial JS on /login (gzip KB)', results.login.initialJsGzipKb, budgets.loginInitialJsGzipKb],
  ['navigation to usable login form, median (ms)', results.login.usableMsMedian, budgets.loginUsableMsMedian],
  ['remote requests made by /login', results.login.remoteRequestsBeforeNeeded, budgets.remotesLoadedBeforeNeeded],
  ...results.api.map((a) => [`API ${a.path} requests/s (at least)`, a.requestsPerSecond, budgets.apiMinRequestsPerSecond, 'min']),
  ...results.api.map((a) => [`API ${a.path} failed requests`, a.failed, 0]),
  ...results.polling.map((p) => [`${p.name}: main thread busy while polling (%)`, p.mainThreadBusyPct, budgets.pollingMainThreadBusyPct]),
];
results.budgets = checks.map(([name, value, budget, kind = 'max']) => ({ name, value, budget, ok: kind === 'min' ? value >= budget : value <= budget }));

const outDir = join(ROOT, 'bench/results');
mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
const md = [
  `# Benchmark (${results.measuredAt}, Node ${results.machine.node}, ${results.machine.cpus} cores)`,
  '',
  '| budget | measured | limit | ok |',
  '|---|---|---|---|',
  ...results.budgets.map((b) => `| ${b.name} | ${b.value} | ${b.budget} | ${b.ok ? 'yes' : 'NO'} |`),
  '',
  '| app | JS files | raw KB | gzip KB |',
  '|---|---|---|---|',
  ...Object.entries(results.bundles).map(([app, b]) => `| ${app} | ${b.files} | ${b.rawKb} | ${b.gzipKb} |`),
  '',
  '| API read (32 concurrent, keep-alive) | requests/s | p50 ms | p99 ms | failed |',
  '|---|---|---|---|---|',
  ...results.api.map((a) => `| ${a.path} | ${a.requestsPerSecond} | ${a.p50Ms} | ${a.p99Ms} | ${a.failed} |`),
  '',
  `| page at rest, ${POLL_WINDOW_MS / 1000} s window, 390 px | requests/min | KB/min | main thread busy % | DOM mutations | JS heap MB |`,
  '|---|---|---|---|---|---|',
  ...results.polling.map((p) => `| ${p.name} | ${p.requestsPerMinute} | ${p.kbPerMinute} | ${p.mainThreadBusyPct} | ${p.domMutations} | ${p.heapMb} |`),
  '',
  `Requests in the ${POLL_WINDOW_MS / 1000} s window by endpoint (the casino "stream" is the reference API's stand-in for the live video, reloading once a second):`,
  '',
  ...results.polling.map((p) => `- ${p.name}: ${Object.entries(p.byPath).map(([path, n]) => `${path} ${n}`).join(', ')}`),
  '',
  `Login usable times (ms, ${RUNS} cold loads at 390 px): ${results.login.usableMsAll.join(', ')}`,
].join('\n');
writeFileSync(join(outDir, 'latest.md'), `${md}\n`);
console.info(md);
console.info(`\nwritten to ${relative(ROOT, join(outDir, 'latest.md'))}`);
process.exit(results.budgets.every((b) => b.ok) ? 0 : 1);
