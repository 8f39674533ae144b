import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
// @ts-expect-error -- plain ESM script shared with `pnpm start`; it has no type declarations
import { startStack } from '../../scripts/stack.mjs';
import { E2E_PORTS } from './ports';
import { STACK_FILE } from './stack';

/** Starts the API (test mode, fresh database) and the four static servers; stops them at the end. */
export default async function globalSetup() {
  const dataDir = mkdtempSync(join(tmpdir(), 'exchange-e2e-'));
  const configFile = join(dataDir, 'config.json');
  const stack = await startStack({ ports: E2E_PORTS, dataDir: join(dataDir, 'pglite'), configFile, testMode: true });
  const pids = Object.fromEntries(
    [...Object.entries(stack.servers), ['api', stack.api]].map(([name, child]) => [
      name,
      (child as { pid: number }).pid,
    ]),
  );
  mkdirSync(dirname(STACK_FILE), { recursive: true });
  writeFileSync(STACK_FILE, JSON.stringify({ configFile, publicKey: stack.publicKey, dataDir, pids }));
  return async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
