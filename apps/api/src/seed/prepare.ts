import type { Database } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { seedDemoData } from './seed';

/** What every start does to a database: the migrations, then the demo data where it is missing. */
export async function prepareDatabase(database: Database): Promise<void> {
  await migrateDatabase(database);
  await seedDemoData(database.db);
}
