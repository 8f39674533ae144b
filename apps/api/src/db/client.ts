import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres, type PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';

/** What every query is written against, so the same code runs on PGlite and on PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT>;

export type Database =
  | { driver: 'pglite'; db: PgliteDatabase & { $client: PGlite }; close(): Promise<void> }
  | { driver: 'postgres'; db: PostgresJsDatabase; close(): Promise<void> };

export interface OpenDatabaseOptions {
  /** postgres:// URL; when set, PostgreSQL is used and dataDir is ignored. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; omit for an in-memory database (tests). */
  dataDir?: string | undefined;
  /** A PGlite data directory dumped by `dumpDataDir`, to start from instead of an empty cluster (tests). */
  loadDataDir?: Blob | undefined;
}

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  if (options.databaseUrl) {
    // Silence NOTICEs (e.g. "relation already exists, skipping" from the migrator) on stdout.
    const client = postgres(options.databaseUrl, { onnotice: () => undefined });
    return { driver: 'postgres', db: drizzlePostgres({ client }), close: () => client.end() };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
  await client.waitReady;
  return { driver: 'pglite', db: drizzlePglite({ client }), close: () => client.close() };
}
