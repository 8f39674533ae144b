/**
 * Writes `login.html` beside a build's `index.html`: the same page, with a `<link rel="preload">` for
 * every script and stylesheet of the entry's first chunk group (the shell's `import('./bootstrap')`,
 * named `bootstrap`), which any first screen loads as soon as the entry has run. The static server
 * answers `/login` with it (scripts/serve-static.mjs, docs/deploy.md), so the login form's chunks
 * download with the entry instead of a round trip after it.
 *
 * Only the login page carries them. On a deep link into the app the same preloads start the app's
 * own chunks sooner, and those then share the phone's bandwidth and main thread with the remote's
 * entry and first data that the page waits on (docs/decisions/0013-login-first-screen.md,
 * docs/decisions/0020-rejected-performance-changes.md).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const FIRST_CHUNK_GROUP = 'bootstrap';
export const LOGIN_PAGE = 'login.html';

const AS: Record<string, 'script' | 'style'> = { '.js': 'script', '.css': 'style' };

/** The preloadable files (scripts and stylesheets) of a chunk group, in the group's order. */
export function preloadableFiles(assets: readonly { name: string }[]): string[] {
  return assets.map((a) => a.name).filter((name) => Object.keys(AS).some((ext) => name.endsWith(ext)));
}

/**
 * `html` with one preload line per file, ahead of the page's first script (or before `</head>`).
 * The links carry no `crossorigin`: the bundler's loader asks for its chunks the same way, so the
 * browser hands it the preloaded answer instead of asking again.
 */
export function withPreloads(html: string, files: readonly string[], publicPath: string): string {
  const base = publicPath === 'auto' ? '/' : publicPath.endsWith('/') ? publicPath : `${publicPath}/`;
  const links = files
    .map((file) => {
      const as = AS[file.slice(file.lastIndexOf('.'))];
      if (!as) throw new Error(`${file} is not a script or a stylesheet`);
      return `<link rel="preload" as="${as}" href="${base}${file}">`;
    })
    .join('');
  const head = html.indexOf('</head>');
  const firstScript = html.indexOf('<script');
  const at = firstScript !== -1 && (head === -1 || firstScript < head) ? firstScript : head;
  if (at === -1) throw new Error('index.html has neither a <script> nor a </head> to put the preloads before');
  return html.slice(0, at) + links + html.slice(at);
}

/** The slice of Rspack's stats and Rsbuild's plugin API this plugin uses (this package does not depend on them: each app brings its own). */
type ChunkGroupStats = { assets?: { name: string }[] };
type StatsJson = { publicPath?: string; namedChunkGroups?: Record<string, ChunkGroupStats> };
type Stats = { toJson(options: object): StatsJson };
type AfterBuild = (params: {
  stats?: Stats | { stats: Stats[] };
  environments?: Record<string, { distPath: string }>;
}) => void;
interface BuildApi {
  context: { distPath: string };
  onAfterBuild(hook: { handler: AfterBuild; order: 'pre' }): void;
}

/** Writes `dist/login.html` from the build's `index.html` and its stats. */
export function writeLoginPage(distPath: string, stats: StatsJson): string {
  const group = stats.namedChunkGroups?.[FIRST_CHUNK_GROUP];
  const files = preloadableFiles(group?.assets ?? []);
  // A renamed or removed chunk group must fail the build, not quietly ship a page without preloads.
  if (files.length === 0) throw new Error(`the build has no chunk group named '${FIRST_CHUNK_GROUP}' with scripts`);
  const index = join(distPath, 'index.html');
  if (!existsSync(index)) throw new Error(`${index} is missing`);
  const file = join(distPath, LOGIN_PAGE);
  writeFileSync(file, withPreloads(readFileSync(index, 'utf8'), files, stats.publicPath ?? '/'));
  return file;
}

/** Rsbuild plugin, in a build only; before the precompression, which then compresses login.html too. */
export function pluginLoginPreload() {
  return {
    name: 'exchange:login-preload',
    apply: 'build' as const,
    setup(api: BuildApi) {
      api.onAfterBuild({
        order: 'pre',
        handler: ({ stats, environments }) => {
          const all = !stats ? [] : 'stats' in stats ? stats.stats : [stats];
          const dirs = Object.values(environments ?? {}).map((e) => e.distPath);
          all.forEach((s, i) =>
            writeLoginPage(
              dirs[i] ?? api.context.distPath,
              s.toJson({ all: false, chunkGroups: true, publicPath: true }),
            ),
          );
        },
      });
    },
  };
}
