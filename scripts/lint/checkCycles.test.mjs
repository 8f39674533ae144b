import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findCycles } from './checkCycles.mjs';

const root = mkdtempSync(join(tmpdir(), 'cycles-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function plant(files) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
}

describe('lint: import cycles', () => {
  it('finds a cycle made only of type imports, the kind an API module and its parser fall into', async () => {
    writeFileSync(
      join(root, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: { module: 'esnext', moduleResolution: 'bundler' } }),
    );
    plant({
      'src/api.ts':
        "import { parse } from './parse';\nexport type Row = { id: number };\nexport const load = (x: unknown) => parse(x);\n",
      'src/parse.ts':
        "import type { Row } from './api';\nexport const parse = (x: unknown): Row[] => (Array.isArray(x) ? x : []);\n",
      'src/other.ts': "import { load } from './api';\nexport const rows = load([]);\n",
    });
    expect(await findCycles(root, ['src'])).toEqual([['src/api.ts', 'src/parse.ts']]);
  });

  it('passes once the shared type lives in a module of its own', async () => {
    plant({
      'fixed/types.ts': 'export type Row = { id: number };\n',
      'fixed/api.ts':
        "import { parse } from './parse';\nexport type { Row } from './types';\nexport const load = (x: unknown) => parse(x);\n",
      'fixed/parse.ts':
        "import type { Row } from './types';\nexport const parse = (x: unknown): Row[] => (Array.isArray(x) ? x : []);\n",
    });
    expect(await findCycles(root, ['fixed'])).toEqual([]);
  });
});
