import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ConfigError,
  INLINE_CONFIG_ID,
  fetchRuntimeConfig,
  normalizePathPrefix,
  parseRuntimeConfig,
  readInlineConfig,
} from './configParse';

const valid = {
  brand: 'emerald',
  api: { aam: 'http://api.test/aam/v1', cm: 'http://api.test/cm/v1', casino: 'http://api.test/casino/v1' },
  remotes: { sportsbook: 'http://s.test/mf-manifest.json', casino: 'http://c.test/mf-manifest.json' },
  rsaPublicKey: 'KEY',
};

function inline(text: string) {
  const script = document.createElement('script');
  script.id = INLINE_CONFIG_ID;
  script.type = 'application/json';
  script.textContent = text;
  document.head.append(script);
}

afterEach(() => {
  document.getElementById(INLINE_CONFIG_ID)?.remove();
  vi.unstubAllGlobals();
});

describe('readInlineConfig', () => {
  it('is undefined when the server inlined nothing, so the client fetches /config.json', () => {
    expect(readInlineConfig(document)).toBeUndefined();
  });

  it('reads the JSON the server inlined into the page', () => {
    inline(JSON.stringify(valid));
    expect(readInlineConfig(document)).toEqual(valid);
  });

  it('refuses inlined text that is not JSON with a message naming the problem', () => {
    inline('{"brand": ');
    expect(() => readInlineConfig(document)).toThrow(ConfigError);
    expect(() => readInlineConfig(document)).toThrow(/inlined in the page is not valid JSON/);
  });
});

describe('fetchRuntimeConfig', () => {
  it('fetches /config.json uncached and validates it', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(valid), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const config = await fetchRuntimeConfig();
    expect(fetchMock).toHaveBeenCalledWith('/config.json', { cache: 'no-store' });
    expect(config.brand).toBe('emerald');
    expect(config.remotes.casino).toBe('http://c.test/mf-manifest.json');
  });

  it('names the HTTP status when the file is missing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('no', { status: 404 })),
    );
    await expect(fetchRuntimeConfig()).rejects.toThrow('config.json could not be loaded (HTTP 404)');
  });

  it('names the first bad field of a malformed file', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ ...valid, api: { aam: 'nope' } }), { status: 200 })),
    );
    await expect(fetchRuntimeConfig()).rejects.toThrow(/"api.aam" is not a valid absolute URL/);
  });
});

describe('remotePaths: the path prefixes an operator gives each remote', () => {
  it('is optional, and read as plain prefixes without slashes', () => {
    expect(parseRuntimeConfig(valid).remotePaths).toBeUndefined();
    const config = parseRuntimeConfig({
      ...valid,
      remotePaths: { casino: ['/casino', 'main/', 'reports'], sportsbook: ['main/matches'] },
    });
    expect(config.remotePaths).toEqual({ casino: ['casino', 'main', 'reports'], sportsbook: ['main/matches'] });
  });

  it.each([
    [[], /"remotePaths" must be an object/],
    [{ poker: ['poker'] }, /"remotePaths.poker" names no remote/],
    [{ casino: 'casino' }, /"remotePaths.casino" must be a list/],
    [{ casino: ['casino', ''] }, /"remotePaths.casino\[1\]" is not a path prefix/],
    [{ casino: ['main/../ledger'] }, /"remotePaths.casino\[0\]" is not a path prefix/],
    [{ casino: ['game/:id'] }, /"remotePaths.casino\[0\]" is not a path prefix/],
    [{ casino: [7] }, /"remotePaths.casino\[0\]" is not a path prefix/],
  ])('refuses %j naming the field', (remotePaths, message) => {
    expect(() => parseRuntimeConfig({ ...valid, remotePaths })).toThrow(message);
  });
});

describe('normalizePathPrefix', () => {
  it.each([
    ['casino', 'casino'],
    ['/main/matches/', 'main/matches'],
    ['', null],
    ['a//b', null],
    ['*', null],
    [null, null],
  ])('%j -> %j', (raw, expected) => {
    expect(normalizePathPrefix(raw)).toBe(expected);
  });
});
