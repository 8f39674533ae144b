// API throughput for the polling reads: autocannon, 32 keep-alive connections for a few seconds per
// read, loopback only.
import autocannon from 'autocannon';

const DURATION_S = Number(process.env.BENCH_API_MS ?? 4000) / 1000;
const CONNECTIONS = Number(process.env.BENCH_API_CONCURRENCY ?? 32);

async function load(port, path, headers = {}) {
  const r = await autocannon({
    url: `http://127.0.0.1:${port}${path}`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers,
  });
  return {
    path,
    requestsPerSecond: Math.round(r['2xx'] / r.duration),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    failed: r.non2xx + r.errors + r.timeouts,
  };
}

/** Requests per second and latency of each polling read, one after another, for `user` (run.mjs signs in). */
export async function measureApi(port, user) {
  const auth = { authorization: `Bearer ${user.token}` };
  return [
    await load(port, '/cm/v1/cricket/all-matches-dashboard'),
    await load(port, '/cm/v1/cricket/odds/34120001'),
    await load(port, '/casino/v1/odds?casinoGames=TEEN_20'),
    await load(port, `/aam/v1/accmanage/user/${user.id}`, auth),
  ];
}
