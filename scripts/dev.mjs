// Hot-reload development: the API (restarts on change) and the three Rsbuild dev servers, with
// config.json written into each app's public folder so the shell and each standalone remote work.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { DEFAULT_PORTS, ROOT, fetchPublicKey, runtimeConfig, waitForHttp, writeConfig } from './stack.mjs';

const children = [];
const start = (cmd, args, opts = {}) => {
  const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', ...opts });
  children.push(child);
  return child;
};

start('pnpm', ['--filter', '@exchange/api', 'dev'], {
  env: { ...process.env, PORT: String(DEFAULT_PORTS.api), DATA_DIR: process.env.DATA_DIR ?? join(ROOT, '.data/pglite'), TEST_MODE: '1' },
});
await waitForHttp(`http://127.0.0.1:${DEFAULT_PORTS.api}/health`, 120_000);
const config = runtimeConfig({ ports: DEFAULT_PORTS, publicKey: await fetchPublicKey(DEFAULT_PORTS.api) });
for (const app of ['shell', 'sportsbook', 'casino']) writeConfig(join(ROOT, 'apps', app, 'public/config.json'), config);

start('pnpm', ['--parallel', '--filter', '@exchange/shell', '--filter', '@exchange/sportsbook', '--filter', '@exchange/casino', 'dev']);

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
