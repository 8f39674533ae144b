/**
 * What the shell gives the remotes through the federation share scope: the one React, router,
 * store and Chakra the shell itself runs. Each entry hands over the shell's own module (the same
 * module instance the shell's code imported), loaded only when a remote first asks for it.
 *
 * The packages and versions are federation.shared.ts's `sharedDependencies('shell')`, the same table
 * the remotes are built with; the build passes them in as `process.env.SHELL_SHARES`. The imports
 * must be written out for the bundler, so a test checks that this list and that table agree.
 *
 * The packages come in three modules, not one import each: the frame's packages (./shares/frame),
 * what a remote's `./preload` runs on (./shares/store, no design system) and shared-ui with its
 * Chakra parts. Every dynamic import is a chunk group of its own, and each one cut the app's modules
 * into more, smaller chunks: a cold match ran 29 of the shell's scripts, each with its own request,
 * script element and timer, where 24 now do the same work
 * (docs/decisions/0004-shared-singletons-through-facades.md).
 */
import type { UserOptions } from '@module-federation/runtime-core';

const frame = () => import('./shares/frame');
const store = () => import('./shares/store');

export const SHARE_LOADERS: Record<string, () => Promise<unknown>> = {
  react: () => frame().then((m) => m.react),
  'react/jsx-runtime': () => frame().then((m) => m.reactJsxRuntime),
  'react/jsx-dev-runtime': () => frame().then((m) => m.reactJsxDevRuntime),
  'react-dom': () => frame().then((m) => m.reactDom),
  'react-dom/client': () => frame().then((m) => m.reactDomClient),
  '@reduxjs/toolkit': () => frame().then((m) => m.reduxToolkit),
  'react-redux': () => frame().then((m) => m.reactRedux),
  '@emotion/react': () => frame().then((m) => m.emotionReact),
  sonner: () => frame().then((m) => m.sonner),
  '@exchange/shared-auth': () => store().then((m) => m.sharedAuth),
  '@exchange/shared-http': () => store().then((m) => m.sharedHttp),
  '@exchange/live-data': () => store().then((m) => m.liveData),
  '@exchange/shared-ui': () => import('@exchange/shared-ui'),
  // The router the apps use (not react-router-dom whole), run by the frame; a remote built when the
  // router was shared whole asks for `react-router-dom` and gets the same module
  // (federation.shared.ts `legacySharedDependencies`).
  '@exchange/shared-ui/router': () => frame().then((m) => m.router),
  'react-router-dom': () => frame().then((m) => m.router),
  // The Chakra parts the remotes' pages use beyond the frame's: loaded when a page first asks.
  '@exchange/shared-ui/chakra': () => import('@exchange/shared-ui/chakra'),
  '@exchange/typebox-kit': () => store().then((m) => m.typeboxKit),
};

/**
 * Shared modules that a remote asks for at once and the shell's own first screens do not load: the
 * frame's packages ('react' stands for the one module that hands them all over, ./shares/frame: every
 * remote page consumes it, and on a cold match it was asked for only once the match page's chunk
 * ran, a round trip just before the render), what a `./preload` module runs on (contract 1.4: the
 * store and the HTTP clients), the polls (every remote page's endpoints are declared with them) and
 * shared-ui's index.
 * The host runtime starts them as it starts. Not the Chakra parts the remotes' pages use beyond the
 * frame's: run that early, they held the main thread just as the remote's entry arrived (the cold
 * match took 2158 ms against 1899 ms without them, 5 runs each).
 */
export const EARLY_SHARES = [
  'react',
  '@exchange/shared-auth',
  '@exchange/shared-http',
  '@exchange/live-data',
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
