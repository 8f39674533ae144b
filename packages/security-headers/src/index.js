// The one security-header policy of everything the product serves: the API's JSON answers, its
// /docs page, and the shell's and remotes' pages and files (scripts/serve-static.mjs). helmet writes
// the headers; this module only chooses helmet's options for each kind of answer, from one shared
// base. Plain JavaScript (with index.d.ts), so that the static server runs on Node as it is.
//
// Hand-written on purpose, and only this: the page CSP's sources come from the operator's config.json,
// and the shell's inline entry is allowed by the sha256 of its text (`inlineScriptHashes`). No library
// knows which of a page's scripts is ours and runs (not the inlined config, which is JSON data), and a
// nonce would need the page rewritten per request, which the precompressed page and a CDN cannot do.
import { createHash } from 'node:crypto';
import helmet from 'helmet';

/**
 * What every answer shares: helmet's defaults (nosniff, HSTS, COOP, Origin-Agent-Cluster, …) but for
 * X-Frame-Options. Framing is ruled by each answer's CSP `frame-ancestors` instead: the API's stream
 * page is framed by the shell from another origin, and an operator may let partner sites frame the
 * pages (`frameAncestors`); X-Frame-Options: SAMEORIGIN would override both.
 */
const SHARED = { xFrameOptions: false };

/** The API's answers are JSON: nothing may load, frame or be submitted from them. */
export const API_POLICY = {
  ...SHARED,
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] },
  },
};

/** swagger-ui's page (/docs): its own scripts, styles and images, the OpenAPI JSON from the same origin, never framed. */
export const DOCS_POLICY = {
  ...SHARED,
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // swagger-ui sets a few style attributes (its syntax highlighter)
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
};

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

/** The pages' CSP directives: scripts from this origin, the remotes and the page's inline scripts named by hash. */
function pageDirectives(config, scriptHashes) {
  const parents = Array.isArray(config?.frameAncestors) ? origins(config.frameAncestors) : [];
  const frameAncestors = parents.length ? parents : ["'none'"];
  if (!config) {
    const scripts = scriptHashes.length ? { scriptSrc: ["'self'", ...scriptHashes] } : {};
    return { defaultSrc: ["'self'"], ...scripts, objectSrc: ["'none'"], baseUri: ["'self'"], frameAncestors };
  }
  const remotes = origins(Object.values(config.remotes ?? {}));
  const apis = origins(Object.values(config.api ?? {}));
  const frames = origins([config.streamUrl, config.casinoGamesListUrl].filter(Boolean));
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...remotes, ...scriptHashes],
    styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
    connectSrc: ["'self'", ...origins([...remotes, ...apis, ...frames])],
    imgSrc: ["'self'", 'data:', ...remotes],
    fontSrc: ["'self'", 'data:', ...remotes],
    frameSrc: frames.length ? frames : ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    frameAncestors,
  };
}

/**
 * The shell's and the remotes' pages and files: the CSP from the runtime config and the pages' inline
 * scripts, no full URL in the Referer sent to other origins, and files another origin may load (the
 * shell loads the remotes' scripts, styles and fonts from their origins). One set fits every answer,
 * files and 404s included: a browser applies the CSP only to what it shows as a page.
 */
export function pagePolicy(config, scriptHashes = []) {
  return {
    ...SHARED,
    contentSecurityPolicy: { useDefaults: false, directives: pageDirectives(config, scriptHashes) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  };
}

/**
 * The headers helmet's middleware sets for these options, worked out once: they depend on the options
 * only, and helmet's middleware parses the CSP on every call (about 9 % of the API's CPU under the
 * load bench, issue 18, when built per request).
 */
export function helmetHeaders(options) {
  const headers = {};
  const response = {
    setHeader: (name, value) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({}, response, (error) => {
    if (error) throw error;
  });
  return Object.freeze(headers);
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
 * The CSP source of each inline script of a page (the shell's entry, @exchange/build-tools
 * inlineEntry.ts): `'sha256-<base64>'` of its text, as the browser hashes it.
 */
export function inlineScriptHashes(html) {
  const hashes = inlineScripts(html).map(
    (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`,
  );
  return [...new Set(hashes)];
}
