// The static server's own behaviours, as a browser, a CDN or an operator meets them: cache headers per
// kind of file, the SPA fallback and real 404s, the second brand's folder next door out of reach, the
// security headers of every answer (the CSP from the config, naming the pages' inline entry), the
// runtime config inlined and at /config.json, /login's page. Sending files, their .br/.gz siblings,
// ETag/304 and path normalisation are @fastify/static's and tested there.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { precompressDir } from '@exchange/build-tools';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from './serve-static.mjs';

const ENTRY = 'window.started = "</scr" + "ipt>"; console.info("entry")';
const page = (entry, head = '') =>
  `<!doctype html><html><head><title>Exchange</title>${head}</head><body><div id="root"></div><script>${entry}</script></body></html>`;
const sha = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const APP_JS = `console.info("exchange");\n${Array.from({ length: 400 }, (_, i) => `export const rate${i} = ${i};`).join('\n')}\n`;
const CONFIG = {
  brand: 'royal</script><script>alert(1)</script>',
  api: { aam: 'http://127.0.0.1:4600/aam/v1' },
  remotes: {
    sportsbook: 'http://127.0.0.1:3601/mf-manifest.json',
    casino: 'https://casino.example.com/mf-manifest.json',
  },
  streamUrl: 'https://stream.example.com/stream',
};

let dir, root, remoteRoot, configFile;
const servers = {};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'serve-static-'));
  root = join(dir, 'dist');
  mkdirSync(join(root, 'static/js'), { recursive: true });
  writeFileSync(join(root, 'index.html'), page(ENTRY));
  writeFileSync(join(root, 'login.html'), page(ENTRY, '<link rel="preload" as="script" href="/static/js/a.js">'));
  writeFileSync(join(root, 'static/js/index.0123abcd89.js'), APP_JS);
  writeFileSync(join(root, 'remoteEntry.js'), APP_JS);
  writeFileSync(join(root, 'mf-manifest.json'), JSON.stringify({ id: 'casino', metaData: { publicPath: 'auto' } }));
  await precompressDir(root);
  // A remote's folder (no login.html), and the second brand's build next to it (dist-emerald).
  remoteRoot = join(dir, 'remote');
  mkdirSync(remoteRoot);
  writeFileSync(join(remoteRoot, 'index.html'), page('remote()'));
  mkdirSync(join(dir, 'dist-emerald'));
  writeFileSync(join(dir, 'dist-emerald/index.html'), '<!doctype html><title>EMERALD</title>');
  configFile = join(dir, 'config.json');
  writeFileSync(configFile, JSON.stringify(CONFIG));
  servers.shell = await serveStatic({ root, port: 0, configFile });
  servers.plain = await serveStatic({ root, port: 0 });
  servers.remote = await serveStatic({ root: remoteRoot, port: 0, configFile });
});

afterAll(async () => {
  await Promise.all(Object.values(servers).map((s) => new Promise((resolve) => s.close(resolve))));
  rmSync(dir, { recursive: true, force: true });
});

/** A raw GET to one of the servers: the path goes as written, nothing decompressed. */
function get(path, headers = {}, server = servers.shell) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: server.address().port, path, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}
const text = async (path, server) => (await get(path, {}, server)).body.toString('utf8');
const directive = (res, name) =>
  res.headers['content-security-policy'].split(/;\s*/).find((d) => d.startsWith(`${name} `));

describe('serve-static', () => {
  it('keeps hashed files a year, makes pages, manifests and the remote entry revalidate, and lets other origins load them', async () => {
    for (const [path, cache] of [
      ['/static/js/index.0123abcd89.js', 'public, max-age=31536000, immutable'],
      ['/mf-manifest.json', 'no-cache'],
      ['/remoteEntry.js', 'no-cache'],
      ['/index.html', 'no-cache'],
    ]) {
      const res = await get(path, { 'accept-encoding': 'br' });
      expect([res.status, res.headers['cache-control']], path).toEqual([200, cache]);
      expect(res.headers['access-control-allow-origin'], path).toBe('*');
    }
    const js = await get('/static/js/index.0123abcd89.js', { 'accept-encoding': 'br' });
    expect(brotliDecompressSync(js.body).toString('utf8')).toBe(APP_JS);
  });

  it('answers client-side routes with the page and a missing file with a real 404', async () => {
    for (const path of ['/casino/lucky7', '/game/cricket/1', '/'])
      expect(await text(path), path).toContain('id="exchange-config"');
    const missing = await get('/static/js/missing.0123456789.js');
    expect([missing.status, missing.body.toString()]).toEqual([404, 'Not found']);
    expect(missing.headers['cache-control']).toBeUndefined();
  });

  it("answers 404 to every path that reaches the second brand's folder next door, however it is written", async () => {
    for (const path of [
      '/../dist-emerald/index.html',
      '/..%2Fdist-emerald%2Findex.html',
      '/%2e%2e/dist-emerald/index.html',
      '/..%5Cdist-emerald%5Cindex.html',
      '/%252e%252e%252fdist-emerald%252findex.html',
      '/index.html%00',
    ]) {
      const res = await get(path);
      expect([res.status, res.body.toString()], path).toEqual([404, 'Not found']);
      expect(res.headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    }
  });

  it('sends the security headers on every answer, pages, files, 304s and 404s: the CSP from the config, naming the entry by its hash', async () => {
    const first = await get('/');
    const answers = [
      first,
      await get('/static/js/index.0123abcd89.js'),
      await get('/', { 'if-none-match': first.headers.etag }),
      await get('/static/js/gone.deadbeef00.js'),
    ];
    expect(answers.map((r) => r.status)).toEqual([200, 200, 304, 404]);
    for (const res of answers) {
      expect(directive(res, 'script-src')).toBe(
        `script-src 'self' http://127.0.0.1:3601 https://casino.example.com ${sha(ENTRY)}`,
      );
      expect(directive(res, 'frame-src')).toBe('frame-src https://stream.example.com');
      expect(directive(res, 'frame-ancestors')).toBe("frame-ancestors 'none'");
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    }
  });

  it('inlines the config into the pages, escaped so it cannot close its tag, and serves it at /config.json, never cached', async () => {
    const html = await text('/');
    const json = html.match(/<script id="exchange-config" type="application\/json">(.*?)<\/script><\/head>/)[1];
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(CONFIG);
    expect(html.match(/<script/g)).toHaveLength(2);
    const config = await get('/config.json');
    expect(config.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(config.body.toString())).toEqual(CONFIG);
  });

  it("follows the operator's edit of config.json on the next load: page, ETag, /config.json and the framing rule", async () => {
    const before = await get('/');
    const edited = {
      ...CONFIG,
      brand: 'emerald',
      frameAncestors: ['https://partner.example.com/lobby', 'javascript:alert(1)'],
    };
    writeFileSync(configFile, JSON.stringify(edited));
    try {
      const after = await get('/', { 'if-none-match': before.headers.etag });
      expect(after.status).toBe(200);
      expect(after.body.toString()).toContain('"brand":"emerald"');
      expect(directive(after, 'frame-ancestors')).toBe('frame-ancestors https://partner.example.com');
      expect(JSON.parse(await text('/config.json'))).toEqual(edited);
    } finally {
      writeFileSync(configFile, JSON.stringify(CONFIG));
    }
  });

  it('answers /login with the login page on the shell and with the page on a remote, the config inlined in both', async () => {
    for (const path of ['/login', '/login/']) expect(await text(path), path).toContain('rel="preload"');
    expect(await text('/cricket')).not.toContain('rel="preload"');
    const remote = await text('/login', servers.remote);
    expect(remote).toContain('remote()');
    expect(remote).toContain('id="exchange-config"');
  });

  it('sends the pages from disk without a config, their entry still allowed and /config.json missing', async () => {
    const res = await get('/login', { 'accept-encoding': 'br' }, servers.plain);
    expect(brotliDecompressSync(res.body).toString()).not.toContain('exchange-config');
    expect(directive(res, 'script-src')).toBe(`script-src 'self' ${sha(ENTRY)}`);
    expect((await get('/config.json', {}, servers.plain)).status).toBe(404);
  });

  it('follows a page rebuilt in place: the new entry is allowed and the old one no longer', async () => {
    const NEXT = `${ENTRY}; console.info("next build")`;
    const later = new Date(Date.now() + 5000);
    for (const file of ['index.html', 'login.html']) {
      writeFileSync(join(root, file), page(NEXT));
      utimesSync(join(root, file), later, later);
    }
    const res = await get('/');
    expect(directive(res, 'script-src')).toContain(sha(NEXT));
    expect(directive(res, 'script-src')).not.toContain(sha(ENTRY));
  });
});
