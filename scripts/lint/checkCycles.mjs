import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import madge from 'madge';

/** The source folders whose import graph must have no cycle (type-only imports count too). */
export const SOURCE_DIRS = [
  'apps/shell/src',
  'apps/sportsbook/src',
  'apps/casino/src',
  'apps/api/src',
  'packages/betting/src',
  'packages/shared-auth/src',
  'packages/shared-http/src',
  'packages/live-data/src',
  'packages/remote-contract/src',
  'packages/contracts/src',
  'packages/shared-ui/src',
];

/** Every import cycle among the files under `dirs` (relative to `root`), each as its list of files. */
export async function findCycles(root, dirs = SOURCE_DIRS) {
  const graph = await madge(
    dirs.map((dir) => join(root, dir)),
    {
      baseDir: root,
      fileExtensions: ['ts', 'tsx'],
      tsConfig: join(root, 'tsconfig.json'),
      detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
    },
  );
  return graph.circular();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const cycles = await findCycles(root);
  if (cycles.length > 0) {
    console.error(
      `Import cycles (${cycles.length}): break each one, e.g. by moving the shared types or code to a module both can import.`,
    );
    for (const cycle of cycles) console.error(`  ${cycle.join(' > ')} > ${cycle[0]}`);
    process.exit(1);
  }
  console.info('No import cycles.');
}
