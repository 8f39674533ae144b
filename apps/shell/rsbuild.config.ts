import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import {
  DEV_REFRESH_BRIDGE,
  devConfigServer,
  devPort,
  pluginCompileHints,
  pluginInlineEntry,
  pluginLoginPreload,
  pluginPrecompress,
  pluginProductionRouter,
} from '@exchange/build-tools';
import { PORTS, legacySharedDependencies, sharedDependencies } from '../../federation.shared';

export default defineConfig(({ command }) => ({
  plugins: [
    pluginReact(),
    pluginInlineEntry(),
    pluginLoginPreload(),
    pluginCompileHints(),
    pluginPrecompress(),
    pluginProductionRouter(),
  ],
  // Built as an ordinary application: the federation runtime is a chunk of its own that loads when a
  // remote is first needed (src/federation/hostRuntime.ts), with this table of what it shares.
  source: {
    // What the shell shares: the remotes' table, and the names older remotes still ask for.
    define: {
      'process.env.SHELL_SHARES': JSON.stringify(
        JSON.stringify({ ...sharedDependencies('shell'), ...legacySharedDependencies('shell') }),
      ),
    },
    // Development only: remotes' React Refresh runtimes see the shell's React DOM (hot reload in place).
    preEntry: command === 'dev' ? [DEV_REFRESH_BRIDGE] : [],
  },
  // The tab's icon, so a first visit does not ask for a /favicon.ico that does not exist.
  html: { title: 'Exchange', template: './src/index.html', favicon: './src/favicon.svg' },
  // /config.json in development: scripts/dev.mjs's config with apps/shell/config.local.json on top.
  server: { port: devPort(PORTS.shell), strictPort: true, historyApiFallback: true, setup: devConfigServer('shell') },
  // No lazy compilation (Rsbuild's default): it breaks the federation's first load
  // (docs/decisions/0008-development-servers-and-federated-types.md).
  dev: { lazyCompilation: false },
  // Only a build empties its folder: a dev server writes nothing there, and emptying it on start
  // deleted the production build that `pnpm start` and the end-to-end tests serve.
  output: { distPath: { root: process.env.DIST_DIR ?? 'dist' }, cleanDistPath: command === 'build' },
  performance: { chunkSplit: { strategy: 'split-by-experience' } },
}));
