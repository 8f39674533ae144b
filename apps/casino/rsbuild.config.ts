import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import {
  devConfigServer,
  devPort,
  pluginCompileHints,
  pluginPrecompress,
  pluginProductionRouter,
  REMOTE_EXPOSES,
  remoteDts,
  remoteEnvironments,
  standaloneDevTags,
} from '@exchange/build-tools';
import { PORTS, remoteBuildDefines, sharedDependencies } from '../../federation.shared';

export default defineConfig(({ command }) => ({
  plugins: [
    pluginReact(),
    pluginCompileHints(),
    pluginPrecompress(),
    pluginProductionRouter(),
    pluginModuleFederation(
      {
        name: 'casino',
        exposes: REMOTE_EXPOSES,
        shared: sharedDependencies('casino'),
        shareStrategy: 'loaded-first',
        // The runtime core comes from the host (@exchange/build-tools' standaloneRuntimeCore.ts for the standalone page).
        experiments: { externalRuntime: true },
        // Publishes @mf-types.zip beside mf-manifest.json on build (@exchange/build-tools' federationDev.ts).
        dts: remoteDts(command),
      },
      { environment: 'web' },
    ),
  ],
  environments: remoteEnvironments,
  source: { define: remoteBuildDefines('casino') },
  // The standalone page, for the team that owns this remote (same store, its own login).
  html: { title: 'casino (standalone)', template: '../shell/src/index.html', tags: standaloneDevTags(command) },
  server: {
    port: devPort(PORTS.casino),
    strictPort: true,
    historyApiFallback: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    setup: devConfigServer('casino'),
  },
  // 'auto' resolves chunks against wherever mf-manifest.json was served from: any origin or CDN path.
  // Only a build empties its folder: a dev server writes nothing there, and emptying it on start
  // deleted the production build that `pnpm start` and the end-to-end tests serve.
  output: {
    assetPrefix: 'auto',
    distPath: { root: process.env.DIST_DIR ?? 'dist' },
    cleanDistPath: command === 'build',
  },
  // No lazy compilation (Rsbuild's default): it breaks the federation's first load
  // (docs/decisions/0008-development-servers-and-federated-types.md).
  dev: { assetPrefix: 'auto', lazyCompilation: false },
}));
