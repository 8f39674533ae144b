import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { pluginPrecompress, precompressDir } from './precompress';

const text = (kind: string) =>
  `/* ${kind} */\n${Array.from({ length: 200 }, (_, i) => `line ${i} of a ${kind} file that compresses well`).join('\n')}\n`;
const KINDS = [
  'static/js/index.0123abcd89.js',
  'static/js/index.0123abcd89.js.map',
  'static/css/app.89abcdef01.css',
  'index.html',
  'mf-manifest.json',
  'static/svg/logo.svg',
  'static/js/lib.mjs',
];

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'precompress-'));
  for (const file of KINDS) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), text(file));
  }
  mkdirSync(join(dir, 'static/image'), { recursive: true });
  writeFileSync(join(dir, 'static/image/photo.png'), Buffer.alloc(2048, 7));
  writeFileSync(join(dir, 'tiny.json'), '{}');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressDir', () => {
  it('writes a brotli and a gzip sibling of every text file that decompress to the file', async () => {
    const result = await precompressDir(dir);
    for (const file of KINDS) {
      const raw = readFileSync(join(dir, file));
      const br = readFileSync(join(dir, `${file}.br`));
      const gz = readFileSync(join(dir, `${file}.gz`));
      expect(brotliDecompressSync(br).equals(raw), file).toBe(true);
      expect(gunzipSync(gz).equals(raw), file).toBe(true);
      expect(br.length, file).toBeLessThan(raw.length / 4);
      expect(br.length, file).toBeLessThanOrEqual(gz.length);
    }
    expect(result.files).toBe(KINDS.length + 1);
    expect(result.brotliBytes).toBeLessThan(result.rawBytes / 4);
  });

  it('leaves images alone, and writes no variant bigger than the file', async () => {
    await precompressDir(dir);
    expect(readdirSync(join(dir, 'static/image'))).toEqual(['photo.png']);
    expect(existsSync(join(dir, 'tiny.json.br'))).toBe(false);
    expect(existsSync(join(dir, 'tiny.json.gz'))).toBe(false);
  });

  it('does not compress its own output again when run twice', async () => {
    await precompressDir(dir);
    await precompressDir(dir);
    expect(existsSync(join(dir, 'index.html.br.br'))).toBe(false);
    expect(existsSync(join(dir, 'index.html.gz.gz'))).toBe(false);
  });
});

describe('pluginPrecompress', () => {
  it('compresses each environment output folder after the build, as the last step', async () => {
    let hook:
      | { handler: (params: { environments?: Record<string, { distPath: string }> }) => Promise<void>; order: string }
      | undefined;
    pluginPrecompress().setup({ context: { distPath: '/not/used' }, onAfterBuild: (h) => (hook = h) });
    expect(hook?.order).toBe('post');
    await hook?.handler({ environments: { web: { distPath: dir } } });
    expect(existsSync(join(dir, 'static/js/index.0123abcd89.js.br'))).toBe(true);
    expect(existsSync(join(dir, 'mf-manifest.json.gz'))).toBe(true);
  });
});
