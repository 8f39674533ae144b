/**
 * Reading the shell's run-time configuration (/config.json, or the copy the server inlined into
 * index.html). Pure: no store, no React, so the first screen can read it before anything heavy loads.
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
