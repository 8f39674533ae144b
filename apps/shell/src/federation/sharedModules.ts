/**
 * What the shell gives the remotes through the federation share scope: the one React, router,
 * store and Chakra the shell itself runs. Each entry hands over the shell's own module (the same
 * module instance the shell's code imported), loaded only when a remote first asks for it.
 *
 * The packages and versions are federation.shared.ts's `sharedDependencies('shell')`, the same table
 * the remotes are built with; the build passes them in as `process.env.SHELL_SHARES`. The imports
 * must be written out for the bundler, so a test checks that this list and that table agree.
 */
import type { UserOptions } from '@module-federation/runtime-core';

export const SHARE_LOADERS: Record<string, () => Promise<unknown>> = {
  react: () => import('react'),
  'react/jsx-runtime': () => import('react/jsx-runtime'),
  'react/jsx-dev-runtime': () => import('react/jsx-dev-runtime'),
  'react-dom': () => import('react-dom'),
  'react-dom/client': () => import('react-dom/client'),
  'react-router-dom': () => import('react-router-dom'),
  '@reduxjs/toolkit': () => import('@reduxjs/toolkit'),
  'react-redux': () => import('react-redux'),
  '@emotion/react': () => import('@emotion/react'),
  sonner: () => import('sonner'),
  '@exchange/shared-auth': () => import('@exchange/shared-auth'),
  '@exchange/shared-http': () => import('@exchange/shared-http'),
  '@exchange/shared-ui': () => import('@exchange/shared-ui'),
  '@exchange/shared-ui/chakra': () => import('@exchange/shared-ui/chakra'),
  '@exchange/typebox-kit': () => import('@exchange/typebox-kit'),
};

/**
 * Shared modules that a remote asks for at once and the shell's own first screens do not load: what
 * a `./preload` module runs on (contract 1.4: the store and the HTTP clients), and shared-ui's index.
 * The host runtime starts them as it starts. Not the Chakra parts the remotes' pages use beyond the
 * frame's: run that early, they held the main thread just as the remote's entry arrived (the cold
 * match took 2158 ms against 1899 ms without them, 5 runs each).
 */
export const EARLY_SHARES = [
  '@exchange/shared-auth',
  '@exchange/shared-http',
  '@exchange/typebox-kit',
  '@exchange/shared-ui',
] as const;

export type ShareVersions = Record<string, { version: string; requiredVersion: string }>;

/** The share scope entries for `createInstance`: every package singleton, at the version the shell was built with. */
export function hostShares(versions: ShareVersions): NonNullable<UserOptions['shared']> {
  const shared: NonNullable<UserOptions['shared']> = {};
  for (const [pkg, { version, requiredVersion }] of Object.entries(versions)) {
    const load = SHARE_LOADERS[pkg];
    if (!load) throw new Error(`the shell shares ${pkg} but has no loader for it in sharedModules.ts`);
    shared[pkg] = {
      version,
      scope: 'default',
      shareConfig: { singleton: true, requiredVersion },
      get: () => load().then((module) => () => module),
    };
  }
  return shared;
}
