import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { prepareDatabase } from '../seed/prepare';

/**
 * Vitest global setup of the `node` project: one PGlite migrated and seeded once per run, its data
 * directory dumped to a file whose path the tests get with `inject('pgliteTemplate')`.
 * createTestDatabase starts each file's PGlite from it (under a second) instead of running initdb,
 * the migrations and the seed again (about five seconds on this machine).
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const folder = mkdtempSync(join(tmpdir(), 'exchange-pglite-template-'));
  const database = await openDatabase();
  try {
    await prepareDatabase(database);
    if (database.driver !== 'pglite') throw new Error('the template is a PGlite database');
    const dump = await database.db.$client.dumpDataDir('none');
    const file = join(folder, 'template.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteTemplate', file);
  } finally {
    await database.close();
  }
  return () => rmSync(folder, { recursive: true, force: true });
}
