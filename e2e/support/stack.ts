import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';

export const STACK_FILE = fileURLToPath(
  new URL(`../artifacts/stack-${process.env.E2E_PORT_BASE ?? 3100}.json`, import.meta.url),
);

export type StackInfo = {
  configFile: string;
  publicKey: string;
  dataDir: string;
  pids: Record<'shell' | 'sportsbook' | 'casino' | 'casinoBrand' | 'api', number>;
};

export function stackInfo(): StackInfo {
  return JSON.parse(readFileSync(STACK_FILE, 'utf8')) as StackInfo;
}

/** Takes a remote's server off the network (its port refuses connections) and back on. */
export function setServerUp(name: 'sportsbook' | 'casino' | 'casinoBrand', up: boolean): void {
  process.kill(stackInfo().pids[name], up ? 'SIGUSR2' : 'SIGUSR1');
}

/**
 * Stops a spare server a test started. The page is still open in `afterEach` (fixtures close after
 * the hooks), and `close()` alone waits for its keep-alive connections: once it waited 57 s.
 */
export async function stopServer(server: Server | null): Promise<void> {
  if (!server) return;
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}
