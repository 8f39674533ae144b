import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginPrecompress } from '../../scripts/rsbuild-precompress';
import { devConfigServer, devPort } from '../../scripts/federation-dev';
import { PORTS, sharedDependencies } from '../../federation.shared';

export default defineConfig(({ command }) => ({
  plugins: [
    pluginReact(),
    pluginPrecompress(),
    pluginModuleFederation({
      name: 'shell',
      // Remotes are registered at run time from /config.json, never compiled in.
      remotes: {},
      shared: sharedDependencies('shell'),
      // 'version-first' would fetch every remote's entry at start-up: one dead remote would block the shell.
      shareStrategy: 'loaded-first',
      // Puts the runtime core on the global object for the remotes (built with externalRuntime).
      experiments: { provideExternalRuntime: true },
      runtimePlugins: ['./src/federation/remoteOriginGuardPlugin.ts', './src/federation/remoteFailurePlugin.ts'],
      // The shell consumes the remotes' published types through scripts/federated-types.mjs (typecheck).
      dts: false,
    }),
  ],
  html: { title: 'Exchange', template: './src/index.html' },
  // /config.json in development: scripts/dev.mjs's config with apps/shell/config.local.json on top.
  server: { port: devPort(PORTS.shell), strictPort: true, historyApiFallback: true, setup: devConfigServer('shell') },
  // No lazy compilation (Rsbuild's default): it breaks the federation's first load (docs/decisions.md).
  dev: { lazyCompilation: false },
  // Only a build empties its folder: a dev server writes nothing there, and emptying it on start
  // deleted the production build that `pnpm start` and the end-to-end tests serve.
  output: { distPath: { root: process.env.DIST_DIR ?? 'dist' }, cleanDistPath: command === 'build' },
  performance: { chunkSplit: { strategy: 'split-by-experience' } },
  // Development only: remotes' React Refresh runtimes see the shell's React DOM (hot reload in place).
  source: { preEntry: command === 'dev' ? ['../../scripts/dev-refresh-bridge.ts'] : [] },
}));
