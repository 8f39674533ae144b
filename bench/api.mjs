// API throughput for the polling reads: a bounded keep-alive load on loopback only.
import { constants, publicEncrypt } from 'node:crypto';
import { Agent, request } from 'node:http';

const DURATION_MS = Number(process.env.BENCH_API_MS ?? 4000);
const CONCURRENCY = Number(process.env.BENCH_API_CONCURRENCY ?? 32);
const MAX_REQUESTS = 200_000;

function get(agent, port, path, headers) {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const req = request({ host: '127.0.0.1', port, path, agent, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ ok: res.statusCode === 200, ms: Number(process.hrtime.bigint() - started) / 1e6 }));
    });
    req.on('error', () => resolve({ ok: false, ms: Number(process.hrtime.bigint() - started) / 1e6 }));
    req.end();
  });
}

async function load(port, path, headers = {}) {
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const latencies = [];
  let failed = 0;
  const deadline = Date.now() + DURATION_MS;
  const worker = async () => {
    while (Date.now() < deadline && latencies.length + failed < MAX_REQUESTS) {
      const r = await get(agent, port, path, headers);
      if (r.ok) latencies.push(r.ms);
      else failed += 1;
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (Date.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const pct = (p) => +(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0).toFixed(1);
  return { path, requestsPerSecond: Math.round(latencies.length / seconds), p50Ms: pct(0.5), p99Ms: pct(0.99), failed };
}

async function signIn(port, publicKey) {
  const password = publicEncrypt(
    { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from('123456'),
  ).toString('base64');
  const res = await fetch(`http://127.0.0.1:${port}/aam/v1/auth/signin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'C1001', password }),
  });
  const body = await res.json();
  return body.response;
}

/** Requests per second and latency of each polling read, one after another. */
export async function measureApi(port, publicKey) {
  const user = await signIn(port, publicKey);
  const auth = { authorization: `Bearer ${user.token}` };
  return [
    await load(port, '/cm/v1/cricket/all-matches-dashboard'),
    await load(port, '/cm/v1/cricket/odds/34120001'),
    await load(port, '/casino/v1/odds?casinoGames=TEEN_20'),
    await load(port, `/aam/v1/accmanage/user/${user.id}`, auth),
  ];
}
