/**
 * The build tooling the apps' rsbuild configs import: Rsbuild plugins (each app's own `rsbuild build`
 * runs them) and the federation helpers for development and federated types. See README.md.
 */
import { fileURLToPath } from 'node:url';

export { COMPILE_HINT, HINTED, compileHintOptions, pluginCompileHints } from './compileHints';
export { deepLinkHints, deepLinkManifest, type ChunkGroupLike } from './deepLinks';
export {
  LOCAL_CONFIG,
  REMOTE_EXPOSES,
  STANDALONE_RUNTIME_FILE,
  devConfigServer,
  devPort,
  devRuntimeConfig,
  mergeConfig,
  remoteDts,
  remoteEnvironments,
  standaloneDevTags,
  type AppName,
} from './federationDev';
export { ENTRY_SCRIPT, inlineEntryConfig, pluginInlineEntry } from './inlineEntry';
export {
  FIRST_CHUNK_GROUP,
  LOGIN_PAGE,
  pluginLoginPreload,
  preloadableFiles,
  withPreloads,
  writeLoginPage,
} from './loginPreload';
export { PRECOMPRESSED, pluginPrecompress, precompressDir, type PrecompressResult } from './precompress';
export { pluginProductionRouter, productionRouterAliases } from './productionRouter';

/** The shell's `source.preEntry` under `rsbuild dev`: remotes' hot reload in place (./devRefreshBridge.ts). */
export const DEV_REFRESH_BRIDGE = fileURLToPath(new URL('./devRefreshBridge.ts', import.meta.url));
