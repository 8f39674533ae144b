// `pnpm bench` (`--long` adds the 10-minute heap figure, `--build` rebuilds first, `--no-load` skips the
// simulated players of apps/api/scripts/loadBench.ts): measures what
// DESIGN section 8 and issue 12 define, as a player meets it on a phone, and writes
// bench/results/latest.{json,md}. Every figure is printed with its goal from bench/budgets.json;
// exit 1 when one is over. Helpers: browser.mjs (cold loads), steady.mjs (pages at rest),
// single/build.mjs (the single-bundle build), api.mjs (API throughput, autocannon).
// Hand-written because the figures are this product's (DESIGN section 8): Playwright drives the
// browser, autocannon loads the API, the load bench has its own players (apps/api/scripts/loadBench.ts).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { constants, publicEncrypt } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { DIST, ROOT, runtimeConfig, startStack, stopProcess, writeConfig } from '../scripts/stack.mjs';
import {
  CHROMIUM_ARGS,
  buildAll,
  ensureChromium,
  ensureHaproxy,
  ensureNginx,
  ensurePnpm,
  ensurePostgres,
} from '../scripts/tooling.mjs';
import { measureApi } from './api.mjs';
import {
  THROTTLE,
  calibrate,
  coldCasinoTable,
  coldLogin,
  coldMatch,
  launchPhoneBrowser,
  loggedInState,
  runsOffThePhone,
} from './browser.mjs';
import {
  ATTRIBUTION_MS,
  SCHEDULES,
  TOLERANCE,
  combineWindows,
  measureHeap,
  measureSteady,
  median,
  pollsOffSchedule,
} from './steady.mjs';
import { SINGLE_DIST, ensureSingleBuild, startSingleServer } from './single/build.mjs';

const PORTS = { shell: 3200, sportsbook: 3201, casino: 3202, casinoBrand: 3203, api: 4200 };
const SINGLE_PORT = Number(process.env.BENCH_SINGLE_PORT ?? 3210);
// Issue 12 defines its cold figures as medians of 10 cold loads (and asks for at least 7): 10, whose
// median a noisy machine moves less than one of 7 (docs/decisions/0021-how-the-bench-measures.md).
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 10));
const LONG = process.argv.includes('--long');
// Each page at rest is watched in this many windows (a fresh page each), its busy share their median.
const REST_RUNS = Math.max(1, Number(process.env.BENCH_REST_RUNS ?? 3));
const TABLE_WINDOW_MS = Number(process.env.BENCH_TABLE_MS ?? 62_000);
const MATCH_WINDOW_MS = Number(process.env.BENCH_MATCH_MS ?? 60_000);
const DASHBOARD_WINDOW_MS = Number(process.env.BENCH_DASHBOARD_MS ?? 30_000);
const HEAP_WINDOW_MS = Number(process.env.BENCH_HEAP_MS ?? 600_000);
const HEAP_MIN = +(HEAP_WINDOW_MS / 60_000).toFixed(1);
const budgets = JSON.parse(readFileSync(join(ROOT, 'bench/budgets.json'), 'utf8'));
const api = `http://127.0.0.1:${PORTS.api}`;
const log = (line) => console.info(`[bench ${new Date().toISOString().slice(11, 19)}] ${line}`);

function jsFiles(dir) {
  return readdirSync(dir, { recursive: true })
    .map((f) => join(dir, String(f)))
    .filter((f) => f.endsWith('.js') && statSync(f).isFile());
}

function bundleSizes(dirs) {
  const out = {};
  for (const [app, dir] of Object.entries(dirs)) {
    const files = jsFiles(dir);
    const raw = files.reduce((n, f) => n + statSync(f).size, 0);
    const gzip = files.reduce((n, f) => n + gzipSync(readFileSync(f)).length, 0);
    out[app] = { files: files.length, rawKb: +(raw / 1024).toFixed(1), gzipKb: +(gzip / 1024).toFixed(1) };
  }
  return out;
}

const sorted = (xs) => [...xs].sort((a, b) => a - b);
const stats = (xs) => ({ median: median(xs), min: sorted(xs)[0], max: sorted(xs).at(-1), all: xs });

async function signIn(publicKey) {
  const password = publicEncrypt(
    { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from('123456'),
  ).toString('base64');
  const res = await fetch(`${api}/aam/v1/auth/signin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'C1001', password }),
  });
  const body = await res.json();
  if (!body.response?.token) throw new Error(`sign-in failed: ${JSON.stringify(body).slice(0, 200)}`);
  return body.response;
}

/** A cricket match in play now (the simulator finishes matches, so asked before each use). */
async function inPlayCricketId() {
  const body = await (await fetch(`${api}/cm/v1/cricket/all-matches-dashboard`)).json();
  const match = (body.response ?? []).find((m) => m.inPlay && (m.sport ?? 'cricket') === 'cricket');
  if (!match) throw new Error('no cricket match in play on the dashboard');
  return match.cricketId;
}

async function attempt(label, fn, tries = 2) {
  for (let i = 1; ; i += 1) {
    try {
      return await fn();
    } catch (error) {
      if (i >= tries) throw error;
      log(`${label} failed (${error instanceof Error ? error.message.split('\n')[0] : error}); once more`);
    }
  }
}

const pnpm = ensurePnpm();
const rebuild = process.argv.includes('--build');
const builtNow = rebuild || !existsSync(join(DIST.shell, 'index.html'));
if (builtNow) await buildAll(pnpm);
ensureSingleBuild(pnpm, builtNow);
const executablePath = ensureChromium();

// A busy machine makes every timing a measurement of the other work: wait for it to be quiet
// before measuring. The load before each cold run is recorded for the record only: the bench's
// own browser and servers raise it to about 3 on 2 cores, so it cannot tell other work apart.
const QUIET_LOAD = Number(process.env.BENCH_QUIET_LOAD ?? 1);
const QUIET_WAIT_MS = Number(process.env.BENCH_QUIET_WAIT_S ?? 900) * 1000;
for (const waitStarted = Date.now(); loadavg()[0] > QUIET_LOAD && Date.now() - waitStarted < QUIET_WAIT_MS;) {
  log(`waiting for a quiet machine: load average ${loadavg()[0].toFixed(2)} (goal <= ${QUIET_LOAD})`);
  await new Promise((r) => setTimeout(r, 15_000));
}

const dataDir = join(tmpdir(), `exchange-bench-${process.pid}`);
log('starting the stack (API, four static servers) and the single-bundle server');
const stack = await startStack({ ports: PORTS, dataDir, configFile: join(dataDir, 'config.json') });
const singleConfig = join(dataDir, 'single', 'config.json');
writeConfig(singleConfig, runtimeConfig({ ports: PORTS, publicKey: stack.publicKey }));
let singleServer;
let browser;
const results = {
  measuredAt: new Date().toISOString(),
  machine: { node: process.version, cpus: cpus().length, loadAverageAtStart: loadavg().map((l) => +l.toFixed(2)) },
  conditions: {
    viewport: '390x844',
    ...THROTTLE,
    runs: RUNS,
    coldCache: 'a new browser context per run',
    chromiumSwitches: CHROMIUM_ARGS,
  },
};
try {
  singleServer = await startSingleServer(SINGLE_PORT, singleConfig);
  browser = await launchPhoneBrowser(chromium, {
    executablePath,
    args: [...CHROMIUM_ARGS],
  });
  results.calibration = await calibrate(browser, SINGLE_PORT + 1);
  log(
    `emulation check: empty answer ${results.calibration.emptyMs} ms, 1 MiB ${results.calibration.mibMs} ms, fixed script ${results.calibration.cpuMs} ms`,
  );
  const user = await signIn(stack.publicKey);
  const variants = {
    federated: {
      base: `http://127.0.0.1:${PORTS.shell}`,
      remotes: [PORTS.sportsbook, PORTS.casino].map((p) => `http://127.0.0.1:${p}`),
    },
    single: { base: `http://127.0.0.1:${SINGLE_PORT}`, remotes: [] },
  };
  for (const v of Object.values(variants)) v.state = loggedInState(v.base, user);
  const casinoOrigin = `http://127.0.0.1:${PORTS.casino}`;

  // Cold loads, the two builds interleaved run by run so that the machine's noise falls on both.
  const cold = { federated: { login: [], casino: [], match: [] }, single: { login: [], casino: [], match: [] } };
  results.machine.loadBeforeColdRuns = [];
  for (let i = 0; i < RUNS; i += 1) {
    results.machine.loadBeforeColdRuns.push(+loadavg()[0].toFixed(2));
    for (const [name, v] of Object.entries(variants)) {
      cold[name].login.push(await attempt(`${name} login`, () => coldLogin(browser, v.base, v.remotes)));
      cold[name].casino.push(
        await attempt(`${name} casino`, () => coldCasinoTable(browser, v.base, v.state, casinoOrigin)),
      );
      cold[name].match.push(
        await attempt(`${name} match`, async () => coldMatch(browser, v.base, v.state, await inPlayCricketId())),
      );
      const l = cold[name].login.at(-1);
      log(
        `run ${i + 1}/${RUNS} ${name}: login ${l.usableMs} ms (${l.jsGzipKb} KB JS gzip, ${l.wireKb} KB wire), Lucky 7 odds ${cold[name].casino.at(-1).oddsMs} ms, match rates ${cold[name].match.at(-1).ratesMs} ms`,
      );
    }
  }
  const summary = (runs) => ({
    loginUsableMs: stats(runs.login.map((r) => r.usableMs)),
    loginJsGzipKb: stats(runs.login.map((r) => r.jsGzipKb)),
    loginJsWireKb: stats(runs.login.map((r) => r.jsWireKb)),
    loginJsRawKb: stats(runs.login.map((r) => r.jsRawKb)),
    loginWireKb: stats(runs.login.map((r) => r.wireKb)),
    loginRemoteRequests: Math.max(...runs.login.map((r) => r.remoteRequests.length)),
    loginEncodings: [...new Set(runs.login.flatMap((r) => r.encodings))],
    loginScripts: runs.login[0].scripts.map((s) => ({ ...s, url: new URL(s.url).pathname + new URL(s.url).hash })),
    casinoOddsMs: stats(runs.casino.map((r) => r.oddsMs)),
    casinoFromCasinoTapMs: stats(runs.casino.map((r) => r.fromCasinoTapMs)),
    casinoLobbyShownMs: stats(runs.casino.map((r) => r.lobbyShownMs)),
    casinoRequestsBeforeTap: Math.max(...runs.casino.map((r) => r.casinoRequestsBeforeTap)),
    matchRatesMs: stats(runs.match.map((r) => r.ratesMs)),
  });
  results.cold = {
    federated: summary(cold.federated),
    single: summary(cold.single),
    runsOffThePhone: runsOffThePhone.count,
  };

  // Pages at rest (federated build), each with the phone's CPU and network: REST_RUNS windows of
  // each, the three pages taken in turn so that the machine's noise falls on all of them.
  const fed = variants.federated;
  const pages = {
    table: {
      label: 'Lucky 7 A table',
      path: () => '/main/lucky7',
      ready: '[data-testid="option-box"]',
      windowMs: TABLE_WINDOW_MS,
    },
    match: {
      label: 'cricket match',
      path: async () => `/game/cricket/${await inPlayCricketId()}`,
      ready: '[data-testid="lagai"]',
      windowMs: MATCH_WINDOW_MS,
    },
    dashboard: {
      label: 'cricket dashboard',
      path: () => '/cricket',
      ready: '[data-testid="match-card"]',
      windowMs: DASHBOARD_WINDOW_MS,
    },
  };
  const windows = { table: [], match: [], dashboard: [] };
  for (let i = 1; i <= REST_RUNS; i += 1) {
    for (const [name, page] of Object.entries(pages)) {
      const path = await page.path();
      log(`at rest ${i}/${REST_RUNS}: ${page.label} (${path}) for ${page.windowMs / 1000} s`);
      windows[name].push(
        await measureSteady(browser, {
          base: fed.base,
          path,
          storageState: fed.state,
          ready: page.ready,
          schedule: SCHEDULES[name],
          windowMs: page.windowMs,
        }),
      );
    }
    log(
      `at rest ${i}/${REST_RUNS}: main thread busy table ${windows.table.at(-1).mainThreadBusyPct} %, match ${windows.match.at(-1).mainThreadBusyPct} %, dashboard ${windows.dashboard.at(-1).mainThreadBusyPct} %`,
    );
  }
  results.steady = {
    table: { name: 'Lucky 7 A table', ...combineWindows(windows.table) },
    match: { name: 'cricket match in play', ...combineWindows(windows.match) },
    dashboard: { name: 'cricket dashboard', ...combineWindows(windows.dashboard) },
  };
  if (LONG) {
    log(`--long: JS heap on the Lucky 7 A table over ${HEAP_MIN} min`);
    results.heap = await measureHeap(browser, {
      base: fed.base,
      path: '/main/lucky7',
      storageState: fed.state,
      ready: '[data-testid="option-box"]',
      windowMs: HEAP_WINDOW_MS,
    });
  }
  await browser.close();
  log('API throughput');
  results.api = await measureApi(PORTS.api, user);
} finally {
  if (browser?.isConnected()) await browser.close();
  if (singleServer) await stopProcess(singleServer);
  await stack.stop();
}
results.bundles = bundleSizes({ ...DIST, single: SINGLE_DIST });
// Simulated players at the spec's polling (issue 18), after the stack above has stopped; `--no-load` skips it.
results.load = process.argv.includes('--no-load') ? null : runLoad();

// Every figure with its goal.
const F = results.cold.federated;
const S = results.cold.single;
const ratio = (a, b) => (b > 0 ? +(a / b).toFixed(2) : Infinity);
const checks = [
  ['login form usable, cold, median (ms)', F.loginUsableMs.median, budgets.loginUsableMsMedian],
  [
    'Lucky 7 A odds shown, from the tap on its lobby tile, median (ms)',
    F.casinoOddsMs.median,
    budgets.casinoOddsShownMsMedian,
  ],
  ['cricket match rates shown, cold page load, median (ms)', F.matchRatesMs.median, budgets.matchRatesShownMsMedian],
  ['JavaScript before the login form is usable (gzip KB)', F.loginJsGzipKb.median, budgets.loginJsGzipKb],
  ['bytes on the wire before the login form is usable (KB)', F.loginWireKb.median, budgets.loginWireKb],
  ['requests to the remotes made by /login', F.loginRemoteRequests, budgets.remotesLoadedBeforeNeeded],
  // The federated build against the single bundle of the same screens, figure by figure.
  ...[
    ['JS before login', 'loginJsGzipKb'],
    ['login usable', 'loginUsableMs'],
    ['Lucky 7 A odds', 'casinoOddsMs'],
    ['match rates', 'matchRatesMs'],
  ].map(([label, figure]) => [
    `federation overhead: ${label}, federated / single`,
    ratio(F[figure].median, S[figure].median),
    budgets.federationOverheadRatio,
  ]),
  ...[
    ['Lucky 7 A table', 'table', budgets.casinoTableMainThreadBusyPct],
    ['cricket match', 'match', budgets.matchMainThreadBusyPct],
    ['cricket dashboard', 'dashboard', budgets.dashboardMainThreadBusyPct],
  ].map(([label, page, budget]) => [
    `${label} at rest: main thread busy, 4x CPU, median of ${REST_RUNS} windows (%)`,
    results.steady[page].mainThreadBusyPct,
    budget,
  ]),
  ...Object.values(results.steady).map((p) => [
    `${p.name}: DOM writes per unchanged poll, all windows`,
    p.writes.perUnchangedPoll,
    budgets.domWritesPerUnchangedPoll,
  ]),
  // Pages with an odds poll: elements written per cell a player sees change (issue 12: one per changed cell).
  ...Object.values(results.steady)
    .filter((p) => p.writes.oddsPollsChanged > 0)
    .map((p) => [
      `${p.name}: elements written per changed odds cell, all windows`,
      p.writes.elementsPerChangedCell,
      budgets.elementsWrittenPerChangedCell,
    ]),
  ...Object.values(results.steady).map((p) => [
    `${p.name}: polls missing, extra or off the spec's schedule (±${TOLERANCE * 100}%), the worst window`,
    pollsOffSchedule(p.schedule),
    budgets.pollsOffSchedule,
  ]),
  results.heap
    ? [
        `JS heap growth over ${HEAP_MIN} min on the Lucky 7 A table, after forced GC (MB)`,
        results.heap.growthMb,
        budgets.heapGrowthMb10Min,
      ]
    : [
        'JS heap growth over 10 min on the Lucky 7 A table, after forced GC (MB)',
        'skipped (pnpm bench --long)',
        budgets.heapGrowthMb10Min,
        'skip',
      ],
  ...results.api.map((a) => [
    `API ${a.path} requests/s (at least)`,
    a.requestsPerSecond,
    budgets.apiMinRequestsPerSecond,
    'min',
  ]),
  ...results.api.map((a) => [`API ${a.path} failed requests`, a.failed, 0]),
  ...(results.load ?? []).flatMap((t) => [
    [
      `Load, ${t.name}: simulated players held at p99 ≤ 50 ms with 0 errors`,
      t.playersHeld,
      budgets.loadPlayersHeld,
      'min',
    ],
    // Steps past the goal look for the ceiling, where failures are the finding, not a miss.
    [
      `Load, ${t.name}: failed requests up to ${budgets.loadPlayersHeld} players`,
      t.steps.filter((s) => s.players <= budgets.loadPlayersHeld).reduce((n, s) => n + s.errors, 0),
      0,
    ],
  ]),
];
results.budgets = checks.map(([name, value, budget, kind = 'max']) => ({
  name,
  value,
  budget,
  ok: kind === 'skip' ? null : kind === 'min' ? value >= budget : value <= budget,
}));

/** Where a setup's ramp stopped holding, and whose CPU was full there (every process shares the 2 cores). */
function loadCeiling(t) {
  const top = t.steps.at(-1)?.players ?? 0;
  if (!t.ceiling) return `Ceiling: not reached; every step up to ${top} players held.`;
  const c = t.ceiling;
  const cpu = Object.entries(c.cpuPct);
  const total = cpu.reduce((n, [, pct]) => n + pct, 0);
  return `Ceiling: the first step over the goal is ${c.players} players (p99 ${c.p99Ms} ms, ${c.errors} errors). CPU there, of 200: ${cpu.map(([g, pct]) => `${g} ${pct}`).join(', ')} (${total} in all); the load generator's own event loop was late by up to ${c.loadGeneratorLoopDelayP99Ms} ms (p99).`;
}

/** apps/api/scripts/loadBench.ts in its own process: one instance on PGlite, then two on PostgreSQL behind HAProxy, then nginx. */
function runLoad() {
  log('Load: simulated players, one instance on PGlite, then two on PostgreSQL behind HAProxy, then nginx');
  ensurePostgres();
  ensureHaproxy();
  ensureNginx();
  const out = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/loadBench.ts'], {
    cwd: join(ROOT, 'apps/api'),
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = out.split('\n').find((l) => l.startsWith('BENCH_LOAD_JSON '));
  if (!line) throw new Error('the load script printed no result');
  return JSON.parse(line.slice('BENCH_LOAD_JSON '.length));
}

const range = (s, unit = '') => `${s.median}${unit} (${s.min}–${s.max})`;
const md = [
  `# Benchmark (${results.measuredAt}, Node ${results.machine.node}, ${results.machine.cpus} cores, load average at start ${results.machine.loadAverageAtStart.join(' / ')}, before each cold run ${results.machine.loadBeforeColdRuns.join(' / ')})`,
  '',
  `Conditions: Chromium at 390x844 (mobile, touch), a new browser context per run (cold HTTP cache), CDP network emulation ${THROTTLE.downMbps} Mbps down / ${THROTTLE.upMbps} Mbps up / ${THROTTLE.latencyMs} ms latency and ${THROTTLE.cpuRate}x CPU throttling set on the page's CDP session before the measured navigation or tap, and the same network on each shared worker (the page's poll worker) as it starts (Chromium slows no worker's CPU); ${RUNS} runs of each cold load, median (range), a run not counted and run again when one of the worker's requests went out before the phone's network was on it (read from the worker's Resource Timing; ${results.cold.runsOffThePhone} this time); servers send what they send to the browser's own Accept-Encoding. Chromium's switches: \`${CHROMIUM_ARGS.join(' ')}\` (scripts/tooling.mjs; the last keeps the desktop browser's omnibox popups from loading beside the page).`,
  '',
  '| figure | measured | goal | ok |',
  '|---|---|---|---|',
  ...results.budgets.map(
    (b) => `| ${b.name} | ${b.value} | ${b.budget} | ${b.ok === null ? 'skipped' : b.ok ? 'yes' : 'NO'} |`,
  ),
  '',
  '## Cold loads (ms, median (range))',
  '',
  '| figure | federated | single bundle | federated / single |',
  '|---|---|---|---|',
  `| login form usable (from navigation start; 'Client code' and password inputs visible and enabled, Login button visible) | ${range(F.loginUsableMs)} | ${range(S.loginUsableMs)} | ${ratio(F.loginUsableMs.median, S.loginUsableMs.median)} |`,
  `| Lucky 7 A odds shown (from the tap on the Lucky 7 A tile in the lobby until every option box shows a rate) | ${range(F.casinoOddsMs)} | ${range(S.casinoOddsMs)} | ${ratio(F.casinoOddsMs.median, S.casinoOddsMs.median)} |`,
  `| (for the record) from the tap on Casino on the dashboard until the odds, tile tapped as soon as shown | ${range(F.casinoFromCasinoTapMs)} | ${range(S.casinoFromCasinoTapMs)} | ${ratio(F.casinoFromCasinoTapMs.median, S.casinoFromCasinoTapMs.median)} |`,
  `| (for the record) from the tap on Casino until the lobby's tiles show | ${range(F.casinoLobbyShownMs)} | ${range(S.casinoLobbyShownMs)} | ${ratio(F.casinoLobbyShownMs.median, S.casinoLobbyShownMs.median)} |`,
  `| cricket match rates shown (fresh page load of /game/cricket/<in-play id>, from navigation start until LAGAI and KHAI cells show a number) | ${range(F.matchRatesMs)} | ${range(S.matchRatesMs)} | ${ratio(F.matchRatesMs.median, S.matchRatesMs.median)} |`,
  '',
  `Lucky 7 A, "after navigating from the dashboard": the player is logged in (login state saved in localStorage \`state\`, signed in through the API), opens /cricket on the phone (throttled from that load on, new context, the casino remote never loaded before), taps Casino in the bottom navigation as soon as the dashboard's match cards show, then the Lucky 7 A tile as soon as it shows. The budgeted figure runs from the tap on the tile (the click that opens the table); the line below it runs from the tap on Casino. Requests the shell had made to the casino remote's origin before the tap on Casino (its idle-time preload): at most ${F.casinoRequestsBeforeTap} (federated).`,
  '',
  `Check that the emulation is on, in a throttled page against a loopback server: an empty answer took ${results.calibration.emptyMs} ms (expected >= ${THROTTLE.latencyMs}), 1 MiB took ${results.calibration.mibMs} ms (expected about ${Math.round((8 * 1.048576 * 1000) / THROTTLE.downMbps) + THROTTLE.latencyMs}). The machine's speed: a fixed piece of script (100,000 records written to JSON and read back) took ${results.calibration.cpuMs} ms in that page at 4x; cold-load figures of different runs compare only at a similar figure here.`,
  '',
  '## Before the login form is usable (median of the runs)',
  '',
  '| figure | federated | single bundle |',
  '|---|---|---|',
  `| JavaScript, gzip of each script body (KB) | ${range(F.loginJsGzipKb)} | ${range(S.loginJsGzipKb)} |`,
  `| JavaScript as transferred (KB) | ${range(F.loginJsWireKb)} | ${range(S.loginJsWireKb)} |`,
  `| JavaScript uncompressed (KB) | ${range(F.loginJsRawKb)} | ${range(S.loginJsRawKb)} |`,
  `| all bytes on the wire, CDP encodedDataLength of requests finished before usable (KB) | ${range(F.loginWireKb)} | ${range(S.loginWireKb)} |`,
  `| content encodings seen | ${F.loginEncodings.join(', ')} | ${S.loginEncodings.join(', ')} |`,
  '',
  `Federated scripts before the login form (first run): ${F.loginScripts.map((s) => `${s.url} ${(s.gzipBytes / 1024).toFixed(1)} KB gzip / ${(s.wireBytes / 1024).toFixed(1)} KB sent (${s.encoding})`).join('; ')}`,
  '',
  `## Pages at rest (federated build, logged in, 4x CPU and the phone's network; ${REST_RUNS} windows of each page, each on a fresh page, the pages taken in turn; DOM writes are MutationObserver records within ${ATTRIBUTION_MS} ms after a poll's answer)`,
  '',
  "Each page's first row is its figure: the main thread's shares are the median of its windows (range in brackets), the writes are pooled over all of them. The rows under it are the windows one by one.",
  '',
  '| page | window s | main thread busy % | script % | style recalcs/min | layouts/min | unchanged polls | writes per unchanged poll | changed polls | writes per changed poll | first answers of an address (e.g. the exposure of a new round) / their writes | writes not after a poll |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|',
  ...Object.values(results.steady).flatMap((p) => [
    `| **${p.name}** (${p.path}) | ${(p.windowMs / 1000).toFixed(0)} in all | **${p.mainThreadBusyPct}** (${p.mainThreadBusyPctRange.join('–')}) | ${p.scriptPct} | ${p.styleRecalcsPerMinute} | ${p.layoutsPerMinute} | ${p.writes.unchangedPolls} | ${p.writes.perUnchangedPoll} | ${p.writes.changedPolls} | ${p.writes.perChangedPoll} | ${p.writes.firstAnswers} / ${p.writes.mutationsAfterFirstAnswers} | ${p.writes.unattributed} |`,
    ...p.windows.map(
      (w, i) =>
        `| window ${i + 1} | ${(w.windowMs / 1000).toFixed(0)} | ${w.mainThreadBusyPct} | ${w.scriptPct} | ${w.styleRecalcsPerMinute} | ${w.layoutsPerMinute} | ${w.writes.unchangedPolls} | ${w.writes.perUnchangedPoll} | ${w.writes.changedPolls} | ${w.writes.perChangedPoll} | ${w.writes.firstAnswers} / ${w.writes.mutationsAfterFirstAnswers} | ${w.writes.unattributed} |`,
    ),
  ]),
  '',
  ...Object.values(results.steady).flatMap((p) => [
    `### Polls on the ${p.name}, per minute against the spec's schedule`,
    '',
    `Window ${p.scheduleWindow} of ${p.windows.length} (the one with the most polls off the schedule; the first when none is): polls off it per window ${p.windows.map((w) => pollsOffSchedule(w.schedule)).join(' / ')}.`,
    '',
    ...(p.roundsSeen
      ? [
          `Casino rounds (marketIds) seen in each window: ${p.windows.map((w) => w.roundsSeen).join(' / ')} (a whole round lies inside a window when at least 3 are seen).`,
          '',
        ]
      : []),
    '| poll | spec /min | measured /min | count | allowed | verdict |',
    '|---|---|---|---|---|---|',
    ...p.schedule.rows.map(
      (r) =>
        `| ${r.name} | ${r.expectedPerMinute} | ${r.perMinute} | ${r.count} | ${r.allowed.join('–')} | ${r.verdict} |`,
    ),
    ...p.schedule.unlisted.map(
      (u) => `| ${u.key} (not in the spec's schedule) | – | ${u.perMinute} | ${u.count} | 0–1 | ${u.verdict} |`,
    ),
    '',
    `Over the ${p.windows.length} windows: odds answers that changed: ${p.writes.oddsPollsChanged}, with ${p.writes.changedCells} changed cells (prices, sizes, statuses, countdown, cards) and ${p.writes.elementsWrittenAfterChangedCells} elements written after them. Writes after unchanged polls by endpoint: ${
      Object.entries(p.writes.unchangedPollWritesByEndpoint)
        .map(([k, n]) => `${k} ${n}`)
        .join(', ') || 'none'
    }. Other requests per minute (not fetch/XHR, not checked against the schedule): ${
      Object.entries(p.otherRequestsPerMinute)
        .map(([k, n]) => `${k} ${n}`)
        .join(', ') || 'none'
    }.`,
    '',
  ]),
  results.heap
    ? `JS heap on ${results.heap.path} after forced GC: ${results.heap.startMb} MB at the start, ${results.heap.endMb} MB after ${HEAP_MIN} min (growth ${results.heap.growthMb} MB).`
    : 'JS heap growth over 10 minutes: skipped in this run, measured by `pnpm bench --long`.',
  '',
  '| API read (32 concurrent, keep-alive) | requests/s | p50 ms | p99 ms | failed |',
  '|---|---|---|---|---|',
  ...results.api.map((a) => `| ${a.path} | ${a.requestsPerSecond} | ${a.p50Ms} | ${a.p99Ms} | ${a.failed} |`),
  '',
  ...(results.load ?? []).flatMap((t) => [
    `Load, ${t.name}: ${t.playersHeld} simulated players held at p99 ≤ 50 ms (goal ${budgets.loadPlayersHeld}); bets placed ${t.betsPlaced}, refused ${t.betsRefused}.`,
    '',
    loadCeiling(t),
    '',
    "| players | requests/s | p50 ms | p99 ms | errors | 304 % | answered by the proxy's cache % | CPU % by process group (of 200) | load generator's event-loop delay p99 ms |",
    '|---|---|---|---|---|---|---|---|---|',
    ...t.steps.map(
      (s) =>
        `| ${s.players} | ${s.requestsPerSecond} | ${s.p50Ms} | ${s.p99Ms} | ${s.errors} | ${s.notModifiedPct} | ${s.fromProxyCachePct ?? '-'} | ${Object.entries(
          s.cpuPct,
        )
          .map(([g, pct]) => `${g} ${pct}`)
          .join(', ')} | ${s.loadGeneratorLoopDelayP99Ms ?? '-'} |`,
    ),
    '',
  ]),
  '| build | JS files | raw KB | gzip KB |',
  '|---|---|---|---|',
  ...Object.entries(results.bundles).map(([app, b]) => `| ${app} | ${b.files} | ${b.rawKb} | ${b.gzipKb} |`),
].join('\n');

const outDir = join(ROOT, 'bench/results');
mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
writeFileSync(join(outDir, 'latest.md'), `${md}\n`);
console.info(md);
console.info(`\nwritten to ${relative(ROOT, join(outDir, 'latest.md'))}`);
process.exit(results.budgets.every((b) => b.ok !== false) ? 0 : 1);
