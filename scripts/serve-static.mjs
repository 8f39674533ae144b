// A small static server for one built app: SPA fallback, CORS for federation, cache headers that
// make a new deploy live on the next page load (manifest and HTML never cached, hashed assets
// immutable), a Content-Security-Policy on HTML pages, and /config.json from a file an operator edits.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json; charset=utf-8', '.svg': 'image/svg+xml', '.png': 'image/png',
  '.jpg': 'image/jpeg', '.webp': 'image/webp', '.ico': 'image/x-icon', '.woff2': 'font/woff2', '.map': 'application/json',
};

function cacheControl(path) {
  if (path.endsWith('.html') || path.endsWith('mf-manifest.json') || path.endsWith('remoteEntry.js') || path.endsWith('mf-stats.json')) return 'no-cache';
  return /\.[0-9a-f]{8,}\./.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

function contentSecurityPolicy(config) {
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

export function serveStatic({ root, port, host = '127.0.0.1', configFile }) {
  const base = resolve(root);
  const readConfig = () => (configFile && existsSync(configFile) ? readFileSync(configFile, 'utf8') : null);
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
      res.writeHead(200, { 'Content-Type': TYPES['.json'], 'Cache-Control': 'no-store' }).end(body);
      return;
    }
    let file = normalize(join(base, decodeURIComponent(url.pathname)));
    if (!file.startsWith(base)) {
      res.writeHead(403).end();
      return;
    }
    if (!existsSync(file) || statSync(file).isDirectory()) {
      // Client-side routes fall back to index.html; missing assets are a real 404.
      if (extname(url.pathname)) {
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
        return;
      }
      file = join(base, 'index.html');
    }
    const headers = { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': cacheControl(file) };
    if (file.endsWith('.html')) {
      const raw = readConfig();
      headers['Content-Security-Policy'] = contentSecurityPolicy(raw ? JSON.parse(raw) : null);
    }
    res.writeHead(200, headers);
    createReadStream(file).pipe(res);
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolvePromise(server));
  });
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
