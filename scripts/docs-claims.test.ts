/**
 * The claims of the docs that a test can check (issue 70: a false sentence in the docs is a bug):
 * - `docs/architecture.md`'s package table and the README's layout block list exactly the workspace's
 *   packages (`packages/*`, `apps/*`), and the table names exactly the workspace packages each imports;
 * - each package's "never imports" is the same in the table, in its README's `- **Never imports** (lint):`
 *   line (the backticked patterns before the dash) and in `eslint.config.js` (the package's own
 *   `no-restricted-imports` patterns and paths, read through ESLint for a file of the package, less the
 *   base rule every file gets); the table says which packages' blocks drop that base rule;
 * - every relative link of a Markdown file resolves, every decision record is in the index with a status
 *   line, and nothing names the old `docs/decisions.md` (now a one-line pointer) or a record that is not
 *   there.
 * The last block plants mismatches in copies of the real texts, so each reader is shown to catch one.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const sorted = (values: Iterable<string>) => [...new Set(values)].sort();

/** Every folder under packages/ and apps/ that holds a package.json, as `packages/<name>`. */
function workspacePackages(): string[] {
  return ['apps', 'packages'].flatMap((group) =>
    readdirSync(join(root, group), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(root, group, entry.name, 'package.json')))
      .map((entry) => `${group}/${entry.name}`),
  );
}

const spans = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);

type Row = { uses: string[]; never: string[] };

/** architecture.md's package table: each row whose first cell is a backticked `apps/…` or `packages/…`. */
function packageTable(markdown: string): Map<string, Row> {
  const rows = new Map<string, Row>();
  for (const line of markdown.split('\n')) {
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    const name = /^`((?:apps|packages)\/[\w-]+)`$/.exec(cells[0] ?? '')?.[1];
    if (name && cells.length === 4) rows.set(name, { uses: spans(cells[2]!), never: spans(cells[3]!) });
  }
  return rows;
}

/** The README's layout block: the first word of each of its lines that names a package. */
function layoutPackages(markdown: string): string[] {
  const section = markdown.split(/^## Layout$/m)[1] ?? '';
  const block = /```\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
  return block
    .split('\n')
    .map((line) => line.split(/\s+/)[0]!)
    .filter((word) => /^(apps|packages)\/[\w-]+$/.test(word));
}

/** A package README's `- **Never imports** (lint): …` line: the backticked patterns before its dash. */
function readmeNeverImports(markdown: string): string[] | undefined {
  const line = markdown.split('\n').find((text) => text.startsWith('- **Never imports** (lint):'));
  return line === undefined ? undefined : spans(line.split(' — ')[0]!);
}

/** The packages architecture.md names in its sentence on the blocks that drop the base rule. */
function droppedBaseRule(markdown: string): string[] {
  const start = markdown.indexOf('the base rule is dropped');
  return start < 0 ? [] : spans(markdown.slice(start, markdown.indexOf('\n-', start)));
}

/** The patterns and paths of a `no-restricted-imports` setting, as one list. */
function refusedImports(setting: unknown): string[] {
  const options = (Array.isArray(setting) ? setting[1] : undefined) as
    { patterns?: (string | { group?: string[] })[]; paths?: (string | { name: string })[] } | undefined;
  const patterns = (options?.patterns ?? []).flatMap((p) => (typeof p === 'string' ? [p] : (p.group ?? [])));
  const paths = (options?.paths ?? []).map((p) => (typeof p === 'string' ? p : p.name));
  return [...patterns, ...paths];
}

/** The workspace packages a package's own source imports (tests aside), by folder name. */
function importedWorkspacePackages(pkg: string): string[] {
  const found = new Set<string>();
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(path);
      } else if (/\.(ts|tsx|mjs|js)$/.test(entry.name) && !/\.test\./.test(entry.name)) {
        for (const match of readFileSync(path, 'utf8').matchAll(/(?:from\s+|import\s*\(\s*)['"]@exchange\/([\w-]+)/g))
          found.add(match[1]!);
      }
    }
  };
  walk(join(root, pkg, 'src'));
  found.delete(pkg.split('/')[1]!);
  return sorted(found);
}

/** What is documented and not so, and what is so and not documented; nothing when the two agree. */
function differences(what: string, documented: Iterable<string>, actual: Iterable<string>): string[] {
  const [doc, act] = [new Set(documented), new Set(actual)];
  const missing = [...act].filter((value) => !doc.has(value));
  const extra = [...doc].filter((value) => !act.has(value));
  return [
    ...(missing.length ? [`${what}: not documented: ${missing.join(', ')}`] : []),
    ...(extra.length ? [`${what}: documented but not so: ${extra.join(', ')}`] : []),
  ];
}

const architecture = read('docs/architecture.md');
const table = packageTable(architecture);
const workspace = workspacePackages();

// Loading the lint config and its plugins takes seconds on a busy machine.
const eslint = new ESLint({ cwd: root, overrideConfigFile: join(root, 'eslint.config.js') });
const lintRefusals = async (file: string) =>
  refusedImports((await eslint.calculateConfigForFile(join(root, file)))?.rules?.['no-restricted-imports']);
/** A package's own refusals: those of a file in it, less the base rule's (a file under no package's block). */
async function ownRefusals(pkg: string): Promise<string[]> {
  const base = new Set(await lintRefusals('docs-claims-probe.ts'));
  return (await lintRefusals(`${pkg}/src/index.ts`)).filter((pattern) => !base.has(pattern));
}
async function dropsBaseRule(pkg: string): Promise<boolean> {
  const own = new Set(await lintRefusals(`${pkg}/src/index.ts`));
  return (await lintRefusals('docs-claims-probe.ts')).some((pattern) => !own.has(pattern));
}

describe('docs claims: the packages', () => {
  it('architecture.md lists every workspace package, and no other', () => {
    expect(differences('docs/architecture.md package table', table.keys(), workspace)).toEqual([]);
  });

  it("the README's layout lists every workspace package, and no other", () => {
    expect(differences('README.md layout', layoutPackages(read('README.md')), workspace)).toEqual([]);
  });

  it('each package imports exactly the workspace packages architecture.md names', () => {
    const problems = workspace.flatMap((pkg) =>
      differences(`${pkg} imports`, table.get(pkg)?.uses ?? [], importedWorkspacePackages(pkg)),
    );
    expect(problems).toEqual([]);
  });
});

describe('docs claims: what each package never imports', { timeout: 60_000 }, () => {
  it("is the same in architecture.md, in the package's README and in the lint config", async () => {
    const problems: string[] = [];
    for (const pkg of workspace) {
      const documented = table.get(pkg)?.never ?? [];
      problems.push(...differences(`${pkg} never imports (lint)`, documented, await ownRefusals(pkg)));
      if (!pkg.startsWith('packages/')) continue;
      const readme = existsSync(join(root, pkg, 'README.md')) ? read(`${pkg}/README.md`) : '';
      const fromReadme = readmeNeverImports(readme);
      if (fromReadme === undefined) problems.push(`${pkg}/README.md has no "- **Never imports** (lint):" line`);
      else problems.push(...differences(`${pkg}/README.md never imports`, fromReadme, documented));
    }
    expect(problems).toEqual([]);
  });

  it('the packages whose lint block drops the base rule are the ones architecture.md names', async () => {
    const dropping: string[] = [];
    for (const pkg of workspace) if (await dropsBaseRule(pkg)) dropping.push(pkg);
    expect(differences('blocks that drop the base rule', droppedBaseRule(architecture), dropping)).toEqual([]);
  });
});

describe('docs claims: links and decision records', () => {
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((path) => path && !path.includes('node_modules/') && existsSync(join(root, path)));

  it('every relative link of a Markdown file resolves', () => {
    const broken = files
      .filter((path) => path.endsWith('.md'))
      .flatMap((path) =>
        [...read(path).matchAll(/\]\(([^)\s]+)\)/g)]
          .map((match) => match[1]!.split('#')[0]!)
          .filter((target) => target && !/^[a-z]+:/.test(target))
          .filter((target) => !existsSync(join(root, dirname(path), target)))
          .map((target) => `${path} → ${target}`),
      );
    expect(broken).toEqual([]);
  });

  it('every decision record has a status line and a row in the index, which links only records', () => {
    const records = readdirSync(join(root, 'docs/decisions')).filter((name) => /^\d{4}-[\w-]+\.md$/.test(name));
    const index = read('docs/decisions/README.md');
    const indexed = [...index.matchAll(/\]\((\d{4}-[\w-]+\.md)\)/g)].map((match) => match[1]!);
    const noStatus = records.filter((name) => !/^Status: /m.test(read(`docs/decisions/${name}`)));
    expect({ index: differences('docs/decisions/README.md', indexed, records), noStatus }).toEqual({
      index: [],
      noStatus: [],
    });
  });

  it('nothing names the old docs/decisions.md or a record that is not there', () => {
    // The pointer itself, and this file, which says what it looks for.
    const SELF = new Set(['docs/decisions.md', 'scripts/docs-claims.test.ts']);
    const text = files.filter((path) => /\.(ts|tsx|mjs|js|cjs|md|json|ya?ml|css|html|cfg|conf)$/.test(path));
    const stale = text.flatMap((path) => {
      const content = read(path);
      return [
        ...(!SELF.has(path) && content.includes('decisions.md') ? [`${path} names docs/decisions.md`] : []),
        ...[...content.matchAll(/docs\/decisions\/(\d{4}-[\w-]+\.md)/g)]
          .filter((match) => !existsSync(join(root, 'docs/decisions', match[1]!)))
          .map((match) => `${path} names a missing record: ${match[1]}`),
      ];
    });
    expect(stale).toEqual([]);
  });
});

describe('docs claims: each reader catches a planted mismatch', { timeout: 60_000 }, () => {
  it('a package left out of the table or the layout', () => {
    const withoutKit = architecture
      .split('\n')
      .filter((line) => !line.startsWith('| `packages/typebox-kit`'))
      .join('\n');
    expect(differences('table', packageTable(withoutKit).keys(), workspace)).toEqual([
      'table: not documented: packages/typebox-kit',
    ]);
    const layout = read('README.md').replace(/^packages\/betting .*\n/m, '');
    expect(differences('layout', layoutPackages(layout), workspace)).toEqual([
      'layout: not documented: packages/betting',
    ]);
  });

  it("an import the table does not name, and a README's rule that lint does not hold", async () => {
    const uses = table.get('packages/shared-ui')!.uses.filter((name) => name !== 'betting');
    expect(differences('imports', uses, importedWorkspacePackages('packages/shared-ui'))).toEqual([
      'imports: not documented: betting',
    ]);
    const readme = read('packages/shared-http/README.md').replace('`@reduxjs/*`, ', '');
    expect(differences('never', readmeNeverImports(readme)!, await ownRefusals('packages/shared-http'))).toEqual([
      'never: not documented: @reduxjs/*',
    ]);
  });

  it('a lint block that gains a pattern, and a claimed dropped base rule that is kept', async () => {
    const planted = [
      2,
      {
        patterns: [
          { group: ['@exchange/shared-ui*', '@exchange/login', '@chakra-ui/*', '@exchange/live-data*', 'axios'] },
        ],
      },
    ];
    expect(differences('lint', table.get('packages/shared-auth')!.never, refusedImports(planted))).toEqual([
      'lint: not documented: axios',
    ]);
    const claimed = `${architecture}\n- Planted: the base rule is dropped for \`packages/contracts\`.\n- End.`;
    expect(differences('dropped', droppedBaseRule(claimed), droppedBaseRule(architecture))).toEqual([
      'dropped: documented but not so: packages/contracts',
    ]);
  });
});
