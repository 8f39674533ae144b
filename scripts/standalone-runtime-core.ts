/**
 * The federation runtime for a remote's standalone page. Remotes are built with
 * `experiments.externalRuntime`: their entries use the runtime core that the host (the shell,
 * built with `provideExternalRuntime`) puts on the global object, instead of each bundling its
 * own copy (about 18 KB gzip per remote entry, on the path of every remote page). A remote's
 * standalone page has no shell, so this script, built on its own and loaded before the page's
 * entry, provides the same global.
 */
import * as runtimeCore from '@module-federation/runtime-core';

const global = globalThis as typeof globalThis & { _FEDERATION_RUNTIME_CORE?: unknown };
global._FEDERATION_RUNTIME_CORE ??= runtimeCore;
