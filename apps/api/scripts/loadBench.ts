// Simulated players polling the API as the spec's client does (issue 18), at the intervals the browser
// bench checks (bench/poll-schedule.json, read by both): every player's profile and announcement; then
// a third on the dashboard (matches and bet count), a third on a match page (odds, score, my bets,
// match settings), a third at the Lucky 7 table (odds, last results, my bets, exposure, round data),
// each revalidating public reads with If-None-Match as a browser does, plus a casino bet every 2 s.
// Ramps the players up in steps against one instance on PGlite, then two on PostgreSQL behind HAProxy
// (deploy/haproxy.cfg) and behind nginx (deploy/nginx.conf), and
// prints one `BENCH_LOAD_JSON {...}` line for bench/run.mjs. Loopback only.
// Alone, in apps/api: `node --import tsx scripts/loadBench.ts` (BENCH_LOAD_STEPS=500,1000 BENCH_LOAD_STEP_MS=10000
// BENCH_LOAD_TARGETS=pglite,postgres,nginx).
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { optionByName } from '@exchange/betting';
import { openDatabase } from '../src/db/client';
import { prepareDatabase } from '../src/seed/prepare';
import { generateKeyPair } from '../src/security/keys';
import { encryptPassword } from '../src/testing/harness';
import { startApiProcess, startNginx, startProxy, stopProcess, type ApiProcess } from '../src/testing/fleet';
import { startThrowawayPostgres } from '../src/testing/postgres';
import { LeanPool } from './leanHttp';

// Past the goal (5000) on purpose: the ramp goes on until a step misses, so that the run says where the
// ceiling is and whose CPU it is, not only that the goal held.
const STEPS = (process.env.BENCH_LOAD_STEPS ?? '500,1000,2000,3500,5000,7000,10000,14000').split(',').map(Number);
const STEP_MS = Number(process.env.BENCH_LOAD_STEP_MS ?? 15_000);
const TARGETS = (process.env.BENCH_LOAD_TARGETS ?? 'pglite,postgres,nginx').split(',');
const P99_GOAL_MS = 50;
const GIVE_UP_FACTOR = 4;
// Not money: /proc's clock ticks and percentages (the lint's money rule watches these literals in the API).
const CLOCK_TICKS_PER_SECOND = 100;
const PERCENT = 100;
const percent = (share: number) => Math.round(share * PERCENT);
const tenths = (ms: number) => Math.round(ms * 10) / 10;
const EVENT = 34_120_001;
const POLLS = [
  'profile',
  'announcement',
  'dashboard',
  'betCount',
  'matchOdds',
  'score',
  'matchMyBets',
  'matchSettings',
  'casinoOdds',
  'lastResults',
  'casinoMyBets',
  'exposure',
  'lucky7RoundData',
] as const;
/**
 * The spec's poll intervals in ms, the same table bench/steady.mjs checks the browser
 * against. Checked here: a missing or mistyped interval would make its poll run flat out.
 */
const EVERY = ((): Record<(typeof POLLS)[number], number> => {
  const table = JSON.parse(
    readFileSync(new URL('../../../bench/poll-schedule.json', import.meta.url), 'utf8'),
  ) as Record<string, unknown>;
  for (const name of POLLS) {
    const ms = table[name];
    if (typeof ms !== 'number' || !(ms > 0))
      throw new Error(`bench/poll-schedule.json: "${name}" is not an interval in ms`);
  }
  return table as Record<(typeof POLLS)[number], number>;
})();
const TABLE = 'LUCKY7';
// The players' requests go through leanHttp's pool, not node:http's client: the generator shares the
// 2 cores with the servers it measures, and this leaves them more of it (leanHttp.ts).
const pools = new Map<number, LeanPool>();
const poolOf = (port: number) => {
  let pool = pools.get(port);
  if (!pool) pools.set(port, (pool = new LeanPool(port)));
  return pool;
};

/** `proxied`: answered by the proxy's cache without reaching an instance (HAProxy's Age, nginx's X-Cache). */
type Sample = { ms: number; status: number; proxied?: boolean };
let samples: Sample[] = [];
let betsPlaced = 0;
let betsRefused = 0;

async function send(
  port: number,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; etag?: string }> {
  const started = performance.now();
  const answer = await poolOf(port).send(path, headers, body);
  samples.push({ ms: performance.now() - started, status: answer.status, proxied: answer.proxied });
  return answer;
}

const get = (port: number, path: string, headers: Record<string, string>) => send(port, path, headers);

type Session = { id: number; token: string };
async function signIn(base: string, publicKeyPem: string, username: string): Promise<Session> {
  const res = await fetch(`${base}/aam/v1/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: encryptPassword('123456', publicKeyPem) }),
  });
  return ((await res.json()) as { response: Session }).response;
}

/** One simulated player: its polls on their own timers, started at a random point of each interval. */
function player(port: number, index: number, sessions: Session[], marketId: () => string): () => void {
  const etags = new Map<string, string>();
  const session = sessions[index % sessions.length]!;
  const auth = { authorization: `Bearer ${session.token}` };
  const publicRead = async (path: string) => {
    const tag = etags.get(path);
    const res = await get(port, path, tag ? { 'if-none-match': tag } : {});
    if (res.etag) etags.set(path, res.etag);
  };
  const everyPage: Array<[number, () => unknown]> = [
    [EVERY.profile, () => get(port, `/aam/v1/accmanage/user/${session.id}`, auth)],
    [EVERY.announcement, () => publicRead('/aam/v1/auth/announcement')],
  ];
  const page: Array<[number, () => unknown]> =
    index % 3 === 0
      ? [
          [EVERY.dashboard, () => publicRead('/cm/v1/cricket/all-matches-dashboard')],
          [EVERY.betCount, () => get(port, '/cm/v1/bet/bet-count', auth)],
        ]
      : index % 3 === 1
        ? [
            [EVERY.matchOdds, () => publicRead(`/cm/v1/cricket/odds/${EVENT}`)],
            [
              EVERY.score,
              () =>
                send(
                  port,
                  `/aam/v1/auth/score-sport2?eventId=${EVENT}`,
                  { ...auth, 'content-type': 'application/json' },
                  '{}',
                ),
            ],
            [EVERY.matchMyBets, () => get(port, `/cm/v1/bet/my-bet/${EVENT}`, auth)],
            [EVERY.matchSettings, () => get(port, `/cm/v1/cricket/match-details?eventId=${EVENT}`, auth)],
          ]
        : [
            [EVERY.casinoOdds, () => publicRead(`/casino/v1/odds?casinoGames=${TABLE}`)],
            [EVERY.lastResults, () => publicRead(`/casino/v1/last-10-results?casinoGames=${TABLE}`)],
            [EVERY.casinoMyBets, () => get(port, `/casino/v1/my-bet?casinoGames=${TABLE}`, auth)],
            [EVERY.exposure, () => get(port, '/casino/v1/pl-exposure', { ...auth, 'x-market-id': marketId() })],
            [EVERY.lucky7RoundData, () => get(port, '/casino/v1/lucky7/round-data', { 'x-market-id': marketId() })],
          ];
  const timers: NodeJS.Timeout[] = [];
  for (const [every, poll] of [...everyPage, ...page])
    timers.push(setTimeout(() => timers.push(setInterval(poll, every)), Math.random() * every));
  return () => timers.forEach((t) => clearTimeout(t));
}

/** CPU seconds (user + system) of a process so far, from /proc; 0 once it is gone. */
function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}
/** A process's children (nginx's workers, PostgreSQL's backends), from /proc. */
function childPids(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}
function postgresPids(dataDir: string): number[] {
  const postmaster = Number(readFileSync(`${dataDir}/cluster/postmaster.pid`, 'utf8').split('\n')[0]);
  return [postmaster, ...childPids(postmaster)];
}

type Groups = Record<string, () => number[]>;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

async function ramp(name: string, port: number, base: string, publicKeyPem: string, groups: Groups) {
  const sessions = [await signIn(base, publicKeyPem, 'C1001'), await signIn(base, publicKeyPem, 'C1002')];
  betsPlaced = 0;
  betsRefused = 0;
  let market = '';
  const refreshMarket = setInterval(async () => {
    const res = await fetch(`${base}/casino/v1/odds?casinoGames=${TABLE}`).catch(() => undefined);
    market = ((await res?.json()) as { response?: { marketId?: string } } | undefined)?.response?.marketId ?? market;
  }, 1000);
  const option = optionByName(TABLE, 'High Card')!;
  let betIndex = 0;
  const bets = setInterval(async () => {
    const session = sessions[betIndex++ % sessions.length]!;
    const res = await fetch(`${base}/casino/v1/bet/place`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` },
      body: JSON.stringify({
        amount: 100,
        marketId: market,
        runnerName: 'High Card',
        selectionId: option.selectionId,
        casinoGames: TABLE,
        back: option.back,
      }),
    }).catch(() => undefined);
    if (res?.status === 200) betsPlaced += 1;
    else if (res && res.status < 500) betsRefused += 1;
    else samples.push({ ms: 0, status: res?.status ?? 0 });
  }, 2000);
  const stops: Array<() => void> = [];
  const results = [];
  for (const players of STEPS) {
    while (stops.length < players) stops.push(player(port, stops.length, sessions, () => market));
    await new Promise((resolve) => setTimeout(resolve, 3000));
    samples = [];
    // The generator's own event loop: a late loop adds its lateness to every latency it measures.
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const cpuBefore = Object.fromEntries(Object.entries(groups).map(([g, pids]) => [g, sum(pids().map(cpuSeconds))]));
    const started = performance.now();
    await new Promise((resolve) => setTimeout(resolve, STEP_MS));
    const seconds = (performance.now() - started) / 1000;
    loop.disable();
    const taken = samples;
    const latencies = taken.map((s) => s.ms).sort((a, b) => a - b);
    const errors = taken.filter((s) => s.status !== 200 && s.status !== 304).length;
    const cpuPct = Object.fromEntries(
      Object.entries(groups).map(([g, pids]) => [g, percent((sum(pids().map(cpuSeconds)) - cpuBefore[g]!) / seconds)]),
    );
    const step = {
      players,
      requestsPerSecond: Math.round(taken.length / seconds),
      p50Ms: tenths(percentile(latencies, 0.5)),
      p99Ms: tenths(percentile(latencies, 0.99)),
      errors,
      notModifiedPct: percent(taken.filter((s) => s.status === 304).length / Math.max(1, taken.length)),
      fromProxyCachePct: percent(taken.filter((s) => s.proxied).length / Math.max(1, taken.length)),
      cpuPct,
      loadGeneratorLoopDelayP99Ms: tenths(loop.percentile(99) / 1e6),
    };
    console.error(`[load ${name}] ${JSON.stringify(step)}`);
    results.push(step);
    // Far past the goal (p99 over 4x, or 1 % failing): the ceiling is found, more players only load the machine.
    if (step.p99Ms > P99_GOAL_MS * GIVE_UP_FACTOR || errors * PERCENT > taken.length) break;
  }
  stops.forEach((stop) => stop());
  clearInterval(refreshMarket);
  clearInterval(bets);
  // What the players left queued or on its way ends here, not in the next setup's first step.
  pools.get(port)?.close();
  pools.delete(port);
  // Held: the most players of a step that met the goal with every smaller step meeting it too (a
  // step over the goal below a passing one is not skipped over).
  const firstMiss = results.findIndex((s) => s.p99Ms > P99_GOAL_MS || s.errors !== 0);
  const held = (firstMiss === -1 ? results : results.slice(0, firstMiss)).map((s) => s.players);
  // The ceiling: the first step that missed, with each process group's CPU there, busiest first.
  const miss = results[firstMiss];
  return {
    name,
    playersHeld: held.length ? Math.max(...held) : 0,
    ceiling: miss
      ? {
          players: miss.players,
          p99Ms: miss.p99Ms,
          errors: miss.errors,
          cpuPct: Object.fromEntries(Object.entries(miss.cpuPct).sort(([, a], [, b]) => b - a)),
          loadGeneratorLoopDelayP99Ms: miss.loadGeneratorLoopDelayP99Ms,
        }
      : null,
    betsPlaced,
    betsRefused,
    steps: results,
  };
}
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

const keys = generateKeyPair();
const self = () => [process.pid];
const report = [];
if (TARGETS.includes('pglite')) {
  const api = await startApiProcess({ rsaPrivateKey: keys.privateKeyPem, testMode: true });
  try {
    report.push(
      await ramp('1 instance, PGlite', api.port, api.url, keys.publicKeyPem, {
        api: () => [api.child.pid!],
        load: self,
      }),
    );
  } finally {
    await stopProcess(api.child);
  }
}
// Two instances over PostgreSQL, behind each proxy docs/deploy.md gives: HAProxy (which the proxy
// test runs) and nginx (whose cache lock sends one request per refreshed public read).
const PROXIES = [
  { target: 'postgres', name: 'HAProxy', start: startProxy },
  { target: 'nginx', name: 'nginx', start: startNginx },
].filter((p) => TARGETS.includes(p.target));
if (PROXIES.length) {
  const pg = await startThrowawayPostgres();
  const apis: ApiProcess[] = [];
  try {
    const database = await openDatabase({ databaseUrl: pg.url });
    await prepareDatabase(database);
    await database.close();
    for (let i = 0; i < 2; i += 1)
      apis.push(await startApiProcess({ databaseUrl: pg.url, rsaPrivateKey: keys.privateKeyPem, testMode: true }));
    for (const { name, start } of PROXIES) {
      const proxy = await start(apis);
      try {
        report.push(
          await ramp(`2 instances, PostgreSQL, ${name}`, proxy.port, proxy.url, keys.publicKeyPem, {
            api: () => apis.map((a) => a.child.pid!),
            postgres: () => postgresPids(pg.dataDir),
            [name.toLowerCase()]: () => [proxy.child.pid!, ...childPids(proxy.child.pid!)],
            load: self,
          }),
        );
      } finally {
        await stopProcess(proxy.child);
      }
    }
  } finally {
    for (const api of apis) await stopProcess(api.child);
    pg.stop();
  }
}
for (const pool of pools.values()) pool.close();
console.info(`BENCH_LOAD_JSON ${JSON.stringify(report)}`);
