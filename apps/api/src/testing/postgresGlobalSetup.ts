import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { prepareDatabase } from '../seed/prepare';
import { startThrowawayPostgres } from './postgres';

/** The database every test database is copied from: migrated and seeded once per run. */
export const TEMPLATE_DATABASE = 'exchange_template';

/**
 * Vitest global setup of the `api-postgres` project: one throwaway cluster for the run, its URL
 * provided to this project's tests only (`inject('testPostgresUrl')`), so createTestDatabase copies
 * the template instead of opening a PGlite. Not an environment variable: the workers of every
 * project would inherit it, and the `node` project's API tests would run on PostgreSQL too.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cluster = await startThrowawayPostgres();
  try {
    const admin = postgres(cluster.url, { onnotice: () => undefined, max: 1 });
    await admin.unsafe(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
    await admin.end();
    const template = await openDatabase({ databaseUrl: withDatabase(cluster.url, TEMPLATE_DATABASE) });
    await prepareDatabase(template);
    await template.close();
  } catch (error) {
    cluster.stop();
    throw error;
  }
  project.provide('testPostgresUrl', cluster.url);
  return async () => cluster.stop();
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
