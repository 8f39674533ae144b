import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * Issue 12: a cold cricket match (`/game/cricket/<id>`) loads no Chakra before its rates are drawn.
 * What it loads first is the static import graph of the routes module, the `./preload` module and
 * the match page: no module on it may import Chakra as a value. The parts drawn with Chakra are
 * islands (islands.tsx, betslip/slipIslands.tsx), reached by dynamic `import()` only.
 */
const CHAKRA = ['@exchange/shared-ui/chakra', '@chakra-ui/react'];
const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const ROOTS = ['features/match/MatchPage.tsx', 'preload.ts', 'routes.tsx'].map((file) => resolve(SRC, file));

/**
 * The modules a file imports as values, statically: `import type`, `export type` and imports whose
 * names are all `type` are left out (TypeScript drops them: verbatimModuleSyntax is off), and so is
 * every dynamic `import()`, which loads its module on its own need.
 */
function valueImports(fileName: string, text: string): string[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  const allTypes = (elements: readonly { isTypeOnly: boolean }[]) =>
    elements.length > 0 && elements.every((element) => element.isTypeOnly);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.phaseModifier === ts.SyntaxKind.TypeKeyword) continue;
      const names = clause?.namedBindings;
      if (clause && !clause.name && names && ts.isNamedImports(names) && allTypes(names.elements)) continue;
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) {
      if (statement.isTypeOnly) continue;
      const names = statement.exportClause;
      if (names && ts.isNamedExports(names) && allTypes(names.elements)) continue;
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return specifiers;
}

/** The TypeScript file a relative import names, or null for another kind of file (a stylesheet). */
function resolveRelative(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const file of [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (existsSync(file)) return file;
  }
  if (/\.(css|svg|png|json)$/.test(specifier)) return null;
  throw new Error(`${relative(SRC, from)}: cannot resolve '${specifier}'`);
}

/** Walks the graph from the roots: every module reached, and the chain of imports that reaches it. */
function staticGraph(roots: readonly string[]): Map<string, { imports: string[]; chain: string[] }> {
  const graph = new Map<string, { imports: string[]; chain: string[] }>();
  const queue = roots.map((root) => ({ file: root, chain: [relative(SRC, root)] }));
  for (let next = queue.shift(); next; next = queue.shift()) {
    const { file, chain } = next;
    if (graph.has(file)) continue;
    const imports = valueImports(file, readFileSync(file, 'utf8'));
    graph.set(file, { imports, chain });
    for (const specifier of imports) {
      if (!specifier.startsWith('.')) continue;
      const target = resolveRelative(file, specifier);
      if (target && !graph.has(target)) queue.push({ file: target, chain: [...chain, relative(SRC, target)] });
    }
  }
  return graph;
}

describe("a cold cricket match's static imports (issue 12)", () => {
  it('import no Chakra as a value: its Chakra-drawn parts are islands', () => {
    const graph = staticGraph(ROOTS);
    const files = [...graph.keys()].map((file) => relative(SRC, file));
    // The walk reaches the page's layout, its tables, the slip feature's index and the islands.
    expect(files).toEqual(
      expect.arrayContaining([
        'features/match/MatchLayout.tsx',
        'features/match/SessionTable.tsx',
        'features/match/islands.tsx',
        'features/betslip/index.ts',
        'features/betslip/DesktopBetSlip.tsx',
      ]),
    );
    const offenders = [...graph.values()]
      .filter(({ imports }) => imports.some((specifier) => CHAKRA.includes(specifier)))
      .map(({ chain }) => chain.join(' > '));
    expect(offenders).toEqual([]);
  });

  it('tells a value import from a type-only or dynamic one', () => {
    const text = [
      "import { Button } from '@exchange/shared-ui/chakra';",
      "import type { Dialog } from '@chakra-ui/react';",
      "import { type Table } from './typesOnly';",
      "import { type Box, Flex } from './mixed';",
      "import './sideEffect';",
      "export { X } from './reexported';",
      "export type { Y } from './typeReexported';",
      "export * from './star';",
      "const Lazy = () => import('./Lazy');",
    ].join('\n');
    expect(valueImports('x.tsx', text)).toEqual([
      '@exchange/shared-ui/chakra',
      './mixed',
      './sideEffect',
      './reexported',
      './star',
    ]);
  });
});
