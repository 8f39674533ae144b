import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where Debian's `postgresql` package puts the server binaries (scripts/tooling.mjs ensurePostgres installs it). */
export const POSTGRES_BIN = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';

export type ThrowawayPostgres = { url: string; port: number; dataDir: string; stop(): void };

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** Runs a server binary; as root it runs as `postgres`, since PostgreSQL refuses to run as root. */
function pg(binary: string, args: string[]): void {
  const command = join(POSTGRES_BIN, binary);
  const [file, argv] = isRoot() ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const result = spawnSync(file, argv, { encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`${binary} ${args.join(' ')} failed (${result.status}): ${result.stderr || result.stdout}`);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * A PostgreSQL cluster for one test run: initdb into a fresh directory, started on a free port
 * (trust authentication, no fsync: nothing here must survive), stopped and deleted by `stop`.
 */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  if (!existsSync(join(POSTGRES_BIN, 'initdb')))
    throw new Error(
      `PostgreSQL not found in ${POSTGRES_BIN}: run 'node scripts/test-all.mjs' (installs it) or 'apt-get install -y postgresql'`,
    );
  const dataDir = mkdtempSync(join(tmpdir(), 'exchange-pg-'));
  // The server runs as `postgres` when we are root: it must own the directory it writes.
  if (isRoot()) spawnSync('chown', ['postgres:postgres', dataDir]);
  chmodSync(dataDir, 0o700);
  const cluster = join(dataDir, 'cluster');
  const port = await freePort();
  let started = false;
  const stop = () => {
    if (started) {
      started = false;
      try {
        pg('pg_ctl', ['-D', cluster, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // Already gone: nothing left to stop.
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    pg('initdb', ['-D', cluster, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
    const options = `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300`;
    pg('pg_ctl', ['-D', cluster, '-o', options, '-l', join(dataDir, 'server.log'), '-w', 'start']);
    started = true;
  } catch (error) {
    stop();
    throw error;
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, dataDir, stop };
}
