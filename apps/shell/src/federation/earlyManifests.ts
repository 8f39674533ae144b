import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { EarlyReadRequest } from '@exchange/remote-contract';
import { isAllowedRemoteOrigin } from './allowedOrigins';
import { deepLinkFor, parseDeepLinks, sendDeepLinkReads } from './deepLinkHints';

/**
 * A remote's manifest, asked for as soon as the runtime config is known, and its answer handed to
 * the federation runtime when the runtime asks for the same URL (./retryPlugin.ts), so the manifest
 * crosses the network once.
 *
 * For a cold deep link into a remote, the manifest also names what the runtime will load next: the
 * remote's entry and the scripts its `./preload` and `./routes` modules need at once. They are
 * preloaded as the manifest arrives, in parallel, rather than when the runtime gets its turn on a
 * main thread still busy running the app's own chunks (issue 12: on a cold match the entry was
 * requested 500–600 ms after its manifest had arrived). Only scripts on an origin the runtime
 * config lists are preloaded, as only those are ever loaded.
 *
 * A manifest with deep-link hints (contract 1.6, ./deepLinkHints.ts) also names, for the path being
 * opened, the page's own chunks and its first reads: they start with the manifest too, rather than
 * once the remote's `./preload` has arrived and run (on a cold match about 0.8 s later).
 */
const answers = new Map<string, Promise<Response>>();
/** Each answer's body, read as it arrives (undefined for a failed or refused answer). */
const bodies = new Map<string, Promise<string | undefined>>();
const preloaded = new Set<string>();
/** `<manifest URL> <expose path>` of the exposes whose own scripts are all preloaded here. */
const covered = new Set<string>();

/** The exposes a page of the remote runs first: its light preload module, then its routes. */
const FIRST_EXPOSES = ['./preload', './routes'];

type ManifestAssets = { js?: { sync?: unknown }; css?: { sync?: unknown } };
type Manifest = {
  metaData?: { publicPath?: unknown; remoteEntry?: { name?: unknown; path?: unknown }; deepLinks?: unknown };
  exposes?: { path?: unknown; assets?: ManifestAssets }[];
};

/**
 * Asks for every configured remote's manifest now (once each): from the entry on a page of the
 * app, and from the runtime's chunk when it arrives after a login (the app reads them all within
 * its first seconds, for its navigation).
 */
export function fetchManifestsEarly(config: { remotes: Readonly<Record<string, string>> }): void {
  for (const url of Object.values(config.remotes)) fetchManifestEarly(url);
}

/** A cold deep link being opened: its path, and the shell's early read for the page's first reads. */
export type EarlyDeepLink = { pathname: string; read: (request: EarlyReadRequest) => Promise<unknown> };

/**
 * Asks for the manifest now (once per URL); with `assets`, preloads the scripts it names first, and
 * with `deepLink` also what its hints name for that path. `url` is a remote's manifest from the
 * runtime config, on an origin the config lists by definition.
 */
export function fetchManifestEarly(
  url: string,
  { assets = false, deepLink }: { assets?: boolean; deepLink?: EarlyDeepLink } = {},
): void {
  if (!bodies.has(url)) {
    const answer = fetch(url);
    answers.set(url, answer);
    // Read as it arrives; a failed or refused answer is left to the runtime, which asks again with
    // its retries.
    const body = answer.then((response) => (response.ok ? response.text() : undefined)).catch(() => undefined);
    bodies.set(url, body);
    answer.catch(() => answers.delete(url));
  }
  if (assets)
    bodies
      .get(url)
      ?.then((text) => {
        if (text === undefined) return;
        const manifest = JSON.parse(text) as Manifest;
        if (deepLink) startDeepLink(url, manifest, deepLink);
        firstScripts(url, manifest).forEach(preloadScript);
        for (const path of coveredExposes(url, manifest)) covered.add(`${url} ${path}`);
      })
      .catch(() => undefined);
}

/**
 * The answer to an early request for `url`, once: the runtime's own request for it then waits on
 * this one rather than sending another. Undefined when there was none; rejected when it failed.
 *
 * The runtime gets an answer built from the body already read, not the network's: reading the
 * network answer's body a second time took a turn of the main thread for each step, and on a cold
 * deep link the main thread is busy running the app's chunks (the runtime had the manifest 560 ms
 * after asking for it, its entry's request waiting on that).
 */
export function takeEarlyManifest(url: string): Promise<Response> | undefined {
  const answer = answers.get(url);
  const body = bodies.get(url);
  if (!answer || !body) return undefined;
  answers.delete(url);
  return Promise.all([answer, body]).then(([response, text]) => {
    if (!response.ok || text === undefined) throw new Error(`${response.status}`);
    const copy = new Response(text, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
    // The runtime reads it with json(): parsed here and now, as reading even an in-memory body
    // waits for a turn of the main thread. Its own object, so nothing the runtime does reaches ours.
    Object.defineProperty(copy, 'json', { value: () => Promise.resolve().then(() => JSON.parse(text) as unknown) });
    return copy;
  });
}

/** Sends the first reads, and preloads the files, that the manifest's hints name for the path. */
function startDeepLink(manifestUrl: string, manifest: Manifest, { pathname, read }: EarlyDeepLink): void {
  const found = deepLinkFor(parseDeepLinks(manifest.metaData), pathname);
  if (!found) return;
  void sendDeepLinkReads(found.hint.reads, found.params, read);
  for (const file of found.hint.css) {
    const href = assetUrl(manifestUrl, manifest, file);
    if (href) preloadFile(href, 'style');
  }
  for (const file of found.hint.js) {
    const href = assetUrl(manifestUrl, manifest, file);
    if (href) preloadFile(href, 'script');
  }
}

/** The entry and the first exposes' own scripts, as absolute URLs ('auto' public path: beside the manifest). */
export function firstScripts(manifestUrl: string, manifest: Manifest): string[] {
  const files: unknown[] = [];
  const entry = manifest.metaData?.remoteEntry;
  if (entry && typeof entry.name === 'string') {
    const folder = typeof entry.path === 'string' ? entry.path.replace(/\/$/, '') : '';
    files.push(folder ? `${folder}/${entry.name}` : entry.name);
  }
  for (const expose of firstExposes(manifest)) files.push(...(expose.assets?.js?.sync as unknown[]));
  const urls = new Set<string>();
  for (const file of files) {
    const url = assetUrl(manifestUrl, manifest, file);
    if (url) urls.add(url);
  }
  return [...urls];
}

/**
 * The first exposes that `firstScripts` preloads whole: every script of theirs resolves to a URL
 * it preloads (none refused for its origin or unreadable), and they need no stylesheet at once.
 */
function coveredExposes(manifestUrl: string, manifest: Manifest): string[] {
  return firstExposes(manifest)
    .filter((expose) => {
      const css = expose.assets?.css?.sync;
      if (css !== undefined && !(Array.isArray(css) && css.length === 0)) return false;
      return (expose.assets?.js?.sync as unknown[]).every(
        (file) => assetUrl(manifestUrl, manifest, file) !== undefined,
      );
    })
    .map((expose) => expose.path as string);
}

function firstExposes(manifest: Manifest): NonNullable<Manifest['exposes']> {
  return (Array.isArray(manifest.exposes) ? manifest.exposes : []).filter(
    (expose) => FIRST_EXPOSES.includes(expose?.path as string) && Array.isArray(expose.assets?.js?.sync),
  );
}

/** A file the manifest names, as an absolute URL on an origin the config lists; else undefined. */
function assetUrl(manifestUrl: string, manifest: Manifest, file: unknown): string | undefined {
  const publicPath = manifest.metaData?.publicPath;
  const base = publicPath === 'auto' || publicPath === undefined ? new URL('.', manifestUrl).href : publicPath;
  if (typeof base !== 'string' || typeof file !== 'string' || !file) return undefined;
  try {
    const url = new URL(file.replace(/^\//, ''), new URL(base, manifestUrl)).href;
    return isAllowedRemoteOrigin(url) ? url : undefined;
  } catch {
    // Not a URL: the runtime reports the manifest when it reads it.
    return undefined;
  }
}

/**
 * The runtime preloads an expose's scripts itself each time it loads one (its snapshot plugin, with
 * `generatePreloadAssets`), and the shell's idle preload does the same: work on the main thread, and
 * link elements, for scripts this module has already preloaded. This plugin drops those preloads;
 * any other (an expose not preloaded here, or `resourceCategory: 'all'`) goes ahead as before.
 */
export function earlyPreloadPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'early-preload-plugin',
    beforePreloadRemote({ preloadOps, options }) {
      for (let i = preloadOps.length - 1; i >= 0; i -= 1) {
        const op = preloadOps[i]!;
        if (op.resourceCategory === 'all' || !op.exposes?.length) continue;
        const remote = options.remotes.find((r) => r.name === op.nameOrAlias || r.alias === op.nameOrAlias);
        const manifest = remote && 'entry' in remote ? remote.entry : undefined;
        if (manifest && op.exposes.every((expose) => covered.has(`${manifest} ${expose}`))) preloadOps.splice(i, 1);
      }
    },
  };
}

function preloadScript(href: string): void {
  preloadFile(href, 'script');
}

function preloadFile(href: string, as: 'script' | 'style'): void {
  if (preloaded.has(href)) return;
  preloaded.add(href);
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = as;
  link.href = href;
  document.head.appendChild(link);
}
