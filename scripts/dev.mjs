// Hot-reload development: the API (test mode, demo data; reused when one already runs on its port)
// and the three Rsbuild dev servers. Each dev server answers /config.json from the dev config; the
// shell's adds apps/shell/config.local.json on top (see README, "Override a remote in development").
// `node scripts/dev.mjs casino` starts only that remote's dev server (its team's `pnpm --filter casino dev`).
import {
  APPS,
  devPorts,
  ensureApi,
  printWhereToOpen,
  startDevServer,
  stopOnExit,
  waitForDevServers,
  writeDevConfig,
} from './dev-stack.mjs';

const only = process.argv[2];
if (only && !APPS.includes(only)) {
  console.error(`Unknown app "${only}": one of ${APPS.join(', ')}`);
  process.exit(1);
}
const apps = only ? [only] : APPS;
const ports = devPorts();
const api = await ensureApi(ports, { quiet: false });
console.info(api ? `API started in test mode on ${ports.api}` : `Using the API already running on ${ports.api}`);
const configFile = await writeDevConfig(ports);
const children = apps.map((app) => startDevServer(app, { ports, configFile }));
stopOnExit([...children, api]);
await waitForDevServers(apps, ports, children);
printWhereToOpen(apps, ports);
