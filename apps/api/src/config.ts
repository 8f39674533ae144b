import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, three levels up from apps/api/src. */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export interface ApiConfig {
  port: number;
  host: string;
  /** PGlite data directory (a relative DATA_DIR is taken from the repo root); the RSA key pair is kept in `<dataDir>/rsa`. */
  dataDir: string;
  /** When set, PostgreSQL via postgres-js is used instead of PGlite. */
  databaseUrl: string | undefined;
  /** PEM of the login private key; when absent a key pair is generated into the data directory. */
  rsaPrivateKey: string | undefined;
  testMode: boolean;
  logLevel: string;
  /** Sign-in attempts per IP and username per minute. */
  loginRateLimit: number;
  /** Operator token for /admin/v1 (e.g. the announcement); test mode has a fixed one. */
  adminToken: string | undefined;
}

export const TEST_MODE_ADMIN_TOKEN = 'test-admin-token';

// End-to-end suites sign in far more than 10 times a minute from one address.
const TEST_MODE_LOGIN_RATE_LIMIT = 1000;
const LOGIN_RATE_LIMIT = 10;

function readPort(value: string | undefined): number {
  if (value === undefined || value === '') return 4000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got "${value}"`);
  return port;
}

function readFlag(value: string | undefined): boolean {
  return value === '1' || value === 'true';
}

function readPositiveInt(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return n;
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const testMode = readFlag(env.TEST_MODE);
  return {
    port: readPort(env.PORT),
    host: nonEmpty(env.HOST) ?? '127.0.0.1',
    dataDir: path.resolve(repoRoot, nonEmpty(env.DATA_DIR) ?? '.data/pglite'),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    rsaPrivateKey: nonEmpty(env.RSA_PRIVATE_KEY),
    testMode,
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'info',
    loginRateLimit:
      readPositiveInt('LOGIN_RATE_LIMIT', env.LOGIN_RATE_LIMIT) ??
      (testMode ? TEST_MODE_LOGIN_RATE_LIMIT : LOGIN_RATE_LIMIT),
    adminToken: nonEmpty(env.ADMIN_TOKEN) ?? (testMode ? TEST_MODE_ADMIN_TOKEN : undefined),
  };
}
