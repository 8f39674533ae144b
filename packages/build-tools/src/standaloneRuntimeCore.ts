/**
 * The federation runtime for a remote's standalone page. Remotes are built with
 * `experiments.externalRuntime` and with the federation SDK and error codes as externals
 * (federationDev.ts): their entries use the runtime core, SDK and error codes that the
 * host (the shell's federation/hostRuntime.ts) puts on the global object, instead of each bundling
 * its own copies (29 KB of script, 6 KB brotli, per remote entry, on the path of every remote
 * page). A remote's standalone page has no shell, so this script, built on its own and loaded
 * before the page's entry, provides the same globals.
 */
import * as errorCodes from '@module-federation/error-codes';
import * as runtimeCore from '@module-federation/runtime-core';
import * as sdk from '@module-federation/sdk';

const global = globalThis as typeof globalThis & {
  _FEDERATION_RUNTIME_CORE?: unknown;
  _FEDERATION_SDK?: unknown;
  _FEDERATION_ERROR_CODES?: unknown;
};
global._FEDERATION_RUNTIME_CORE ??= runtimeCore;
global._FEDERATION_SDK ??= sdk;
global._FEDERATION_ERROR_CODES ??= errorCodes;
