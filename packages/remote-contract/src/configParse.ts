/**
 * Reading the shell's run-time configuration (/config.json, or the copy the server inlined into
 * index.html). Pure: no store, no React, so the first screen can read it before anything heavy loads.
 */
export type RemoteName = 'sportsbook' | 'casino';

export type RuntimeConfig = {
  brand: string;
  api: { aam: string; cm: string; casino: string };
  remotes: Record<RemoteName, string>;
  /**
   * Optional: the path prefixes each remote owns ('casino', 'main'), so a cold deep link is handed
   * to its remote (and that remote alone preloaded) before any remote has loaded. Without it the
   * shell loads every remote's `./routes` and asks them (contract 1.3 `pathPrefixes`).
   */
  remotePaths?: Partial<Record<RemoteName, string[]>>;
  rsaPublicKey: string;
  streamUrl: string;
  casinoGamesListUrl: string;
  originId: string;
};

export class ConfigError extends Error {}

function text(value: unknown, field: string): string {
  if (typeof value !== 'string' || value.trim() === '')
    throw new ConfigError(`config.json: "${field}" must be a non-empty string`);
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

const SEGMENT = /^[A-Za-z0-9._~-]+$/;

/**
 * A path prefix as the shell compares it: segments without leading or trailing slashes
 * ('/main/' -> 'main'), or null when it is not made of plain URL segments ('', '..', ':id', '*').
 */
export function normalizePathPrefix(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const segments = value.replace(/^\/+|\/+$/g, '').split('/');
  return segments.every((s) => SEGMENT.test(s) && s !== '.' && s !== '..') ? segments.join('/') : null;
}

function remotePaths(value: unknown): RuntimeConfig['remotePaths'] {
  if (value === undefined) return undefined;
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new ConfigError('config.json: "remotePaths" must be an object of prefix lists by remote');
  const paths: Partial<Record<RemoteName, string[]>> = {};
  for (const [name, list] of Object.entries(value)) {
    if (name !== 'sportsbook' && name !== 'casino')
      throw new ConfigError(`config.json: "remotePaths.${name}" names no remote`);
    if (!Array.isArray(list))
      throw new ConfigError(`config.json: "remotePaths.${name}" must be a list of path prefixes`);
    paths[name] = list.map((raw, i) => {
      const prefix = normalizePathPrefix(raw);
      if (!prefix)
        throw new ConfigError(
          `config.json: "remotePaths.${name}[${i}]" is not a path prefix such as "casino" or "main/matches"`,
        );
      return prefix;
    });
  }
  return paths;
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
    remotes: {
      sportsbook: url(remotes.sportsbook, 'remotes.sportsbook'),
      casino: url(remotes.casino, 'remotes.casino'),
    },
    ...(c.remotePaths === undefined ? {} : { remotePaths: remotePaths(c.remotePaths) }),
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

/** The id of the JSON block a server may inline into index.html, saving the config's round trip. */
export const INLINE_CONFIG_ID = 'exchange-config';

/** The inlined config's JSON, or undefined when the page has none (a server that does not inline it). */
export function readInlineConfig(doc: Document | undefined): unknown {
  const text = doc?.getElementById(INLINE_CONFIG_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new ConfigError('The configuration inlined in the page is not valid JSON');
  }
}

/** Fetches and validates /config.json (no caching: an operator's edit applies on the next load). */
export async function fetchRuntimeConfig(path = '/config.json'): Promise<RuntimeConfig> {
  const res = await fetch(path, { cache: 'no-store' });
  if (!res.ok) throw new ConfigError(`config.json could not be loaded (HTTP ${res.status})`);
  return parseRuntimeConfig(await res.json());
}
