import {
  fetchRuntimeConfig,
  parseRuntimeConfig,
  readInlineConfig,
  type RuntimeConfig,
} from '@exchange/remote-contract';

let pending: Promise<RuntimeConfig> | null = null;

/**
 * The runtime config, read once: from the copy the server inlined into index.html when there is
 * one (no round trip at all), else from /config.json. Called first thing in the entry, so the fetch
 * runs while the first chunks download instead of after them.
 */
export function runtimeConfig(): Promise<RuntimeConfig> {
  pending ??= (async () => {
    const inline = readInlineConfig(document);
    return inline === undefined ? fetchRuntimeConfig() : parseRuntimeConfig(inline);
  })();
  return pending;
}
