import crypto from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { buildApp, type App, type BuildAppOptions } from '../app';
import { openDatabase, type Database } from '../db/client';
import { prepareDatabase } from '../seed/prepare';
import { generateKeyPair, type KeyPair } from '../security/keys';
import postgres from 'postgres';
import { TEMPLATE_DATABASE, withDatabase } from './postgresGlobalSetup';
import './providedContext';

let databaseCount = 0;

/**
 * Test support only: an in-memory PGlite, migrated and seeded like a real start (from the run's
 * template when the `node` project's global setup made one); or, in the `api-postgres` project, a
 * fresh PostgreSQL database copied from the migrated and seeded template.
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = testPostgresUrl();
  if (serverUrl) return openDatabase({ databaseUrl: await copyTemplate(serverUrl) });
  const template = inject('pgliteTemplate');
  if (template) return openDatabase({ loadDataDir: new Blob([readFileSync(template)]) });
  const database = await openDatabase();
  await prepareDatabase(database);
  return database;
}

/** The `api-postgres` project's throwaway server; undefined in every other project. */
export function testPostgresUrl(): string | undefined {
  return inject('testPostgresUrl');
}

/** A new database from the template, named after this worker so parallel files never collide. */
export async function copyTemplate(serverUrl: string): Promise<string> {
  databaseCount += 1;
  const name = `test_${process.pid}_${databaseCount}`;
  const admin = postgres(serverUrl, { onnotice: () => undefined, max: 1 });
  try {
    await admin.unsafe(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
  } finally {
    await admin.end();
  }
  return withDatabase(serverUrl, name);
}

let sharedKeys: KeyPair | undefined;

/** One key pair per test file: generating RSA keys is the slow part of a test app. */
export function testKeys(): KeyPair {
  sharedKeys ??= generateKeyPair();
  return sharedKeys;
}

export function createTestApp(database: Database, options: Partial<BuildAppOptions> = {}): Promise<App> {
  return buildApp({ db: database.db, keys: testKeys(), testMode: true, ...options });
}

/** What the client's jsencrypt `encryptOAEP` produces: RSA-OAEP with SHA-256, base64. */
export function encryptPassword(password: string, publicKeyPem = testKeys().publicKeyPem): string {
  return crypto
    .publicEncrypt(
      { key: publicKeyPem, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(password, 'utf8'),
    )
    .toString('base64');
}

export async function signIn(app: App, username: string, password = '123456') {
  return app.inject({
    method: 'POST',
    url: '/aam/v1/auth/signin',
    payload: { username, password: encryptPassword(password) },
  });
}

/** Signs a demo player in and returns what an authorised call needs. */
export async function session(
  app: App,
  username: string,
  password = '123456',
): Promise<{ id: number; token: string; auth: { authorization: string } }> {
  const res = await signIn(app, username, password);
  if (res.statusCode !== 200) throw new Error(`sign-in of ${username} failed: ${res.body}`);
  const { id, token } = res.json().response as { id: number; token: string };
  return { id, token, auth: { authorization: `Bearer ${token}` } };
}
