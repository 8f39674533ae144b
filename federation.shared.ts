/**
 * The federation share scope, one definition for the shell and both remotes. Everything here is a
 * singleton: there must be exactly one React, one router, one store and one Chakra at run time.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(fileURLToPath(import.meta.url));

function installedVersion(app: string, pkg: string): string {
  const manifest = JSON.parse(readFileSync(join(root, 'apps', app, 'node_modules', pkg, 'package.json'), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

function workspaceVersion(dir: string): string {
  return (JSON.parse(readFileSync(join(root, 'packages', dir, 'package.json'), 'utf8')) as { version: string }).version;
}

type SharedEntry = { singleton: true; requiredVersion: string; version: string };

export function sharedDependencies(app: string): Record<string, SharedEntry> {
  const shared: Record<string, SharedEntry> = {};
  // Chakra and the router are not shared as packages: `@exchange/shared-ui/chakra` and
  // `@exchange/shared-ui/router` (below) share only the parts the screens use, since a shared
  // package is built whole and cannot be tree-shaken.
  const fromNpm = ['react', 'react-dom', '@reduxjs/toolkit', 'react-redux', '@emotion/react', 'sonner'];
  for (const pkg of fromNpm) {
    const version = installedVersion(app, pkg);
    shared[pkg] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  // Subpaths are separate modules to the bundler: unshared, they would load React twice.
  const react = installedVersion(app, 'react');
  const reactDom = installedVersion(app, 'react-dom');
  shared['react/jsx-runtime'] = { singleton: true, requiredVersion: `^${react}`, version: react };
  shared['react/jsx-dev-runtime'] = { singleton: true, requiredVersion: `^${react}`, version: react };
  shared['react-dom/client'] = { singleton: true, requiredVersion: `^${reactDom}`, version: reactDom };
  // Workspace packages need plain semver versions to be negotiated in the share scope.
  // shared-http holds the one HTTP client per API base and its session binding, live-data the polls'
  // loops, their worker and the countdowns told: one copy of each, like the store.
  // remote-contract is not here: it holds no state, and each app is built against its own copy of it
  // (the contract version a remote reports is the one it was built with).
  for (const [pkg, dir] of [
    ['@exchange/shared-auth', 'shared-auth'],
    ['@exchange/shared-http', 'shared-http'],
    ['@exchange/live-data', 'live-data'],
    ['@exchange/shared-ui', 'shared-ui'],
    ['@exchange/shared-ui/chakra', 'shared-ui'],
    // The router the same way: the exports the screens use, not react-router-dom whole.
    ['@exchange/shared-ui/router', 'shared-ui'],
    // The TypeBox the contracts read answers with: one copy for the shell and both remotes.
    ['@exchange/typebox-kit', 'typebox-kit'],
  ] as const) {
    const version = workspaceVersion(dir);
    shared[pkg] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  return shared;
}

/**
 * Package names a remote built before a facade still asks the share scope for, which the shell
 * answers with the facade, at the package's own version: a remote built when the router was shared
 * whole (`react-router-dom`) runs on the shell's one router instead of a copy of its own, outside
 * the shell's. The facade holds every router export the apps used when it was introduced. Not part
 * of the table the remotes are built with: today's remotes ask for the facade itself.
 */
export function legacySharedDependencies(app: string): Record<string, SharedEntry> {
  const version = installedVersion(app, 'react-router-dom');
  return { 'react-router-dom': { singleton: true, requiredVersion: `^${version}`, version } };
}

/**
 * Build-time facts a remote reports to the shell: its own package version, and the contract version
 * it was built against. REMOTE_CONTRACT_VERSION stands in for building against another release of
 * shared-auth (the version-skew tests build an older and an incompatible remote this way).
 */
export function remoteBuildDefines(app: string): Record<string, string> {
  const pkg = JSON.parse(readFileSync(join(root, 'apps', app, 'package.json'), 'utf8')) as { version: string };
  return {
    'process.env.BRAND': JSON.stringify(process.env.BRAND ?? ''),
    // The casino's line-up (apps/casino/src/lineup.ts): '' is the spec's; 'reshaped' is the e2e's other line-up.
    'process.env.CASINO_VARIANT': JSON.stringify(process.env.CASINO_VARIANT ?? ''),
    'process.env.REMOTE_VERSION': JSON.stringify(process.env.REMOTE_VERSION ?? pkg.version),
    'process.env.REMOTE_CONTRACT_VERSION': JSON.stringify(process.env.REMOTE_CONTRACT_VERSION ?? ''),
  };
}

export const PORTS = { shell: 3000, sportsbook: 3001, casino: 3002, casinoBrand: 3003, api: 4000 } as const;
