import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { COMPILE_HINT, pluginCompileHints } from './compileHints';

// The build tool is the apps' own (the root does not depend on Rsbuild).
const shellRequire = createRequire(join(__dirname, '../../../apps/shell/package.json'));
// The slice of Rsbuild this test uses (the root has no @rsbuild/core types to import).
interface Rsbuild {
  createRsbuild(options: {
    cwd: string;
    rsbuildConfig: Record<string, unknown>;
  }): Promise<{ build(): Promise<unknown> }>;
}
const loadRsbuild = async (): Promise<Rsbuild> =>
  (await import(pathToFileURL(shellRequire.resolve('@rsbuild/core')).href)) as Rsbuild;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'compile-hints-'));
  mkdirSync(join(dir, 'src'));
  // An entry and a chunk it loads on demand, with comments the minifier removes.
  writeFileSync(
    join(dir, 'src/index.js'),
    '/* entry */\nexport function start() { return import("./later.js").then((m) => m.later(2)); }\nstart();\n',
  );
  writeFileSync(join(dir, 'src/later.js'), '// a chunk of its own\nexport function later(n) { return n * 21; }\n');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

async function build(mode: 'production' | 'development') {
  const { createRsbuild } = await loadRsbuild();
  const rsbuild = await createRsbuild({
    cwd: dir,
    rsbuildConfig: {
      mode,
      plugins: [pluginCompileHints()],
      source: { entry: { index: './src/index.js' } },
      output: { distPath: { root: 'dist' }, sourceMap: { js: 'source-map' } },
      logLevel: 'silent',
    },
  });
  await rsbuild.build();
  const files = readdirSync(join(dir, 'dist'), { recursive: true }).map(String);
  return {
    scripts: files.filter((f) => f.endsWith('.js')),
    read: (f: string) => readFileSync(join(dir, 'dist', f), 'utf8'),
  };
}

describe('pluginCompileHints', () => {
  it('starts every script of a production build, entry and lazy chunk alike, with the hint, after minification', async () => {
    const { scripts, read } = await build('production');
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    for (const script of scripts) {
      const text = read(script);
      expect(text.split('\n')[0], script).toBe(COMPILE_HINT);
      // Minified: the sources' own comments are gone, the hint is not.
      expect(text, script).not.toContain('a chunk of its own');
    }
  }, 60_000);

  it('keeps each source map on its script: the hint moves the code down one line, and the map says so', async () => {
    const { scripts, read } = await build('production');
    for (const script of scripts.filter((s) => read(s).includes('sourceMappingURL'))) {
      const map = JSON.parse(read(`${script}.map`)) as { mappings: string };
      // No mapping on the hint's line: the map's first line group is empty.
      expect(map.mappings.startsWith(';'), script).toBe(true);
      expect(read(`${script}.map`).startsWith(COMPILE_HINT)).toBe(false);
    }
  }, 60_000);

  it('leaves a development build alone', async () => {
    const { scripts, read } = await build('development');
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(read(script).startsWith(COMPILE_HINT), script).toBe(false);
  }, 60_000);
});
