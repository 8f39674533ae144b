import { ESLint } from 'eslint';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
// @ts-expect-error -- the flat config is plain ESM without type declarations
import { PACKAGE_LAYERS } from '../eslint.config.js';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root, overrideConfigFile: `${root}eslint.config.js` });

/** The no-restricted-syntax messages (money, polling) the lint config reports for `code` placed at `path` in the repository. */
async function syntaxProblems(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${path}` });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

const planted = [
  ['a stake times 100', 'export const paise = (amount: number) => amount * 100;\n'],
  ['100 times a stake', 'export const paise = (amount: number) => 100 * amount;\n'],
  ['hundredths over 100', 'export const rate = (hundredths: number) => hundredths / 100;\n'],
  [
    'a compound *= 100',
    'export function paise(amount: number) {\n  let value = amount;\n  value *= 100;\n  return value;\n}\n',
  ],
  ['toFixed on an amount', 'export const shown = (amount: number) => amount.toFixed(2);\n'],
] as const;

// The first lint loads the whole config and its plugins: slow on a busy machine.
describe('lint: money arithmetic only in packages/betting (issue 14)', { timeout: 30_000 }, () => {
  it.each(planted)('refuses %s in an app, a remote and a shared package', async (_name, code) => {
    for (const path of [
      'apps/api/src/cricket/planted.ts',
      'apps/casino/src/features/table/Planted.tsx',
      'packages/shared-ui/src/planted.ts',
    ]) {
      expect(await syntaxProblems(path, code)).toEqual([
        expect.stringContaining('Money arithmetic lives in packages/betting'),
      ]);
    }
  });

  it.each(planted)('allows %s inside packages/betting', async (_name, code) => {
    expect(await syntaxProblems('packages/betting/src/sports/planted.ts', code)).toEqual([]);
  });

  it.each([
    ['toLocaleString on an amount', "export const shown = (amount: number) => amount.toLocaleString('en-IN');\n"],
    ['an Intl.NumberFormat', "export const shown = new Intl.NumberFormat('en-IN').format;\n"],
  ])('refuses %s outside packages/betting: amounts are shown by formatAmount (issue 16)', async (_name, code) => {
    for (const path of ['apps/shell/src/features/ledger/Planted.tsx', 'packages/shared-ui/src/planted.ts']) {
      expect(await syntaxProblems(path, code)).toEqual([
        expect.stringContaining('Amounts are shown with formatAmount'),
      ]);
    }
  });

  it('lets tests work out expected amounts on their own, and leaves other arithmetic alone', async () => {
    expect(await syntaxProblems('apps/api/src/cricket/planted.test.ts', planted[0][1])).toEqual([]);
    const other =
      'export const ms = (hours: number) => hours * 60 * 60 * 1000;\nexport const next = (n: number) => n + 100;\n';
    expect(await syntaxProblems('apps/api/src/cricket/planted.ts', other)).toEqual([]);
  });
});

/** The import-restriction messages the lint config reports for `code` placed at `path`. */
async function importProblems(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${path}` });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('lint: TypeBox only through the shared @exchange/typebox-kit (issue 12)', { timeout: 30_000 }, () => {
  it.each([
    ['a contract', 'packages/contracts/src/planted.ts'],
    ['the sportsbook', 'apps/sportsbook/src/features/match/planted.ts'],
    ['the shell', 'apps/shell/src/planted.ts'],
  ])('refuses typebox itself in %s', async (_name, path) => {
    for (const code of ["import { Type } from 'typebox';\n", "import { Check } from 'typebox/value';\n"]) {
      expect(await importProblems(path, code)).toEqual([expect.stringContaining('@exchange/typebox-kit')]);
    }
  });

  it('lets a contract import the kit', async () => {
    expect(
      await importProblems('packages/contracts/src/planted.ts', "import { Type } from '@exchange/typebox-kit';\n"),
    ).toEqual([]);
  });
});

describe('lint: repeated reads through useQuietPoll (issue 12)', { timeout: 30_000 }, () => {
  it.each([
    ['the casino', 'apps/casino/src/features/table/Planted.tsx'],
    ['the sportsbook', 'apps/sportsbook/src/features/match/planted.ts'],
    ['the shell', 'apps/shell/src/planted.ts'],
  ])("refuses RTK Query's own polling in %s", async (_name, path) => {
    const code = 'export const options = { skip: false, pollingInterval: 1000 };\n';
    expect(await syntaxProblems(path, code)).toEqual([expect.stringContaining('useQuietPoll')]);
  });
});

describe('lint: a remote takes RTK Query from the shared store package (issue 12)', { timeout: 30_000 }, () => {
  it.each([
    ['the casino', 'apps/casino/src/features/table/Planted.tsx'],
    ['the sportsbook', 'apps/sportsbook/src/features/match/planted.ts'],
  ])("refuses '@reduxjs/toolkit/query' itself in %s, and keeps the apps' other rules there", async (_name, path) => {
    for (const code of [
      "import { skipToken } from '@reduxjs/toolkit/query';\nexport const s = skipToken;\n",
      "import { skipToken } from '@reduxjs/toolkit/query/react';\nexport const s = skipToken;\n",
    ])
      expect(await importProblems(path, code)).toEqual([expect.stringContaining('@exchange/shared-auth')]);
    expect(
      await importProblems(path, "import { skipToken } from '@exchange/shared-auth';\nexport const s = skipToken;\n"),
    ).toEqual([]);
    expect(await importProblems(path, "import { Box } from '@chakra-ui/react';\nexport const b = Box;\n")).toEqual([
      expect.stringContaining('@exchange/shared-ui/chakra'),
    ]);
  });

  it('lets the store package itself use RTK Query', async () => {
    const code = "import { skipToken } from '@reduxjs/toolkit/query';\nexport const s = skipToken;\n";
    expect(await importProblems('packages/shared-auth/src/planted.ts', code)).toEqual([]);
  });
});

describe(
  'lint: every package stays in its layer, and no app or package imports an app (issue 70)',
  { timeout: 60_000 },
  () => {
    const packages = readdirSync(`${root}packages`).filter((name) => !name.startsWith('.'));
    const apps = readdirSync(`${root}apps`).filter((name) => !name.startsWith('.'));

    it('knows every package: a new one must say what it never imports', () => {
      expect(Object.keys(PACKAGE_LAYERS).sort()).toEqual([...packages].sort());
    });

    /** Every message that refuses an import: the workspace's patterns and the resolved app-to-app rule. */
    async function refusals(path: string, code: string): Promise<string[]> {
      const [result] = await eslint.lintText(code, { filePath: `${root}${path}` });
      return result!.messages
        .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'exchange/no-cross-app')
        .map((m) => m.message);
    }

    it.each(packages)("refuses an app's code in packages/%s, however the path is spelt", async (name) => {
      for (const source of ['../../../apps/shell/src/app/router', '../../../apps/casino/src/routes']) {
        const problems = await refusals(`packages/${name}/src/planted.ts`, `export * from '${source}';\n`);
        expect(problems.length).toBeGreaterThan(0);
        expect(problems.every((p) => /apps never import each other/i.test(p))).toBe(true);
      }
    });

    it.each(apps)('refuses another app in apps/%s, however the path is spelt, and not its own code', async (name) => {
      const other = name === 'casino' ? 'sportsbook' : 'casino';
      // From apps/<name>/src/features/x/, four steps up is apps/, where the other app lies.
      const relative = `../../../../${other}/src/routes`;
      expect(await refusals(`apps/${name}/src/features/x/planted.ts`, `export * from '${relative}';\n`)).toEqual([
        expect.stringContaining(`code of the ${other} app`),
      ]);
      expect(await refusals(`apps/${name}/src/features/x/planted.ts`, "export * from '../../index';\n")).toEqual([]);
    });

    const refused: Array<[string, string]> = [
      ['account-rules', 'react'],
      ['account-rules', '@exchange/betting'],
      ['betting', '@exchange/shared-ui'],
      ['betting', 'node:fs'],
      ['typebox-kit', '@exchange/contracts'],
      ['remote-contract', 'axios'],
      ['contracts', '@exchange/betting'],
      ['shared-http', '@exchange/shared-auth'],
      ['shared-auth', '@exchange/shared-ui'],
      ['shared-auth', '@exchange/login'],
      ['shared-auth', '@exchange/live-data'],
      ['live-data', '@exchange/shared-ui'],
      ['shared-http', '@exchange/live-data'],
      ['shared-ui', '@exchange/shared-auth'],
      ['shared-ui', '@exchange/shared-auth/boot'],
      ['shared-ui', 'react-redux'],
    ];
    it.each(refused)('refuses in packages/%s an import of %s', async (name, module) => {
      const code = `import * as planted from '${module}';\nexport const p = planted;\n`;
      const problems = await importProblems(`packages/${name}/src/planted.ts`, code);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toContain(PACKAGE_LAYERS[name].message);
    });

    const allowed: Array<[string, string]> = [
      ['contracts', '@exchange/typebox-kit'],
      ['shared-ui', '@exchange/betting'],
      ['shared-ui', '@exchange/account-rules'],
      ['shared-auth', '@exchange/betting'],
      ['login', '@exchange/shared-auth'],
      ['login', '@exchange/shared-ui'],
    ];
    it.each(allowed)('lets packages/%s import %s', async (name, module) => {
      const code = `import * as planted from '${module}';\nexport const p = planted;\n`;
      expect(await importProblems(`packages/${name}/src/planted.ts`, code)).toEqual([]);
    });
  },
);

describe('lint: the build tooling stands on no app, script or client state (issue 70)', { timeout: 30_000 }, () => {
  const path = 'packages/build-tools/src/planted.ts';
  it.each([
    ['an app', "import { x } from '../../../apps/shell/src/index';\n"],
    ['the bench', "import { x } from '../../../bench/run.mjs';\n"],
    ['the store', "import { x } from '@exchange/shared-auth';\n"],
  ])('refuses %s', async (_name, code) => {
    expect(await importProblems(path, code)).toHaveLength(1);
  });

  it('lets a plugin read the remote contract', async () => {
    expect(await importProblems(path, "import { DEEP_LINKS_FIELD } from '@exchange/remote-contract';\n")).toEqual([]);
  });
});

describe('lint: the live-data package and what it must never import (issue 70)', { timeout: 30_000 }, () => {
  const imports = (specifier: string) => `import * as planted from '${specifier}';\nexport const p = planted;\n`;

  it.each([
    ['the design system', '@exchange/shared-ui', 'never renders'],
    ['Chakra', '@chakra-ui/react', 'never renders'],
    ['the router', 'react-router-dom', 'never routes'],
    ['the remote contract', '@exchange/remote-contract', 'remote contract'],
    ['axios', 'axios', 'plain XMLHttpRequests'],
    ['an app', '../../../apps/casino/src/features/table/casinoApi', 'Apps never import each other'],
  ])('refuses %s anywhere in the package', async (_name, specifier, message) => {
    expect(await importProblems('packages/live-data/src/planted.ts', imports(specifier))).toEqual([
      expect.stringContaining(message),
    ]);
  });

  it('lets the page side build on the store and the HTTP client, and its tests fake reads with axios', async () => {
    for (const specifier of ['@exchange/shared-auth', '@exchange/shared-http', 'react'])
      expect(await importProblems('packages/live-data/src/quietPoll.ts', imports(specifier))).toEqual([]);
    expect(await importProblems('packages/live-data/src/planted.test.ts', imports('axios'))).toEqual([]);
  });

  it.each([
    ['the poll worker', 'packages/live-data/src/pollWorker.ts'],
    ['the loop', 'packages/live-data/src/pollLoop.ts'],
    ['the wire', 'packages/live-data/src/pollWire.ts'],
    ['the comparison of answers', 'packages/live-data/src/answerChange.ts'],
    ['the early reads (before the store)', 'packages/live-data/src/earlyReads.ts'],
  ])('keeps the store, the axios client and React out of %s', async (_name, path) => {
    for (const specifier of ['@exchange/shared-auth', '@exchange/shared-http', '@exchange/live-data', 'react'])
      expect(await importProblems(path, imports(specifier))).toEqual([expect.stringContaining('poll worker')]);
    expect(await importProblems(path, imports('@exchange/shared-http/request'))).toEqual([]);
  });

  it('keeps the dependency one way: neither the store nor the HTTP client imports the polls', async () => {
    for (const path of ['packages/shared-auth/src/api/planted.ts', 'packages/shared-auth/src/api/planted.test.ts'])
      expect(await importProblems(path, imports('@exchange/live-data'))).toEqual([
        expect.stringContaining('never imports the polls'),
      ]);
    expect(await importProblems('packages/shared-http/src/planted.ts', imports('@exchange/live-data/early'))).toEqual([
      expect.stringContaining('no polls'),
    ]);
  });
});
