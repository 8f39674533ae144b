/**
 * Writes a brotli (.br, maximum quality) and a gzip (.gz, level 9) sibling next to every text file of
 * a build, so static servers send them as they are (scripts/serve-static.mjs through @fastify/static, nginx's
 * `brotli_static`/`gzip_static`, a CDN) instead of compressing on each request or not at all.
 * Part of each app's own `rsbuild build`, so a team that builds one app alone gets them too.
 */
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export const PRECOMPRESSED = /\.(js|mjs|css|html|json|svg|map)$/;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)])),
  );
  return nested.flat();
}

export interface PrecompressResult {
  files: number;
  rawBytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

/**
 * Compresses every .js, .mjs, .css, .html, .json, .svg and .map file under `dir`. A variant that
 * would not be smaller than the file is not written (the server then sends the file itself).
 */
export async function precompressDir(dir: string): Promise<PrecompressResult> {
  const result: PrecompressResult = { files: 0, rawBytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const files = (await filesUnder(dir)).filter((f) => PRECOMPRESSED.test(f));
  // zlib runs on libuv's thread pool, so the files compress in parallel.
  await Promise.all(
    files.map(async (file) => {
      const raw = await readFile(file);
      const [br, gzBytes] = await Promise.all([
        brotli(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        }),
        gz(raw, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      result.files += 1;
      result.rawBytes += raw.length;
      if (br.length < raw.length) {
        await writeFile(`${file}.br`, br);
        result.brotliBytes += br.length;
      } else result.brotliBytes += raw.length;
      if (gzBytes.length < raw.length) {
        await writeFile(`${file}.gz`, gzBytes);
        result.gzipBytes += gzBytes.length;
      } else result.gzipBytes += raw.length;
    }),
  );
  return result;
}

/** The slice of Rsbuild's plugin API this plugin uses (this package does not depend on Rsbuild: each app brings its own). */
type AfterBuild = (params: { environments?: Record<string, { distPath: string }> }) => Promise<void>;
interface BuildApi {
  context: { distPath: string };
  onAfterBuild(hook: { handler: AfterBuild; order: 'post' }): void;
}

/** Rsbuild plugin: after the build has written everything (the federation manifest included). */
export function pluginPrecompress() {
  return {
    name: 'exchange:precompress',
    setup(api: BuildApi) {
      api.onAfterBuild({
        order: 'post',
        handler: async ({ environments }) => {
          const dirs = new Set(Object.values(environments ?? {}).map((e) => e.distPath));
          if (dirs.size === 0) dirs.add(api.context.distPath);
          for (const dir of dirs) {
            const started = Date.now();
            const r = await precompressDir(dir);
            const kb = (n: number) => `${Math.round(n / 1024)} KB`;
            console.info(
              `precompressed ${r.files} files in ${Date.now() - started} ms: ${kb(r.rawBytes)} -> ${kb(r.brotliBytes)} brotli, ${kb(r.gzipBytes)} gzip`,
            );
          }
        },
      });
    },
  };
}
