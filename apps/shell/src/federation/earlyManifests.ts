import { isAllowedRemoteOrigin } from './allowedOrigins';

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
 */
const answers = new Map<string, Promise<Response>>();
/** The same answers read as JSON (a copy of the body, whoever reads the answer first). */
const manifests = new Map<string, Promise<Manifest | undefined>>();
const preloaded = new Set<string>();

/** The exposes a page of the remote runs first: its light preload module, then its routes. */
const FIRST_EXPOSES = ['./preload', './routes'];

type ManifestAssets = { js?: { sync?: unknown } };
type Manifest = {
  metaData?: { publicPath?: unknown; remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: { path?: unknown; assets?: ManifestAssets }[];
};

/**
 * Asks for the manifest now (once per URL); with `assets`, preloads the scripts it names first.
 * `url` is a remote's manifest from the runtime config, on an origin the config lists by definition.
 */
export function fetchManifestEarly(url: string, { assets = false }: { assets?: boolean } = {}): void {
  if (!manifests.has(url)) {
    const answer = fetch(url);
    answers.set(url, answer);
    // Read before anyone else can consume the body; a failed or refused answer is left to the
    // runtime, which asks again with its retries.
    manifests.set(
      url,
      answer
        .then((response) => (response.ok ? (response.clone().json() as Promise<Manifest>) : undefined))
        .catch(() => undefined),
    );
    answer.catch(() => answers.delete(url));
  }
  if (assets)
    manifests
      .get(url)
      ?.then((manifest) => manifest && firstScripts(url, manifest).forEach(preloadScript))
      .catch(() => undefined);
}

/**
 * The answer to an early request for `url`, once: the runtime's own request for it then waits on
 * this one rather than sending another. Undefined when there was none, or it failed.
 */
export function takeEarlyManifest(url: string): Promise<Response> | undefined {
  const answer = answers.get(url);
  if (!answer) return undefined;
  answers.delete(url);
  return answer.then((response) => (response.ok ? response : Promise.reject(new Error(`${response.status}`))));
}

/** The entry and the first exposes' own scripts, as absolute URLs ('auto' public path: beside the manifest). */
export function firstScripts(manifestUrl: string, manifest: Manifest): string[] {
  const publicPath = manifest.metaData?.publicPath;
  const base = publicPath === 'auto' || publicPath === undefined ? new URL('.', manifestUrl).href : publicPath;
  if (typeof base !== 'string') return [];
  const files: unknown[] = [];
  const entry = manifest.metaData?.remoteEntry;
  if (entry && typeof entry.name === 'string') {
    const folder = typeof entry.path === 'string' ? entry.path.replace(/\/$/, '') : '';
    files.push(folder ? `${folder}/${entry.name}` : entry.name);
  }
  for (const expose of Array.isArray(manifest.exposes) ? manifest.exposes : []) {
    const sync = expose?.assets?.js?.sync;
    if (FIRST_EXPOSES.includes(expose?.path as string) && Array.isArray(sync)) files.push(...sync);
  }
  const urls = new Set<string>();
  for (const file of files) {
    if (typeof file !== 'string' || !file) continue;
    try {
      const url = new URL(file.replace(/^\//, ''), new URL(base, manifestUrl)).href;
      if (isAllowedRemoteOrigin(url)) urls.add(url);
    } catch {
      // Not a URL: the runtime reports the manifest when it reads it.
    }
  }
  return [...urls];
}

function preloadScript(href: string): void {
  if (preloaded.has(href)) return;
  preloaded.add(href);
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = href;
  document.head.appendChild(link);
}
