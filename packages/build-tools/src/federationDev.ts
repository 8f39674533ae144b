/**
 * What the three Rsbuild configs share for development and for federated types (issue 19): the
 * port a dev server listens on, the /config.json its dev server answers (with a developer's own
 * config.local.json on top), the standalone page's base for deep links, and the options with which a
 * remote publishes the types of what it exposes beside its manifest. Nothing here changes a
 * production bundle: the dev-only parts apply to `rsbuild dev` alone.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../..');

export type AppName = 'shell' | 'sportsbook' | 'casino';

/** What each remote exposes: the rsbuild configs and scripts/federated-types.mjs read it from here. */
export const REMOTE_EXPOSES = { './routes': './src/routes.tsx' } as const;

/** The port of an app's dev server: PORT when scripts/dev.mjs (or a test) moves it, else the default. */
export function devPort(fallback: number): number {
  const port = Number(process.env.PORT ?? fallback);
  if (!Number.isInteger(port) || port <= 0) throw new Error(`PORT must be a port number, got ${process.env.PORT}`);
  return port;
}

type Json = Record<string, unknown>;

function readJson(file: string): Json {
  const text = readFileSync(file, 'utf8');
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('not a JSON object');
    return value as Json;
  } catch (error) {
    throw new Error(`${file} is not a valid JSON object: ${(error as Error).message}`, { cause: error });
  }
}

/** Objects merge key by key (so `{ "remotes": { "casino": … } }` changes only the casino); anything else replaces. */
export function mergeConfig(base: Json, local: Json): Json {
  const out: Json = { ...base };
  for (const [key, value] of Object.entries(local)) {
    const under = out[key];
    const bothObjects = [under, value].every((v) => typeof v === 'object' && v !== null && !Array.isArray(v));
    out[key] = bothObjects ? mergeConfig(under as Json, value as Json) : value;
  }
  return out;
}

/** The shell's local override: apps/shell/config.local.json (git-ignored), read by the dev server only. */
export const LOCAL_CONFIG = join(ROOT, 'apps/shell/config.local.json');

/** The config a dev server answers: DEV_CONFIG_FILE (written by scripts/dev.mjs), plus the local override for the shell. */
export function devRuntimeConfig(
  app: AppName,
  env: NodeJS.ProcessEnv = process.env,
  localFile = LOCAL_CONFIG,
): Json | undefined {
  const file = env.DEV_CONFIG_FILE;
  if (!file) return undefined;
  const base = readJson(file);
  return app === 'shell' && existsSync(localFile) ? mergeConfig(base, readJson(localFile)) : base;
}

/**
 * Answers GET /config.json from the dev config, read on every request: an edit of config.local.json
 * applies on the next page load, with no restart. Without DEV_CONFIG_FILE (a bare `rsbuild dev`) the
 * request falls through to the public folder, as before.
 */
type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
/** The part of Rsbuild's `server.setup` context used here (this package does not depend on @rsbuild/core: each app brings its own). */
type SetupContext = { action: string; server?: unknown };

export function devConfigServer(app: AppName): (context: SetupContext) => void {
  return (context) => {
    if (context.action !== 'dev') return;
    (context.server as { middlewares: { use: (fn: Middleware) => void } }).middlewares.use(
      (req: IncomingMessage, res: ServerResponse, next: () => void) => {
        if (req.method !== 'GET' || req.url?.split('?')[0] !== '/config.json') return next();
        let config: Json | undefined;
        try {
          config = devRuntimeConfig(app);
        } catch (error) {
          res.statusCode = 500;
          res.setHeader('Content-Type', 'text/plain; charset=utf-8');
          res.end((error as Error).message);
          return;
        }
        if (!config) return next();
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-store');
        res.setHeader('Access-Control-Allow-Origin', '*');
        res.end(JSON.stringify(config));
      },
    );
  };
}

/**
 * A remote's standalone page loads its scripts relative to its assetPrefix 'auto'; on a deep link
 * (/main/lucky7) the browser would ask for /main/static/js/… and get the HTML fallback. A <base href="/">
 * in the dev page keeps them at the root; the runtime still finds chunks through the script's own URL.
 */
type HtmlTag = { tag: string; attrs: Record<string, string>; head: boolean; append: boolean };

export function standaloneDevTags(command: string): HtmlTag[] {
  const runtime: HtmlTag = { tag: 'script', attrs: { src: `/${STANDALONE_RUNTIME_FILE}` }, head: true, append: true };
  return command === 'dev' ? [{ tag: 'base', attrs: { href: '/' }, head: true, append: false }, runtime] : [runtime];
}

/** Where the standalone page's federation runtime (./standaloneRuntimeCore.ts) is written. */
export const STANDALONE_RUNTIME_FILE = 'standalone/mf-runtime-core.js';

/**
 * Rsbuild environments of a remote: `web` (the remote entry, its modules and its standalone page)
 * and `standaloneRuntime`, the runtime core the standalone page loads first. The federation plugin
 * applies to `web` only; the runtime is a plain script with no hash in its name (the page names it).
 */
export const remoteEnvironments = {
  // The entry's federation SDK and error codes are the host's, as its runtime core is
  // (`externalRuntime`): the shell's federation/hostRuntime.ts, or standaloneRuntimeCore.ts on a
  // remote's standalone page, puts all three on the global object.
  web: {
    tools: {
      rspack: {
        externals: {
          '@module-federation/sdk': 'self._FEDERATION_SDK',
          '@module-federation/error-codes': 'self._FEDERATION_ERROR_CODES',
        },
      },
    },
  },
  standaloneRuntime: {
    source: { entry: { 'mf-runtime-core': fileURLToPath(new URL('./standaloneRuntimeCore.ts', import.meta.url)) } },
    output: { filename: { js: '[name].js' }, distPath: { js: 'standalone' }, cleanDistPath: false },
    performance: { chunkSplit: { strategy: 'all-in-one' as const } },
    tools: { htmlPlugin: false },
  },
};

/**
 * Federated types: the remote's build writes @mf-types.zip (and the manifest's `types` names it) beside
 * mf-manifest.json. tsconfig.types.json beside the rsbuild config lists what the declarations compile with.
 * Types are generated on `rsbuild build` only: in development each rebuild would start a TypeScript
 * compile on every save (see docs/decisions/0008-development-servers-and-federated-types.md).
 */
export function remoteDts(command: string) {
  // FEDERATED_TYPES=off: a build of the same source again (another brand or line-up, the version-skew
  // test's casinos) whose types nobody consumes; the type compile is most of a remote's build time.
  if (command !== 'build' || process.env.FEDERATED_TYPES === 'off') return false as const;
  return {
    tsConfigPath: './tsconfig.types.json',
    // tsConfigPath again here: the manifest reads the generator's options to name @mf-types.zip.
    generateTypes: {
      tsConfigPath: './tsconfig.types.json',
      abortOnError: true,
      generateAPITypes: false,
      compileInChildProcess: true,
      deleteTypesFolder: true,
    },
    consumeTypes: false,
  } as const;
}
