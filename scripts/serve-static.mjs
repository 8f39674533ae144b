// The static server for one built app (`pnpm start`, the end-to-end tests, the bench, each app's
// `serve`). Fastify's own plugins do the plumbing: @fastify/static sends files and their .br/.gz
// siblings (written at build time by @exchange/build-tools' precompress.ts) with ETag/304 and refuses
// paths that leave the folder, @fastify/compress and @fastify/etag do the same for the pages built
// in memory, helmet (through @exchange/security-headers, the API's policy too) writes the security
// headers. What stays here is the product's own: the SPA fallback, CORS for federation, the cache
// headers (a new deploy live on the next page load), /config.json from an operator's file, that
// config inlined into index.html and login.html, /login's page, and the CSP naming the pages' inline
// entry by its hash. docs/deploy.md gives the same headers for nginx and a CDN.
//
//   node scripts/serve-static.mjs <folder> [--port=3000] [--config=<config.json>]
//   node scripts/serve-static.mjs --script-hashes <page.html>...   (the CSP sources for another server)
import compress from '@fastify/compress';
import etag from '@fastify/etag';
import fastifyStatic from '@fastify/static';
import { helmetHeaders, inlineScriptHashes, pagePolicy } from '@exchange/security-headers';
import Fastify from 'fastify';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { constants as zlib } from 'node:zlib';

/** The Cache-Control of a file: pages and federation manifests revalidated, content-hashed assets kept a year. */
export function cacheControl(path) {
  if (/(\.html|mf-manifest\.json|mf-stats\.json|remoteEntry\.js)$/.test(path)) return 'no-cache';
  return /\.[0-9a-f]{8,}\./.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';
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

/** The login form's page (@exchange/build-tools loginPreload.ts) and the addresses that get it; '/' is the app's. */
const LOGIN_PAGE = 'login.html';
const LOGIN_PATHS = ['/login', '/login/'];
const PAGES = ['index.html', LOGIN_PAGE];

/** `compute(key)` again only when `key` changed: the pages and the config are read on every request. */
function memo(compute) {
  let last = { key: undefined, value: undefined };
  return (key, ...args) => (last.key === key ? last.value : (last = { key, value: compute(...args) }).value);
}

export async function serveStatic({ root, port, host = '127.0.0.1', configFile }) {
  const base = resolve(root);
  const readConfig = () => (configFile && existsSync(configFile) ? readFileSync(configFile, 'utf8') : null);
  const read = (file) => {
    try {
      return readFileSync(join(base, file), 'utf8');
    } catch {
      return null; // a page deleted while the folder is rebuilt in place
    }
  };
  const stamp = (file) => {
    const stats = statSync(join(base, file), { throwIfNoEntry: false });
    return stats ? `${stats.size}:${stats.mtimeMs}` : '-';
  };
  // The security headers follow the config file and the pages' inline scripts (a folder rebuilt in place).
  const hashes = memo(() => [...new Set(PAGES.flatMap((page) => inlineScriptHashes(read(page) ?? '')))]);
  const headers = memo((config, scriptHashes) => helmetHeaders(pagePolicy(config && JSON.parse(config), scriptHashes)));

  const app = Fastify({ logger: false });
  app.addHook('onRequest', async (request, reply) => {
    const config = readConfig();
    const scriptHashes = hashes(PAGES.map(stamp).join('|'));
    reply.headers(headers(`${scriptHashes.join(' ')}\n${config}`, config, scriptHashes));
    reply.header('access-control-allow-origin', '*');
  });
  // Registered before compress, so it hashes the page as built (a 304 then carries no body to compress).
  await app.register(etag, { weak: true });
  // A page is about 14 KB: brotli 5 takes 0.6 ms of it per request and sends 0.5 KB more than brotli 11,
  // which took 15 ms (measured here); the built files keep their brotli-11 siblings.
  const brotliOptions = { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT } };
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions,
    zlibOptions: { level: 9 },
  });
  await app.register(fastifyStatic, {
    root: base,
    preCompressed: true,
    index: false,
    cacheControl: false,
    setHeaders: (reply, path) => reply.header('cache-control', cacheControl(path)),
  });

  function notFound(reply) {
    reply.removeHeader('vary');
    reply.removeHeader('cache-control');
    return reply.code(404).type('text/plain').send('Not found');
  }
  // A page with the config inlined; without a config (or the page), the file on disk as it is.
  function sendPage(reply, page = 'index.html') {
    const config = readConfig();
    const html = config && read(page);
    if (!html) return existsSync(join(base, page)) ? reply.sendFile(page) : notFound(reply);
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(inlineConfig(html, config));
  }

  app.get('/config.json', (request, reply) => {
    if (!configFile) return reply.sendFile('config.json');
    const config = readConfig();
    if (!config) return reply.code(404).send({ error: 'no config' });
    return reply.header('cache-control', 'no-store').type('application/json; charset=utf-8').send(config);
  });
  app.get('/', (request, reply) => sendPage(reply));
  app.get('/index.html', (request, reply) => sendPage(reply));
  for (const path of LOGIN_PATHS)
    app.get(path, (request, reply) => sendPage(reply, existsSync(join(base, LOGIN_PAGE)) ? LOGIN_PAGE : 'index.html'));
  // Client-side routes fall back to index.html; a missing asset is a real 404.
  app.setNotFoundHandler((request, reply) => (extname(request.url.split('?')[0]) ? notFound(reply) : sendPage(reply)));
  // A path @fastify/static refuses (it leaves the folder, a NUL, bad encoding) is answered as a missing file.
  app.setErrorHandler((error, request, reply) =>
    (error.statusCode ?? 500) < 500 ? notFound(reply) : reply.code(500).type('text/plain').send('Server error'),
  );

  await app.listen({ port, host });
  return app.server;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const pages = process.argv.slice(3);
  if (process.argv[2] === '--script-hashes') {
    console.info([...new Set(pages.flatMap((page) => inlineScriptHashes(readFileSync(page, 'utf8'))))].join(' '));
    process.exit(pages.length ? 0 : 2);
  }
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
