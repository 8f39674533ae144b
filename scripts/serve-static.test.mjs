// The static server as a browser, a CDN or an operator meets it: compressed bytes that decompress to
// the built file, cache headers per kind of file, the SPA fallback, 404s, the security headers of every
// page, refused traversal (also to the second brand's folder next door), and the runtime config
// inlined into index.html.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from './rsbuild-precompress.ts';
import { serveStatic } from './serve-static.mjs';
import { inlineScriptHashes } from './static-headers.mjs';

const INDEX =
  '<!doctype html><html><head><meta charset="utf-8"><title>Exchange</title></head><body><div id="root"></div><script src="/static/js/index.0123abcd89.js"></script></body></html>';
const APP_JS = `console.info("exchange");\n${Array.from({ length: 400 }, (_, i) => `export const rate${i} = ${i * 1.5};`).join('\n')}\n`;
const MANIFEST = JSON.stringify({
  id: 'casino',
  metaData: { publicPath: 'auto' },
  shared: Array.from({ length: 40 }, (_, i) => ({ name: `pkg-${i}`, version: '1.0.0' })),
});
const CONFIG = {
  brand: 'royal</script><script>alert(1)</script>',
  api: {
    aam: 'http://127.0.0.1:4600/aam/v1',
    cm: 'http://127.0.0.1:4600/cm/v1',
    casino: 'http://127.0.0.1:4600/casino/v1',
  },
  remotes: {
    sportsbook: 'http://127.0.0.1:3601/mf-manifest.json',
    casino: 'https://casino.example.com/mf-manifest.json',
  },
  streamUrl: 'https://stream.example.com/stream',
  casinoGamesListUrl: 'http://127.0.0.1:4600/casino/v1/games-list',
  originId: 'exchange-web',
};

let dir;
let root;
let configFile;
let server;
let port;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'serve-static-'));
  root = join(dir, 'dist');
  mkdirSync(join(root, 'static/js'), { recursive: true });
  writeFileSync(join(root, 'index.html'), INDEX);
  writeFileSync(join(root, 'static/js/index.0123abcd89.js'), APP_JS);
  writeFileSync(join(root, 'remoteEntry.js'), APP_JS);
  writeFileSync(join(root, 'mf-manifest.json'), MANIFEST);
  writeFileSync(join(root, '@mf-types.zip'), 'PK types');
  writeFileSync(join(root, 'static/logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  writeFileSync(join(dir, 'secret.txt'), 'operator secret');
  // The brand build sits next to the main one (apps/casino/dist and dist-emerald).
  mkdirSync(join(dir, 'dist-emerald'));
  writeFileSync(join(dir, 'dist-emerald/index.html'), '<!doctype html><title>EMERALD</title>');
  await precompressDir(root);
  configFile = join(dir, 'config.json');
  writeFileSync(configFile, JSON.stringify(CONFIG, null, 2));
  server = await serveStatic({ root, port: 0, configFile });
  port = server.address().port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

/** A raw GET: no automatic decompression, so the test sees the bytes on the wire. */
function get(path, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** `get` on another of this file's servers: `on(server)(path, headers)`. */
const on = (srv) => (path, headers) => {
  const saved = port;
  port = srv.address().port;
  return get(path, headers).finally(() => {
    port = saved;
  });
};

describe('serve-static', () => {
  it('sends the precompressed brotli file to a browser that takes br, and it decompresses to the built file', async () => {
    const res = await get('/static/js/index.0123abcd89.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.body.length).toBeLessThan(Buffer.byteLength(APP_JS) / 4);
    expect(brotliDecompressSync(res.body).toString('utf8')).toBe(APP_JS);
  });

  it('sends gzip to a client that takes only gzip', async () => {
    const res = await get('/static/js/index.0123abcd89.js', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.body).toString('utf8')).toBe(APP_JS);
  });

  it('sends the file itself to a client that takes no compression', async () => {
    const res = await get('/static/js/index.0123abcd89.js', { 'accept-encoding': 'identity' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString('utf8')).toBe(APP_JS);
  });

  it('caches hashed assets for a year and makes the manifest, the remote entry and HTML revalidate', async () => {
    expect((await get('/static/js/index.0123abcd89.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    for (const path of ['/mf-manifest.json', '/remoteEntry.js', '/index.html', '/', '/casino/lucky7']) {
      expect((await get(path, { 'accept-encoding': 'br' })).headers['cache-control'], path).toBe('no-cache');
    }
    const manifest = await get('/mf-manifest.json', { 'accept-encoding': 'br' });
    expect(manifest.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(manifest.body).toString('utf8'))).toEqual(JSON.parse(MANIFEST));
  });

  it('lets other origins load the files (federation) and forbids sniffing', async () => {
    const res = await get('/mf-manifest.json');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers client-side routes with index.html and a missing asset with a real 404', async () => {
    const route = await get('/cricket/match/42');
    expect(route.status).toBe(200);
    expect(route.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(route.body.toString('utf8')).toContain('<div id="root"></div>');

    const missing = await get('/static/js/gone.deadbeef00.js', { 'accept-encoding': 'br' });
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBeUndefined();
    expect(missing.body.toString('utf8')).toBe('Not found');
  });

  it('answers 404 to every path that leaves the served folder or hides one, however it is encoded', async () => {
    const paths = [
      '/..%2Fdist-emerald%2Findex.html',
      '/../dist-emerald/index.html',
      '/%2e%2e/dist-emerald/index.html',
      '/%2E%2E%2Fdist-emerald%2Findex.html',
      '/.%2e/dist-emerald/index.html',
      '/..%5Cdist-emerald%5Cindex.html',
      '/..\\dist-emerald\\index.html',
      '/static\\..\\..\\secret.txt',
      '/%252e%252e%252fdist-emerald%252findex.html',
      '/%252e%252e/secret.txt',
      '/..%2Fdist-emerald',
      '/..%2Fdist',
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/static/..%2f..%2fsecret.txt',
      '/static/%2e%2e/%2e%2e/secret.txt',
      '/index.html%00',
      '/%00',
      '/login%00/x',
      '/%zz',
      '/%c0%ae%c0%ae/secret.txt',
    ];
    for (const path of paths) {
      const res = await get(path, { 'accept-encoding': 'identity' });
      expect(res.status, path).toBe(404);
      expect(res.body.toString('utf8'), path).toBe('Not found');
      expect(res.headers['x-content-type-options'], path).toBe('nosniff');
    }
  });

  it("serves a remote's federated types archive, whose name starts with '@', written plainly or encoded", async () => {
    for (const path of ['/@mf-types.zip', '/%40mf-types.zip']) {
      const res = await get(path, { 'accept-encoding': 'identity' });
      expect(res.status, path).toBe(200);
      expect(res.body.toString('utf8'), path).toBe('PK types');
    }
  });

  it('still serves a path that stays inside the folder once normalised', async () => {
    for (const path of [
      '/static/./js/index.0123abcd89.js',
      '/static/js/../js/index.0123abcd89.js',
      '//static//js/index.0123abcd89.js',
    ]) {
      const res = await get(path, { 'accept-encoding': 'identity' });
      expect(res.status, path).toBe(200);
      expect(res.body.toString('utf8'), path).toBe(APP_JS);
    }
  });

  it('sends every page, file and 404 with the CSP (no framing), the referrer policy and nosniff, and keeps CORS on the federation files', async () => {
    const paths = [
      '/',
      '/index.html',
      '/cricket/match/42',
      '/casino/lucky7/',
      '/static/js/gone.deadbeef00.js',
      '/mf-manifest.json',
      '/remoteEntry.js',
      '/static/js/index.0123abcd89.js',
      '/config.json',
    ];
    for (const path of paths) {
      for (const encoding of ['br', 'identity']) {
        const res = await get(path, { 'accept-encoding': encoding });
        expect(res.headers['content-security-policy'], path).toMatch(/; frame-ancestors 'none'$/);
        expect(res.headers['content-security-policy'], path).toContain(
          "script-src 'self' http://127.0.0.1:3601 https://casino.example.com",
        );
        expect(res.headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
        expect(res.headers['x-content-type-options'], path).toBe('nosniff');
        expect(res.headers['access-control-allow-origin'], path).toBe('*');
      }
    }
    // A revalidated page keeps them too.
    const page = await get('/login');
    const again = await get('/login', { 'if-none-match': page.headers.etag });
    expect(again.status).toBe(304);
    expect(again.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it("lets only the operator's configured parent sites frame the pages, skipping entries that are not origins", async () => {
    writeFileSync(
      configFile,
      JSON.stringify({
        ...CONFIG,
        frameAncestors: [
          'https://partner.example.com/lobby',
          'not a url',
          'javascript:alert(1)',
          'http://127.0.0.1:4000',
        ],
      }),
    );
    try {
      for (const path of ['/', '/sports', '/static/js/gone.deadbeef00.js']) {
        expect((await get(path)).headers['content-security-policy'], path).toMatch(
          /; frame-ancestors https:\/\/partner\.example\.com http:\/\/127\.0\.0\.1:4000$/,
        );
      }
      writeFileSync(configFile, JSON.stringify({ ...CONFIG, frameAncestors: ['not a url'] }));
      expect((await get('/')).headers['content-security-policy']).toMatch(/; frame-ancestors 'none'$/);
    } finally {
      writeFileSync(configFile, JSON.stringify(CONFIG, null, 2));
    }
  });

  it('inlines the runtime config into index.html, escaped so it cannot close its script tag, with the CSP from the config', async () => {
    const res = await get('/login', { 'accept-encoding': 'identity' });
    const html = res.body.toString('utf8');
    const match = html.match(/<script id="exchange-config" type="application\/json">(.*?)<\/script><\/head>/);
    expect(match).not.toBeNull();
    expect(match[1]).not.toContain('<');
    expect(match[1]).toContain('\\u003c/script>');
    expect(JSON.parse(match[1])).toEqual(CONFIG);
    // Only the page's own script: the config's "</script><script>" stayed inside the JSON string.
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(res.headers['cache-control']).toBe('no-cache');
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("script-src 'self' http://127.0.0.1:3601 https://casino.example.com");
    expect(csp).toContain('frame-src https://stream.example.com http://127.0.0.1:4600');
  });

  it('compresses the inlined index.html and answers a revalidation with 304', async () => {
    const res = await get('/', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(res.body).toString('utf8')).toContain('id="exchange-config"');
    const gz = await get('/index.html', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(gz.body).toString('utf8')).toBe(brotliDecompressSync(res.body).toString('utf8'));

    const again = await get('/', { 'accept-encoding': 'br', 'if-none-match': res.headers.etag });
    expect(again.status).toBe(304);
  });

  it('serves the config an operator just edited, inlined and at /config.json, never cached', async () => {
    const edited = { ...CONFIG, brand: 'emerald' };
    writeFileSync(configFile, JSON.stringify(edited));
    try {
      const page = (await get('/login')).body.toString('utf8');
      expect(page).toContain('"brand":"emerald"');
      const config = await get('/config.json', { 'accept-encoding': 'identity' });
      expect(config.status).toBe(200);
      expect(config.headers['cache-control']).toBe('no-store');
      expect(config.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(JSON.parse(config.body.toString('utf8'))).toEqual(edited);
    } finally {
      writeFileSync(configFile, JSON.stringify(CONFIG, null, 2));
    }
  });

  it('serves index.html from disk, without an inlined config, when it has no config file', async () => {
    const plain = await serveStatic({ root, port: 0 });
    try {
      port = plain.address().port;
      const res = await get('/login', { 'accept-encoding': 'br' });
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'",
      );
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(brotliDecompressSync(res.body).toString('utf8')).toBe(INDEX);
      expect((await get('/config.json')).status).toBe(404);
    } finally {
      port = server.address().port;
      await new Promise((resolve) => plain.close(resolve));
    }
  });

  it('does not mark files that are never compressed as varying by encoding', async () => {
    const res = await get('/static/logo.png', { 'accept-encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers.vary).toBeUndefined();
  });
});

describe("serve-static with the shell's login page", () => {
  const LOGIN = INDEX.replace(
    '<script',
    '<link rel="preload" as="script" href="/static/js/async/lib-react.js"><script',
  );
  let shellRoot;
  let shell;
  let plain;

  beforeAll(async () => {
    shellRoot = join(dir, 'dist-shell');
    mkdirSync(shellRoot);
    writeFileSync(join(shellRoot, 'index.html'), INDEX);
    writeFileSync(join(shellRoot, 'login.html'), LOGIN);
    await precompressDir(shellRoot);
    shell = await serveStatic({ root: shellRoot, port: 0, configFile });
    plain = await serveStatic({ root: shellRoot, port: 0 });
  });
  afterAll(async () => {
    await Promise.all([shell, plain].map((s) => new Promise((resolve) => s.close(resolve))));
  });

  it('answers /login with login.html (its first chunks preloaded) and every other page with index.html, both with the config inlined', async () => {
    for (const path of ['/login', '/login/']) {
      const html = (await on(shell)(path, { 'accept-encoding': 'identity' })).body.toString('utf8');
      expect(html, path).toContain('<link rel="preload" as="script" href="/static/js/async/lib-react.js">');
      expect(html, path).toContain('id="exchange-config"');
    }
    for (const path of ['/', '/index.html', '/cricket', '/game/cricket/1001', '/loginx']) {
      const html = (await on(shell)(path, { 'accept-encoding': 'identity' })).body.toString('utf8');
      expect(html, path).not.toContain('rel="preload"');
      expect(html, path).toContain('id="exchange-config"');
    }
  });

  it('compresses the login page and answers its revalidation with 304', async () => {
    const res = await on(shell)('/login', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.body).toString('utf8')).toContain('rel="preload"');
    expect((await on(shell)('/login', { 'if-none-match': res.headers.etag })).status).toBe(304);
    // A different page has a different ETag: a revalidated index.html is never taken for the login page.
    expect((await on(shell)('/', {})).headers.etag).not.toBe(res.headers.etag);
  });

  it('sends login.html from disk when it has no config to inline', async () => {
    const res = await on(plain)('/login', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.body).toString('utf8')).toBe(LOGIN);
  });
});

describe("serve-static with the shell's entry inside its pages", () => {
  const ENTRY = 'window.started = "</scr" + "ipt>"; console.info("entry")';
  const page = (entry) =>
    `<!doctype html><html><head><title>Exchange</title></head><body><div id="root"></div><script>${entry}</script></body></html>`;
  const sha = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
  const scriptSrc = (res) =>
    res.headers['content-security-policy'].split('; ').find((directive) => directive.startsWith('script-src'));
  let entryRoot;
  let shell;
  let plain;

  beforeAll(async () => {
    entryRoot = join(dir, 'dist-inline');
    mkdirSync(entryRoot);
    writeFileSync(join(entryRoot, 'index.html'), page(ENTRY));
    writeFileSync(
      join(entryRoot, 'login.html'),
      page(ENTRY).replace('</head>', '<link rel="preload" as="script" href="/a.js"></head>'),
    );
    shell = await serveStatic({ root: entryRoot, port: 0, configFile });
    plain = await serveStatic({ root: entryRoot, port: 0 });
  });
  afterAll(async () => {
    await Promise.all([shell, plain].map((s) => new Promise((resolve) => s.close(resolve))));
  });

  it("allows the pages' inline entry by its hash alone, on every answer, and never the inlined config", async () => {
    for (const path of ['/', '/login', '/game/cricket/1001', '/static/js/gone.deadbeef00.js']) {
      const res = await on(shell)(path, { 'accept-encoding': 'identity' });
      expect(scriptSrc(res), path).toBe(
        `script-src 'self' http://127.0.0.1:3601 https://casino.example.com ${sha(ENTRY)}`,
      );
    }
    // The page as sent carries the config too: only the entry is a script that runs.
    const html = (await on(shell)('/', { 'accept-encoding': 'identity' })).body.toString('utf8');
    expect(html).toContain('id="exchange-config"');
    expect(inlineScriptHashes(html)).toEqual([sha(ENTRY)]);
    // Without a config the page is sent from disk, and its entry is still allowed.
    const res = await on(plain)('/login', { 'accept-encoding': 'identity' });
    expect(res.headers['content-security-policy']).toBe(
      `default-src 'self'; script-src 'self' ${sha(ENTRY)}; object-src 'none'; base-uri 'self'; frame-ancestors 'none'`,
    );
  });

  it('follows a page rebuilt in place: the new entry is allowed and the old one no longer', async () => {
    const NEXT = `${ENTRY}; console.info("next build")`;
    writeFileSync(join(entryRoot, 'index.html'), page(NEXT));
    writeFileSync(join(entryRoot, 'login.html'), page(NEXT));
    const later = new Date(Date.now() + 5000);
    for (const file of ['index.html', 'login.html']) utimesSync(join(entryRoot, file), later, later);
    const res = await on(shell)('/', { 'accept-encoding': 'identity' });
    expect(scriptSrc(res)).toContain(sha(NEXT));
    expect(scriptSrc(res)).not.toContain(sha(ENTRY));
  });
});

describe('inlineScriptHashes', () => {
  const sha = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

  it('hashes the scripts a browser runs inline, once each, and skips files, data and other types', () => {
    const html = [
      '<script>one()</script>',
      '<script type="text/javascript">two()</script>',
      '<SCRIPT type=module>three()</SCRIPT>',
      '<script>one()</script>',
      '<script src="/static/js/index.0123abcd89.js"></script>',
      '<script data-src="x">four()</script>',
      '<script id="exchange-config" type="application/json">{"brand":"royal"}</script>',
      '<script type="importmap">{"imports":{}}</script>',
      '<script data-type="application/json">five()</script>',
    ].join('\n');
    expect(inlineScriptHashes(html)).toEqual([
      sha('one()'),
      sha('two()'),
      sha('three()'),
      sha('four()'),
      sha('five()'),
    ]);
    expect(inlineScriptHashes('<!doctype html><p>no scripts</p>')).toEqual([]);
  });
});
