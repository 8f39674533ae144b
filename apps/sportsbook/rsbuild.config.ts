import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginPrecompress } from '../../scripts/rsbuild-precompress';
import { PORTS, remoteBuildDefines, sharedDependencies } from '../../federation.shared';

export default defineConfig({
  plugins: [
    pluginReact(),
    pluginPrecompress(),
    pluginModuleFederation({
      name: 'sportsbook',
      exposes: { './routes': './src/routes.tsx' },
      shared: sharedDependencies('sportsbook'),
      shareStrategy: 'loaded-first',
      dts: false,
    }),
  ],
  source: { define: remoteBuildDefines('sportsbook') },
  // The standalone page, for the team that owns this remote (same store, its own login).
  html: { title: 'sportsbook (standalone)', template: '../shell/src/index.html' },
  server: {
    port: PORTS.sportsbook,
    strictPort: true,
    historyApiFallback: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
  },
  // 'auto' resolves chunks against wherever mf-manifest.json was served from: any origin or CDN path.
  output: { assetPrefix: 'auto', distPath: { root: process.env.DIST_DIR ?? 'dist' }, cleanDistPath: true },
  dev: { assetPrefix: 'auto' },
});
