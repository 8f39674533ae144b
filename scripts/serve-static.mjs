// The static server for one built app. Files (and their precompressed .br/.gz siblings, written at
// build time by scripts/rsbuild-precompress.ts) are served by `sirv`; this file adds what is ours:
// SPA fallback, CORS for federation, cache headers that make a new deploy live on the next page load
// (manifest and HTML never cached, hashed assets immutable), a Content-Security-Policy on HTML pages,
// /config.json from a file an operator edits, and that same config inlined into index.html.
// docs/deploy.md shows the same headers for nginx and a CDN.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import sirv from 'sirv';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json; charset=utf-8', '.svg': 'image/svg+xml', '.png': 'image/png',
  '.jpg': 'image/jpeg', '.webp': 'image/webp', '.ico': 'image/x-icon', '.woff2': 'font/woff2', '.map': 'application/json',
};

/** The kinds of file that have precompressed siblings (and so vary with Accept-Encoding). */
export const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|map)$/;

export function cacheControl(path) {
  if (path.endsWith('.html') || path.endsWith('mf-manifest.json') || path.endsWith('remoteEntry.js') || path.endsWith('mf-stats.json')) return 'no-cache';
  return /\.[0-9a-f]{8,}\./.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

export function contentSecurityPolicy(config) {
  if (!config) return "default-src 'self'";
  const remotes = Object.values(config.remotes ?? {}).map((u) => new URL(u).origin);
  const apis = Object.values(config.api ?? {}).map((u) => new URL(u).origin);
  const frames = [config.streamUrl, config.casinoGamesListUrl].filter(Boolean).map((u) => new URL(u).origin);
  const unique = (list) => [...new Set(list)].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${unique(remotes)}`,
    `style-src 'self' 'unsafe-inline' ${unique(remotes)}`,
    `connect-src 'self' ${unique([...remotes, ...apis, ...frames])}`,
    `img-src 'self' data: ${unique(remotes)}`,
    `font-src 'self' data: ${unique(remotes)}`,
    `frame-src ${frames.length ? unique(frames) : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ');
}

/**
 * index.html with the runtime config inlined right before </head>, so the shell need not wait for a
 * round trip to /config.json: `<script id="exchange-config" type="application/json">`. It is data,
 * never executed (the CSP needs no change); `<` is escaped so the JSON cannot close the tag.
 */
export function inlineConfig(html, configJson) {
  const json = JSON.stringify(JSON.parse(configJson)).replace(/</g, '\\u003c');
  const tag = `<script id="exchange-config" type="application/json">${json}</script>`;
  return html.includes('</head>') ? html.replace('</head>', `${tag}</head>`) : `${tag}${html}`;
}

/** A small body held in memory, compressed once per content: brotli, gzip and the raw bytes. */
function inMemory(body) {
  const raw = Buffer.from(body);
  return {
    raw,
    br: brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT } }),
    gzip: gzipSync(raw, { level: 9 }),
    etag: `W/"${createHash('sha1').update(raw).digest('base64url').slice(0, 22)}"`,
  };
}

/** 'br' or 'gzip' when the client takes it (a q=0 refuses), brotli first; null for the raw bytes. */
export function acceptedEncoding(req) {
  const weights = new Map();
  for (const part of String(req.headers['accept-encoding'] ?? '').split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    if (name) weights.set(name, q ? Number(q.slice(2)) : 1);
  }
  const takes = (name) => (weights.get(name) ?? (weights.get('*') || 0)) > 0;
  if (takes('br')) return 'br';
  if (takes('gzip')) return 'gzip';
  return null;
}

function sendInMemory(req, res, entry, headers) {
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('ETag', entry.etag);
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  if (req.headers['if-none-match'] === entry.etag) {
    res.writeHead(304).end();
    return;
  }
  const encoding = acceptedEncoding(req);
  const body = encoding ? entry[encoding] : entry.raw;
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.writeHead(200, { 'Content-Length': body.length }).end(req.method === 'HEAD' ? undefined : body);
}

export function serveStatic({ root, port, host = '127.0.0.1', configFile }) {
  const base = resolve(root);
  const readConfig = () => (configFile && existsSync(configFile) ? readFileSync(configFile, 'utf8') : null);

  // `dev: true` looks files up on each request (as this server always did) instead of listing the
  // folder once at start: a folder rebuilt in place is served without a restart.
  const files = sirv(base, {
    dev: true,
    etag: true,
    brotli: true,
    gzip: true,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', cacheControl(pathname));
      if (!COMPRESSIBLE.test(pathname)) res.removeHeader('Vary');
      const type = TYPES[extname(pathname)];
      if (type) res.setHeader('Content-Type', type);
      if (pathname.endsWith('.html')) {
        const config = readConfig();
        res.setHeader('Content-Security-Policy', contentSecurityPolicy(config ? JSON.parse(config) : null));
      }
    },
  });

  // Built from index.html and the config file; rebuilt only when either changes.
  let cachedIndex = { key: '', entry: null };
  function sendIndex(req, res) {
    const indexFile = join(base, 'index.html');
    const config = readConfig();
    if (!config || !existsSync(indexFile)) {
      // No config to inline: the file itself (precompressed on disk) is the answer.
      req.url = '/index.html';
      files(req, res, () => notFound(res));
      return;
    }
    const stats = statSync(indexFile);
    const key = `${stats.size}:${stats.mtimeMs}:${config}`;
    if (cachedIndex.key !== key) cachedIndex = { key, entry: inMemory(inlineConfig(readFileSync(indexFile, 'utf8'), config)) };
    sendInMemory(req, res, cachedIndex.entry, {
      'Content-Type': TYPES['.html'],
      'Cache-Control': 'no-cache',
      'Content-Security-Policy': contentSecurityPolicy(JSON.parse(config)),
    });
  }

  let cachedConfig = { text: '', entry: null };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (url.pathname === '/config.json' && configFile) {
      const body = readConfig();
      if (!body) {
        res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"error":"no config"}');
        return;
      }
      if (cachedConfig.text !== body) cachedConfig = { text: body, entry: inMemory(body) };
      sendInMemory(req, res, cachedConfig.entry, { 'Content-Type': TYPES['.json'], 'Cache-Control': 'no-store' });
      return;
    }
    // The raw path, not url.pathname: URL parsing would quietly resolve '..' (and '%2e%2e') first.
    let pathname;
    try {
      pathname = decodeURIComponent((req.url ?? '/').split('?')[0]);
    } catch {
      res.writeHead(400).end();
      return;
    }
    const file = normalize(join(base, pathname));
    if (file !== base && !file.startsWith(base + sep)) {
      res.writeHead(403).end();
      return;
    }
    if (pathname === '/' || pathname === '/index.html') {
      sendIndex(req, res);
      return;
    }
    // Also on a 304 from sirv, which answers before its setHeaders runs.
    res.setHeader('Cache-Control', cacheControl(pathname));
    if (COMPRESSIBLE.test(pathname)) res.setHeader('Vary', 'Accept-Encoding');
    files(req, res, () => {
      // Client-side routes fall back to index.html; missing assets are a real 404.
      if (extname(pathname)) notFound(res);
      else sendIndex(req, res);
    });
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolvePromise(server));
  });
}

function notFound(res) {
  res.removeHeader('Vary');
  res.removeHeader('Cache-Control');
  res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const [root = 'dist'] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  const arg = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  const port = Number(arg('port') ?? process.env.PORT ?? 3000);
  const server = await serveStatic({ root, port, configFile: arg('config') });
  console.info(`serving ${resolve(root)} on http://127.0.0.1:${port}`);
  // Tests take a remote down for real and bring it back: SIGUSR1 closes the port, SIGUSR2 reopens it.
  // While the port is closed nothing else keeps Node's event loop alive.
  setInterval(() => {}, 1 << 30);
  process.on('SIGUSR1', () => {
    server.close();
    server.closeAllConnections();
  });
  process.on('SIGUSR2', () => {
    if (!server.listening) server.listen(port, '127.0.0.1');
  });
  process.on('SIGTERM', () => process.exit(0));
}
