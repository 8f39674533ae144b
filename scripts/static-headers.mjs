// The headers the static server puts on its answers (scripts/serve-static.mjs): how long each kind
// of file may be cached, and the security headers of every page (Content-Security-Policy from the
// runtime config, Referrer-Policy, nosniff). Kept apart from the server's request handling so the
// policy reads on its own; docs/deploy.md shows the same headers for nginx and a CDN.

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

export function contentSecurityPolicy(config) {
  const framing = `frame-ancestors ${frameAncestors(config)}`;
  if (!config) return ["default-src 'self'", "object-src 'none'", "base-uri 'self'", framing].join('; ');
  const remotes = origins(Object.values(config.remotes ?? {}));
  const apis = origins(Object.values(config.api ?? {}));
  const frames = origins([config.streamUrl, config.casinoGamesListUrl].filter(Boolean));
  const list = (values) => values.join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${list(remotes)}`,
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
 * it renders as a document, so one set fits all): the page policy from the config, no full URL in
 * the Referer sent to other origins, and no sniffing a file into another type.
 */
export function securityHeaders(config) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
  };
}
