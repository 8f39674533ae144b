import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { devPort, devRuntimeConfig, mergeConfig } from './federationDev';

const base = {
  brand: 'royal',
  api: { aam: 'http://127.0.0.1:4000/aam/v1', cm: 'http://127.0.0.1:4000/cm/v1' },
  remotes: { sportsbook: 'http://127.0.0.1:3001/mf-manifest.json', casino: 'http://127.0.0.1:3002/mf-manifest.json' },
};

function files(local?: string) {
  const dir = mkdtempSync(join(tmpdir(), 'dev-config-'));
  writeFileSync(join(dir, 'config.json'), JSON.stringify(base));
  if (local !== undefined) writeFileSync(join(dir, 'config.local.json'), local);
  return { env: { DEV_CONFIG_FILE: join(dir, 'config.json') }, local: join(dir, 'config.local.json') };
}

describe('the dev config and its local override', () => {
  it('points one remote elsewhere and keeps every other entry', () => {
    const merged = mergeConfig(base, { remotes: { casino: 'http://localhost:3102/mf-manifest.json' } });
    expect(merged.remotes).toEqual({
      sportsbook: base.remotes.sportsbook,
      casino: 'http://localhost:3102/mf-manifest.json',
    });
    expect(merged.api).toEqual(base.api);
  });

  it('applies config.local.json to the shell only, never to a remote’s standalone page', () => {
    const { env, local } = files('{ "remotes": { "casino": "http://localhost:3102/mf-manifest.json" } }');
    expect((devRuntimeConfig('shell', env, local)?.remotes as Record<string, string>).casino).toBe(
      'http://localhost:3102/mf-manifest.json',
    );
    expect((devRuntimeConfig('casino', env, local)?.remotes as Record<string, string>).casino).toBe(
      base.remotes.casino,
    );
  });

  it('serves the plain dev config when there is no override', () => {
    const { env, local } = files();
    expect(devRuntimeConfig('shell', env, local)).toEqual(base);
  });

  it('names the file when the override is not a JSON object', () => {
    const { env, local } = files('{ "remotes": ');
    expect(() => devRuntimeConfig('shell', env, local)).toThrow(/config\.local\.json is not a valid JSON object/);
    const array = files('[1]');
    expect(() => devRuntimeConfig('shell', array.env, array.local)).toThrow(/not a JSON object/);
  });

  it('is undefined without DEV_CONFIG_FILE (a bare rsbuild dev serves public/config.json)', () => {
    expect(devRuntimeConfig('shell', {})).toBeUndefined();
  });
});

describe('devPort', () => {
  it('takes PORT when set and refuses one that is not a port', () => {
    const saved = process.env.PORT;
    try {
      delete process.env.PORT;
      expect(devPort(3002)).toBe(3002);
      process.env.PORT = '5102';
      expect(devPort(3002)).toBe(5102);
      process.env.PORT = 'abc';
      expect(() => devPort(3002)).toThrow(/PORT must be a port number/);
    } finally {
      if (saved === undefined) delete process.env.PORT;
      else process.env.PORT = saved;
    }
  });
});
