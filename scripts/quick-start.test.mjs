// The README's two quick-start commands (`pnpm start`, `pnpm test`) run `node scripts/start.mjs` and
// `node scripts/test-all.mjs` on a clean clone, where nothing is installed yet: every module those files
// load before `pnpm install` has run may import only Node's own modules and other such files.
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The static imports of a module's text (`import … from '…'`, `export … from '…'`), not `import()`. */
const staticImports = (text) =>
  [...text.matchAll(/^\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]/gm)].map((m) => m[1]);
const isBare = (specifier) => !specifier.startsWith('.') && !specifier.startsWith('node:');

/** Every bare specifier reached from the entries through static imports, with the file that imports it. */
function bareImports(entries) {
  const seen = new Set();
  const bare = [];
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of staticImports(readFileSync(file, 'utf8'))) {
      if (specifier.startsWith('.')) visit(join(dirname(file), specifier));
      else if (isBare(specifier)) bare.push(`${relative(root, file)} imports ${specifier}`);
    }
  };
  entries.forEach((entry) => visit(join(root, entry)));
  return bare;
}

describe('the quick start runs on a clean clone', () => {
  it('loads nothing from node_modules before it has installed the dependencies', () => {
    expect(bareImports(['scripts/start.mjs', 'scripts/test-all.mjs'])).toEqual([]);
  });

  it('would see a package imported at the top of a file the quick start loads', () => {
    const tooling = readFileSync(join(root, 'scripts/tooling.mjs'), 'utf8');
    const planted = `import { COMPILE_HINT } from '@exchange/build-tools/compile-hint';\n${tooling}`;
    expect(staticImports(planted).filter(isBare)).toEqual(['@exchange/build-tools/compile-hint']);
  });
});
