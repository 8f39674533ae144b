/**
 * The shell's run-time configuration, read from /config.json next to index.html and never
 * compiled in, so an operator can point at another API or swap the casino remote by editing it.
 * This module holds the one loaded config; reading and validating it is in configParse.ts.
 */
import { configureApiBases } from '@exchange/shared-http';
import { ConfigError, fetchRuntimeConfig, parseRuntimeConfig, type RuntimeConfig } from '@exchange/remote-contract';

let current: RuntimeConfig | null = null;

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

let applied: RuntimeConfig | null = null;

/** Hands a loaded config to the shared packages, once per config: the config and the HTTP clients' bases. */
export function applyRuntimeConfig(config: RuntimeConfig): void {
  if (applied === config) return;
  setRuntimeConfig(config);
  configureApiBases(config.api);
  applied = config;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new ConfigError('Runtime config read before it was loaded');
  return current;
}

export async function loadRuntimeConfig(path = '/config.json'): Promise<RuntimeConfig> {
  const config = await fetchRuntimeConfig(path);
  setRuntimeConfig(config);
  return config;
}

/**
 * For a remote's standalone page: its own /config.json when the dev server has one, else the
 * local reference API on port 4000 with the login key fetched from it.
 */
export async function loadStandaloneConfig(): Promise<RuntimeConfig> {
  try {
    return await loadRuntimeConfig();
  } catch {
    const api = `${window.location.protocol}//${window.location.hostname}:4000`;
    const res = await fetch(`${api}/aam/v1/auth/public-key`);
    if (!res.ok) throw new ConfigError(`No config.json and the API at ${api} did not answer`);
    const body = (await res.json()) as { response?: { publicKey?: string } };
    const here = `${window.location.origin}/mf-manifest.json`;
    const config = parseRuntimeConfig({
      api: { aam: `${api}/aam/v1`, cm: `${api}/cm/v1`, casino: `${api}/casino/v1` },
      remotes: { sportsbook: here, casino: here },
      rsaPublicKey: body.response?.publicKey,
      streamUrl: `${api}/stream`,
      casinoGamesListUrl: `${api}/casino/v1/games-list`,
    });
    setRuntimeConfig(config);
    return config;
  }
}
