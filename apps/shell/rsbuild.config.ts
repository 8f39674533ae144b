import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginPrecompress } from '../../scripts/rsbuild-precompress';
import { PORTS, sharedDependencies } from '../../federation.shared';

export default defineConfig({
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
      runtimePlugins: ['./src/federation/remoteOriginGuardPlugin.ts', './src/federation/remoteFailurePlugin.ts'],
      dts: false,
    }),
  ],
  html: { title: 'Exchange', template: './src/index.html' },
  server: { port: PORTS.shell, strictPort: true, historyApiFallback: true },
  output: { distPath: { root: process.env.DIST_DIR ?? 'dist' }, cleanDistPath: true },
  performance: { chunkSplit: { strategy: 'split-by-experience' } },
});
