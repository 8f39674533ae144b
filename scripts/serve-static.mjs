// The static server for one built app. Files (and their precompressed .br/.gz siblings, written at
// build time by scripts/rsbuild-precompress.ts) are served by `sirv`; this file adds what is ours:
// SPA fallback, CORS for federation, the cache and security headers of ./static-headers.mjs (a new
// deploy live on the next page load; the Content-Security-Policy from the config), /config.json from
// a file an operator edits, that same config inlined into index.html and login.html, and nothing
// from outside its folder. docs/deploy.md shows the same headers for nginx and a CDN.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, posix, resolve } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import sirv from 'sirv';
import { cacheControl, inlineScriptHashes, securityHeaders } from './static-headers.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
};

/** The kinds of file that have precompressed siblings (and so vary with Accept-Encoding). */
export const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|map)$/;

/**
 * The page the shell's build writes for the login form (scripts/rsbuild-login-preload.ts), and the
 * addresses that get it: the shell's login paths (isLoginPath in apps/shell/src/boot/firstScreen.ts)
 * but '/', which a returning player with a stored session opens as the app.
 */
export const LOGIN_PAGE = 'login.html';
export const LOGIN_PATHS = new Set(['/login', '/login/']);

/**
 * The path a request may be served from, normalised, or null when it is not one of this folder's:
 * a `..` that climbs above the root (also written %2e%2e, %2f or %5c), a backslash, a NUL or other
 * control byte, a `%` left after decoding once (double encoding), or bad percent-encoding.
 * Null is answered 404, the same as a file that is not there.
 */
export function servedPath(rawUrl) {
  let decoded;
  try {
    decoded = decodeURIComponent(String(rawUrl ?? '/').split('?')[0]);
  } catch {
    return null;
  }
  // eslint-disable-next-line no-control-regex -- control bytes are exactly what is refused here
  if (!decoded.startsWith('/') || /[\\%\u0000-\u001f\u007f]/.test(decoded)) return null;
  const segments = [];
  for (const segment of decoded.split('/')) {
    if (segment === '..') {
      if (segments.length === 0) return null;
      segments.pop();
    } else if (segment !== '.' && segment !== '') segments.push(segment);
  }
  return posix.join('/', ...segments);
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
    br: brotliCompressSync(raw, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT },
    }),
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
    },
  });

  // Each page (index.html, login.html) built from its file and the config file; rebuilt only when either changes.
  const cachedPages = new Map();
  function sendPage(req, res, config, page = 'index.html') {
    const pageFile = join(base, page);
    if (!config || !existsSync(pageFile)) {
      // No config to inline: the file itself (precompressed on disk) is the answer.
      req.url = `/${page}`;
      files(req, res, () => notFound(res));
      return;
    }
    const stats = statSync(pageFile);
    const key = `${stats.size}:${stats.mtimeMs}:${config}`;
    let cached = cachedPages.get(page);
    if (cached?.key !== key) {
      cached = { key, entry: inMemory(inlineConfig(readFileSync(pageFile, 'utf8'), config)) };
      cachedPages.set(page, cached);
    }
    sendInMemory(req, res, cached.entry, { 'Content-Type': TYPES['.html'], 'Cache-Control': 'no-cache' });
  }

  // The scripts the pages carry inline (the shell's entry, scripts/rsbuild-inline-entry.ts), which the
  // CSP allows by hash; read again only when a page file changes (a folder rebuilt in place).
  let cachedHashes = { key: null, hashes: [] };
  function pageScriptHashes() {
    const pages = ['index.html', LOGIN_PAGE]
      .map((page) => ({ file: join(base, page), stats: statSync(join(base, page), { throwIfNoEntry: false }) }))
      .filter(({ stats }) => stats?.isFile());
    const key = pages.map(({ file, stats }) => `${file}:${stats.size}:${stats.mtimeMs}`).join('|');
    if (cachedHashes.key !== key) {
      // A page deleted while the folder is rebuilt is skipped, not a failed answer.
      const read = (file) => {
        try {
          return readFileSync(file, 'utf8');
        } catch {
          return '';
        }
      };
      const hashes = pages.flatMap(({ file }) => inlineScriptHashes(read(file)));
      cachedHashes = { key, hashes: [...new Set(hashes)] };
    }
    return cachedHashes.hashes;
  }

  // Built from the config file and the pages' inline scripts; rebuilt only when either changes.
  let cachedHeaders = { key: undefined, headers: null };
  function headersFor(config) {
    const hashes = pageScriptHashes();
    const key = `${hashes.join(' ')}\n${config}`;
    if (cachedHeaders.key !== key)
      cachedHeaders = { key, headers: securityHeaders(config ? JSON.parse(config) : null, hashes) };
    return cachedHeaders.headers;
  }

  let cachedConfig = { text: '', entry: null };
  const server = createServer((req, res) => {
    const config = readConfig();
    res.setHeader('Access-Control-Allow-Origin', '*');
    for (const [name, value] of Object.entries(headersFor(config))) res.setHeader(name, value);
    // The raw path, not `new URL(...).pathname`: URL parsing would quietly resolve '..' (and '%2e%2e') first.
    const pathname = servedPath(req.url);
    if (pathname === null) {
      notFound(res);
      return;
    }
    // sirv looks up exactly the path checked here: it decodes the URL once more itself with decodeURI,
    // which leaves reserved characters encoded, so those ('@' of @mf-types.zip, ':', '+', ...) go as
    // they are and only '?' and '#' (which would end the path) stay encoded, so never match a file.
    req.url = encodeURI(pathname).replace(/[?#]/g, (c) => encodeURIComponent(c));
    if (pathname === '/config.json' && configFile) {
      if (!config) {
        res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"error":"no config"}');
        return;
      }
      if (cachedConfig.text !== config) cachedConfig = { text: config, entry: inMemory(config) };
      sendInMemory(req, res, cachedConfig.entry, { 'Content-Type': TYPES['.json'], 'Cache-Control': 'no-store' });
      return;
    }
    if (pathname === '/' || pathname === '/index.html') {
      sendPage(req, res, config);
      return;
    }
    // The login form's page: index.html with its first chunks preloaded, where the build wrote it
    // (scripts/rsbuild-login-preload.ts); a remote's folder has none and answers with its index.html.
    if (LOGIN_PATHS.has(pathname) && existsSync(join(base, LOGIN_PAGE))) {
      sendPage(req, res, config, LOGIN_PAGE);
      return;
    }
    // Also on a 304 from sirv, which answers before its setHeaders runs.
    res.setHeader('Cache-Control', cacheControl(pathname));
    if (COMPRESSIBLE.test(pathname)) res.setHeader('Vary', 'Accept-Encoding');
    files(req, res, () => {
      // Client-side routes fall back to index.html; missing assets are a real 404.
      if (extname(pathname)) notFound(res);
      else sendPage(req, res, config);
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
