// Quick start, command 1: install, build and serve the whole product with demo data.
import { join } from 'node:path';
import { buildAll, ensurePnpm, install } from './tooling.mjs';
import { DEFAULT_PORTS, ROOT, startStack } from './stack.mjs';

const pnpm = ensurePnpm();
if (!process.argv.includes('--no-install')) install(pnpm);
if (!process.argv.includes('--no-build')) await buildAll(pnpm);

const stack = await startStack({
  ports: DEFAULT_PORTS,
  dataDir: process.env.DATA_DIR ?? join(ROOT, '.data/pglite'),
  configFile: process.env.CONFIG_FILE ?? join(ROOT, '.data/config.json'),
  testMode: process.env.TEST_MODE === '1',
  quiet: false,
});

console.info(`
The exchange is running:
  open            http://localhost:${DEFAULT_PORTS.shell}   (log in as C1001 / 123456)
  sportsbook      http://localhost:${DEFAULT_PORTS.sportsbook}/mf-manifest.json
  casino          http://localhost:${DEFAULT_PORTS.casino}/mf-manifest.json
  casino (brand)  http://localhost:${DEFAULT_PORTS.casinoBrand}/mf-manifest.json
  API             http://localhost:${DEFAULT_PORTS.api}/docs
  runtime config  .data/config.json (edit "remotes.casino" to swap the casino; reload the page)
Press Ctrl+C to stop.`);

const stop = async () => {
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
