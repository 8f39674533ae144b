export {
  CONTRACT_VERSION,
  isCompatibleContract,
  PRELOAD_EXPOSE,
  type RemoteModule,
  type EarlyReadRequest,
  type PreloadHost,
  type RemotePreload,
  type RemoteNavEntry,
  type RemoteRoute,
} from './contract';
export {
  ConfigError,
  INLINE_CONFIG_ID,
  allowedRemoteOrigins,
  fetchRuntimeConfig,
  normalizePathPrefix,
  parseRuntimeConfig,
  readInlineConfig,
  type RemoteName,
  type RuntimeConfig,
} from './configParse';
