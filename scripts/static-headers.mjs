// The headers the static server puts on its answers (scripts/serve-static.mjs): how long each kind
// of file may be cached, and the security headers of every page (Content-Security-Policy from the
// runtime config, Referrer-Policy, nosniff). Kept apart from the server's request handling so the
// policy reads on its own; docs/deploy.md shows the same headers for nginx and a CDN.
import { createHash } from 'node:crypto';

/** The Cache-Control of a file: pages and federation manifests never cached, hashed assets for a year. */
export function cacheControl(path) {
  if (
    path.endsWith('.html') ||
    path.endsWith('mf-manifest.json') ||
    path.endsWith('remoteEntry.js') ||
    path.endsWith('mf-stats.json')
  )
    return 'no-cache';
  return /\.[0-9a-f]{8,}\./.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** The origin of an operator's URL, or null for a value that is not one (a bad entry never crashes a page). */
function originOf(value) {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

const origins = (values) => [...new Set(values.map(originOf).filter(Boolean))];

/**
 * Who may show the pages in a frame: nobody, unless the operator lists the parent sites in the
 * config's optional `frameAncestors` (origins, e.g. a partner site embedding the exchange).
 */
export function frameAncestors(config) {
  const parents = Array.isArray(config?.frameAncestors) ? origins(config.frameAncestors) : [];
  return parents.length ? parents.join(' ') : "'none'";
}

/** A script tag's type that the browser runs: none, or a JavaScript one (not JSON data, not a module map). */
const RUN_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** The text of each script a page carries inline and the browser runs (not data such as the inlined config). */
export function inlineScripts(html) {
  const texts = [];
  for (const [, attributes, text] of String(html).matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/(?:^|\s)src\s*=/i.test(attributes)) continue;
    const type = /(?:^|\s)type\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (RUN_TYPES.has(type)) texts.push(text);
  }
  return texts;
}

/**
 * The CSP source of each inline script of a page (the shell's entry, scripts/rsbuild-inline-entry.ts):
 * `'sha256-<base64>'` of its text, as the browser hashes it. Not the inlined config
 * (`type="application/json"`), which is data and changes with the config.
 */
export function inlineScriptHashes(html) {
  const hashes = inlineScripts(html).map(
    (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`,
  );
  return [...new Set(hashes)];
}

/**
 * The page policy: scripts from this origin, the remotes and the page's own inline scripts named by
 * hash (`scriptHashes`, from inlineScriptHashes), never any other inline script.
 */
export function contentSecurityPolicy(config, scriptHashes = []) {
  const framing = `frame-ancestors ${frameAncestors(config)}`;
  const inline = scriptHashes.map((hash) => ` ${hash}`).join('');
  if (!config) {
    const scripts = inline ? [`script-src 'self'${inline}`] : [];
    return ["default-src 'self'", ...scripts, "object-src 'none'", "base-uri 'self'", framing].join('; ');
  }
  const remotes = origins(Object.values(config.remotes ?? {}));
  const apis = origins(Object.values(config.api ?? {}));
  const frames = origins([config.streamUrl, config.casinoGamesListUrl].filter(Boolean));
  const list = (values) => values.join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${list(remotes)}${inline}`,
    `style-src 'self' 'unsafe-inline' ${list(remotes)}`,
    `connect-src 'self' ${list(origins([...remotes, ...apis, ...frames]))}`,
    `img-src 'self' data: ${list(remotes)}`,
    `font-src 'self' data: ${list(remotes)}`,
    `frame-src ${frames.length ? list(frames) : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    framing,
  ].join('; ');
}

/**
 * The headers of every answer, pages, files and 404s alike (a browser applies the CSP only to what
 * it renders as a document, so one set fits all): the page policy from the config and the pages'
 * inline scripts, no full URL in the Referer sent to other origins, and no sniffing a file into
 * another type.
 */
export function securityHeaders(config, scriptHashes = []) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config, scriptHashes),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
  };
}

// `node scripts/static-headers.mjs --script-hashes apps/shell/dist/index.html …`: the CSP sources of
// the pages' inline scripts, for a server other than ours (docs/deploy.md, nginx).
if (process.argv[1] && process.argv[1].endsWith('static-headers.mjs') && process.argv[2] === '--script-hashes') {
  const { readFileSync } = await import('node:fs');
  const pages = process.argv.slice(3);
  if (pages.length === 0) {
    console.error('usage: node scripts/static-headers.mjs --script-hashes <page.html>...');
    process.exit(2);
  }
  console.info([...new Set(pages.flatMap((page) => inlineScriptHashes(readFileSync(page, 'utf8'))))].join(' '));
}
