import { buildApp } from './app';
import { postgresCluster } from './cluster/cluster';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { prepareDatabase } from './seed/prepare';
import { ensureKeyPair } from './security/keys';

async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig();
  const keys = ensureKeyPair(config.dataDir, config.rsaPrivateKey);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await prepareDatabase(database);

  const app = await buildApp({
    db: database.db,
    keys,
    testMode: config.testMode,
    logger: { level: config.logLevel },
    loginRateLimit: { max: config.loginRateLimit, timeWindowMs: 60_000 },
    adminToken: config.adminToken,
    // Over PostgreSQL, instances elect one to run the engines; PGlite is one process and runs them.
    ...(config.databaseUrl ? { cluster: postgresCluster(config.databaseUrl) } : {}),
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      await database.close();
      app.log.info('stopped');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      storage: database.driver === 'pglite' ? config.dataDir : 'postgres',
      testMode: config.testMode,
      startupMs: Math.round(performance.now() - startedAt),
    },
    `API listening on ${address}, OpenAPI docs at ${address}/docs`,
  );
}

main().catch((error: unknown) => {
  // The logger does not exist yet when config, keys or the database fail; stderr is all there is.
  process.stderr.write(
    `API failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
