// The same screens as one ordinary application, for `pnpm bench`'s federation overhead figure: the
// shell's entry (apps/shell/src/index.ts) with the shell's remote registry replaced by
// ./staticRegistry.ts, which imports the sportsbook's and the casino's route modules statically,
// and its federation runtime by ./noFederation.ts.
// No Module Federation: one build, one chunk graph, same React/Chakra/router as the shell.
// Built by bench/single/build.mjs with the shell's rsbuild (`rsbuild build --config <this file>`).
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  pluginCompileHints,
  pluginInlineEntry,
  pluginLoginPreload,
  pluginPrecompress,
  pluginProductionRouter,
} from '@exchange/build-tools';

const here = dirname(fileURLToPath(import.meta.url));
const ROOT = join(here, '../..');
const SHELL = join(ROOT, 'apps/shell');

// The build tools are the shell's own devDependencies: nothing extra is installed for the bench.
const shellRequire = createRequire(join(SHELL, 'package.json'));
const { pluginReact } = (await import(
  pathToFileURL(shellRequire.resolve('@rsbuild/plugin-react')).href
)) as typeof import('@rsbuild/plugin-react');

/** Wherever the shell keeps a module today (its folders may move): found by file name. */
function shellModule(name: string): string {
  const hit = (readdirSync(join(SHELL, 'src'), { recursive: true }) as string[]).find((f) =>
    new RegExp(`(^|[\\\\/])${name}\\.tsx?$`).test(f),
  );
  if (!hit) throw new Error(`apps/shell/src has no ${name}.ts to replace`);
  return join(SHELL, 'src', hit);
}

/** The names a module exports (functions, classes, constants): the only coupling to the registry. */
function exportedNames(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(/^export\s+(?:async\s+)?(?:function|class|const|let)\s+(\w+)/gm)].map(
    (m) => m[1]!,
  );
}

// The shell's remote registry, the federation runtime it loads (which the entry also requests
// early) and the early requests for remotes' manifests, each replaced by a stand-in with the same exports.
const replaced: Record<string, string> = {};
for (const [name, standIn] of [
  ['remoteRegistry', 'staticRegistry.ts'],
  ['hostRuntime', 'noFederation.ts'],
  ['earlyManifests', 'noEarlyManifests.ts'],
] as const) {
  const module = shellModule(name);
  const file = join(here, standIn);
  const missing = exportedNames(module).filter((n) => !exportedNames(file).includes(n));
  if (missing.length)
    throw new Error(
      `${module} now exports ${missing.join(', ')}: add ${missing.length > 1 ? 'them' : 'it'} to bench/single/${standIn}`,
    );
  // The import, with and without its extension, goes to the stand-in.
  replaced[module] = file;
  replaced[module.replace(/\.tsx?$/, '')] = file;
}

export default {
  root: SHELL,
  // The shell's own build plugins: its entry inline, login.html, compile hints, .br/.gz siblings, React Router's production build.
  plugins: [
    pluginReact(),
    pluginInlineEntry(),
    pluginLoginPreload(),
    pluginCompileHints(),
    pluginPrecompress(),
    pluginProductionRouter(),
  ],
  source: {
    entry: { index: join(SHELL, 'src/index.ts') },
    // What federation.shared.ts's remoteBuildDefines gives the remotes, for an unbranded build.
    define: {
      'process.env.BRAND': JSON.stringify(''),
      'process.env.CASINO_VARIANT': JSON.stringify(''),
      'process.env.REMOTE_VERSION': JSON.stringify('single-bundle'),
      'process.env.REMOTE_CONTRACT_VERSION': JSON.stringify(''),
    },
  },
  resolve: { alias: replaced },
  html: { title: 'Exchange', template: join(SHELL, 'src/index.html') },
  output: { distPath: { root: process.env.SINGLE_DIST_DIR ?? join(here, 'dist') }, cleanDistPath: true },
  performance: { chunkSplit: { strategy: 'split-by-experience' } },
};
