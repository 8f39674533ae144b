/**
 * The shell's run-time configuration, read from /config.json next to index.html and never
 * compiled in, so an operator can point at another API or swap the casino remote by editing it.
 */
export type RemoteName = 'sportsbook' | 'casino';

export type RuntimeConfig = {
  brand: string;
  api: { aam: string; cm: string; casino: string };
  remotes: Record<RemoteName, string>;
  rsaPublicKey: string;
  streamUrl: string;
  casinoGamesListUrl: string;
  originId: string;
};

export class ConfigError extends Error {}

function text(value: unknown, field: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw new ConfigError(`config.json: "${field}" must be a non-empty string`);
  return value;
}

function url(value: unknown, field: string): string {
  const raw = text(value, field);
  try {
    return new URL(raw).toString().replace(/\/$/, '');
  } catch {
    throw new ConfigError(`config.json: "${field}" is not a valid absolute URL: ${raw}`);
  }
}

/** Validates untrusted JSON into a RuntimeConfig, naming the first bad field. */
export function parseRuntimeConfig(json: unknown): RuntimeConfig {
  if (typeof json !== 'object' || json === null) throw new ConfigError('config.json must be a JSON object');
  const c = json as Record<string, Record<string, unknown> | unknown>;
  const api = (c.api ?? {}) as Record<string, unknown>;
  const remotes = (c.remotes ?? {}) as Record<string, unknown>;
  return {
    brand: typeof c.brand === 'string' ? c.brand : 'royal',
    api: { aam: url(api.aam, 'api.aam'), cm: url(api.cm, 'api.cm'), casino: url(api.casino, 'api.casino') },
    remotes: { sportsbook: url(remotes.sportsbook, 'remotes.sportsbook'), casino: url(remotes.casino, 'remotes.casino') },
    rsaPublicKey: text(c.rsaPublicKey, 'rsaPublicKey'),
    streamUrl: typeof c.streamUrl === 'string' ? c.streamUrl : '',
    casinoGamesListUrl: typeof c.casinoGamesListUrl === 'string' ? c.casinoGamesListUrl : '',
    originId: typeof c.originId === 'string' && c.originId ? c.originId : 'exchange-web',
  };
}

/** The origins remotes may be loaded from: exactly the ones the config lists. */
export function allowedRemoteOrigins(config: RuntimeConfig): string[] {
  return [...new Set(Object.values(config.remotes).map((entry) => new URL(entry).origin))];
}

let current: RuntimeConfig | null = null;

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new ConfigError('Runtime config read before it was loaded');
  return current;
}

export async function loadRuntimeConfig(path = '/config.json'): Promise<RuntimeConfig> {
  const res = await fetch(path, { cache: 'no-store' });
  if (!res.ok) throw new ConfigError(`config.json could not be loaded (HTTP ${res.status})`);
  const config = parseRuntimeConfig(await res.json());
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
