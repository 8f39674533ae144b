/**
 * The shell's Module Federation runtime, in a chunk of its own: it loads when a remote is first
 * preloaded or loaded, never before the login form. The shell is built as an ordinary application
 * (no federation plugin), so its entry carries no runtime and its own modules load without a share
 * negotiation; this chunk then creates the host instance the remotes join, with the shell's modules
 * in the share scope (./sharedModules.ts).
 *
 * The remotes are built with `experiments.externalRuntime`, and with the federation SDK and error
 * codes as externals (packages/build-tools/src/federationDev.ts): they use the runtime core, SDK and error codes
 * found on the global object, which this chunk already carries. It puts them there, as the
 * federation plugin's `provideExternalRuntime` does for the runtime core.
 */
import { createInstance } from '@module-federation/enhanced/runtime';
import * as federationErrors from '@module-federation/error-codes';
import * as runtimeCore from '@module-federation/runtime-core';
import * as federationSdk from '@module-federation/sdk';
import { runtimeConfig } from '../boot/runtimeConfig';
import { earlyPreloadPlugin, fetchManifestsEarly } from './earlyManifests';
import remoteFailurePlugin from './remoteFailurePlugin';
import remoteOriginGuardPlugin from './remoteOriginGuardPlugin';
import { federationRetryPlugin } from './retryPlugin';
import { EARLY_SHARES, SHARE_LOADERS, hostShares, type ShareVersions } from './sharedModules';

// As this chunk arrives, what the runtime needs next starts loading, whatever the main thread is
// doing then: the shared modules a remote asks for first (a module is fetched and run once, whoever
// asks first), and every configured remote's manifest (the app reads them all for its navigation
// within its first seconds).
for (const pkg of EARLY_SHARES) SHARE_LOADERS[pkg]?.().catch(() => undefined);
// After a login the entry has asked for none (./earlyManifests.ts; the runtime's own request for
// a manifest is answered from this one).
runtimeConfig().then(fetchManifestsEarly, () => undefined);

export type HostFederation = ReturnType<typeof createInstance>;

type RuntimeGlobal = {
  _FEDERATION_RUNTIME_CORE?: unknown;
  _FEDERATION_SDK?: unknown;
  _FEDERATION_ERROR_CODES?: unknown;
};

function shellShareVersions(): ShareVersions {
  // Replaced at build time (apps/shell/rsbuild.config.ts); a string so that a missing define fails here, clearly.
  const table = process.env.SHELL_SHARES;
  if (!table) throw new Error('the shell was built without process.env.SHELL_SHARES (its share table)');
  return JSON.parse(table) as ShareVersions;
}

/** The one host instance, named `shell`, with the configured remotes registered. */
export function createHostFederation(remotes: { name: string; entry: string }[]): HostFederation {
  const global = runtimeCore.Global as RuntimeGlobal;
  global._FEDERATION_RUNTIME_CORE ??= runtimeCore;
  global._FEDERATION_SDK ??= federationSdk;
  global._FEDERATION_ERROR_CODES ??= federationErrors;
  const host = createInstance({
    name: 'shell',
    remotes,
    shared: hostShares(shellShareVersions()),
    // 'version-first' would fetch every remote's entry at start-up: one dead remote would block the shell.
    shareStrategy: 'loaded-first',
    // The retry plugin asks again for a manifest, entry or chunk that failed on a flaky network; the
    // early preload plugin skips preloading again what ./earlyManifests.ts has preloaded.
    plugins: [remoteOriginGuardPlugin(), remoteFailurePlugin(), federationRetryPlugin(), earlyPreloadPlugin()],
  });
  return host;
}
