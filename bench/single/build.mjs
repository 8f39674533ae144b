// The single-bundle build of the same screens (bench/single/rsbuild.config.ts: the shell's entry
// with the remotes' route modules imported statically), built with the shell's own rsbuild and
// served by the same static server as the federated apps, for the federation overhead figure.
import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DIST, ROOT, waitForHttp } from '../../scripts/stack.mjs';
import { run } from '../../scripts/tooling.mjs';

const TAG = process.env.BUILD_TAG ? `-${process.env.BUILD_TAG}` : '';
export const SINGLE_DIST = join(ROOT, 'bench/single', `dist${TAG}`);
const CONFIG = join(ROOT, 'bench/single/rsbuild.config.ts');

/** Built when missing, when asked, or when the federated shell or this build's files are newer (same sources). */
export function ensureSingleBuild(pnpm, force) {
  const index = join(SINGLE_DIST, 'index.html');
  const shellIndex = join(DIST.shell, 'index.html');
  const sources = [shellIndex, CONFIG, join(ROOT, 'bench/single/staticRegistry.ts')].filter(existsSync);
  const stale = existsSync(index) && sources.some((f) => statSync(index).mtimeMs < statSync(f).mtimeMs);
  if (!force && existsSync(index) && !stale) return;
  run(`${pnpm} --filter @exchange/shell exec rsbuild build --config ${CONFIG}`, {
    env: { ...process.env, SINGLE_DIST_DIR: SINGLE_DIST },
  });
}

/** The same static server (scripts/serve-static.mjs) on its own port with its own config.json. */
export async function startSingleServer(port, configFile) {
  const child = spawn(
    process.execPath,
    [join(ROOT, 'scripts/serve-static.mjs'), SINGLE_DIST, `--port=${port}`, `--config=${configFile}`],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const exited = new Promise((_, reject) =>
    child.once('exit', (code) => reject(new Error(`single-bundle server exited with code ${code}`))),
  );
  await Promise.race([waitForHttp(`http://127.0.0.1:${port}/index.html`, 20_000), exited]);
  return child;
}
