import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { ENGINE_APPLICATION_NAME, ENGINE_LOCK } from '../cluster/cluster';
import { freePort } from './postgres';

/** Real API processes over one PostgreSQL behind HAProxy, as docs/deploy.md runs them (issue 18). */
const API_DIR = fileURLToPath(new URL('../../', import.meta.url));
/** The proxy configuration docs/deploy.md shows; run as it is, so the document cannot drift from what is tested. */
export const HAPROXY_CONFIG = fileURLToPath(new URL('../../../../deploy/haproxy.cfg', import.meta.url));
export const HAPROXY_BIN = process.env.HAPROXY_BIN ?? '/usr/sbin/haproxy';
/** docs/deploy.md's nginx recipe, run by the load bench as it is with the instances' ports put in. */
export const NGINX_CONFIG = fileURLToPath(new URL('../../../../deploy/nginx.conf', import.meta.url));
export const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

export type ApiProcess = { port: number; url: string; child: ChildProcess; instanceId: string };
export type Proxy = { port: number; url: string; child: ChildProcess };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // not there yet (a refused connection while a process starts or dies)
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await sleep(100);
  }
}

function exitOf(child: ChildProcess, name: string, output: () => string): Promise<never> {
  return new Promise((_, reject) =>
    child.once('exit', (code, signal) => reject(new Error(`${name} exited (${code ?? signal}): ${output()}`))),
  );
}

/**
 * `node --import tsx src/server.ts`, as `pnpm start` runs the API but without the tsx wrapper process,
 * so the pid is the server's own and SIGKILL ends it for real. Waits for /health (and its X-Instance).
 */
export async function startApiProcess(env: {
  /** PostgreSQL; without it the instance runs alone on a fresh PGlite in a temporary folder. */
  databaseUrl?: string;
  rsaPrivateKey: string;
  testMode?: boolean;
  port?: number;
}): Promise<ApiProcess> {
  const port = env.port ?? (await freePort());
  const dataDir = mkdtempSync(join(tmpdir(), 'exchange-api-'));
  let stderr = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: env.databaseUrl ?? '',
      RSA_PRIVATE_KEY: env.rsaPrivateKey,
      TEST_MODE: env.testMode === false ? '0' : '1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  child.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  const url = `http://127.0.0.1:${port}`;
  let instanceId = '';
  const up = until(
    'the API answers /health',
    async () => {
      const res = await fetch(`${url}/health`);
      // Over PostgreSQL every answer names its instance; PGlite's only process does not.
      instanceId = res.headers.get('x-instance') ?? (env.databaseUrl ? '' : 'single');
      return res.ok && instanceId !== '';
    },
    120_000,
  );
  await Promise.race([up, exitOf(child, `API on ${port}`, () => stderr)]);
  return { port, url, child, instanceId };
}

/** HAProxy in the foreground with deploy/haproxy.cfg, round robin over the given instances. */
export async function startProxy(apis: ApiProcess[], port?: number): Promise<Proxy> {
  if (!existsSync(HAPROXY_BIN))
    throw new Error(
      `HAProxy not found at ${HAPROXY_BIN}: run 'node scripts/test-all.mjs' or 'apt-get install -y haproxy'`,
    );
  const proxyPort = port ?? (await freePort());
  const servers = Object.fromEntries(apis.map((api, i) => [`EXCHANGE_API_${i + 1}`, `127.0.0.1:${api.port}`]));
  const child = spawn(HAPROXY_BIN, ['-db', '-f', HAPROXY_CONFIG], {
    env: { ...process.env, EXCHANGE_PROXY_BIND: `127.0.0.1:${proxyPort}`, ...servers },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  return proxyUp('haproxy', child, proxyPort);
}

/** Waits until a proxy just spawned answers /health on its port; fails with its stderr if it exits. */
async function proxyUp(name: string, child: ChildProcess, port: number): Promise<Proxy> {
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const url = `http://127.0.0.1:${port}`;
  const up = until(`${name} answers /health`, async () => (await fetch(`${url}/health`)).ok, 20_000);
  await Promise.race([up, exitOf(child, name, () => stderr)]);
  return { port, url, child };
}

/**
 * nginx in the foreground with deploy/nginx.conf inside a minimal http { } block: its upstream
 * lists the given instances, it listens on a loopback port without TLS, and its cache, temporary
 * files and pid live in a throwaway folder removed when it exits.
 */
export async function startNginx(apis: ApiProcess[], port?: number): Promise<Proxy> {
  if (!existsSync(NGINX_BIN)) throw new Error(`nginx not found at ${NGINX_BIN}: run 'apt-get install -y nginx'`);
  const proxyPort = port ?? (await freePort());
  const dir = mkdtempSync(join(tmpdir(), 'exchange-nginx-'));
  // Workers run as an unprivileged user when started as root: they write the cache and temp files here.
  chmodSync(dir, 0o777);
  const recipe = readFileSync(NGINX_CONFIG, 'utf8')
    .replace(/^ *server 127\.0\.0\.1:\d+ .*\n/gm, '')
    .replace(
      /upstream exchange_api \{\n/,
      (head) => head + apis.map((api) => `    server 127.0.0.1:${api.port} max_fails=1 fail_timeout=5s;\n`).join(''),
    )
    .replace('/var/cache/nginx/exchange', join(dir, 'cache'))
    .replace(/listen 443 ssl;/, `listen 127.0.0.1:${proxyPort};`);
  const temp = (name: string) => `${name}_temp_path ${join(dir, name)};`;
  const config = `worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 8192; }
http {
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
${recipe}
}
`;
  const file = join(dir, 'nginx.conf');
  writeFileSync(file, config);
  const child = spawn(NGINX_BIN, ['-e', join(dir, 'error.log'), '-c', file, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  return proxyUp('nginx', child, proxyPort);
}

/** Ends a process started here, by its pid, and waits for it to be gone. */
export async function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await Promise.race([exited, sleep(10_000)]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/**
 * The X-Instance id of the instance holding the engine lock of this database, read from PostgreSQL;
 * undefined when none does. Advisory locks are per database: other tests' fleets share the server.
 */
export async function engineHolder(databaseUrl: string): Promise<string | undefined> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => undefined });
  try {
    const rows = await sql<Array<{ name: string }>>`
      SELECT a.application_name AS name FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
      WHERE l.locktype = 'advisory' AND l.objid = ${ENGINE_LOCK} AND l.granted
        AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())`;
    const name = rows[0]?.name;
    return name?.startsWith(ENGINE_APPLICATION_NAME) ? name.slice(ENGINE_APPLICATION_NAME.length) : undefined;
  } finally {
    await sql.end({ timeout: 1 });
  }
}
