import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The project's own lint config, run on planted imports: the rule must fire where it should.
const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(code, filePath) {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return result.messages.filter((m) => m.ruleId === 'exchange/feature-boundaries').map((m) => m.message);
}

describe('lint: feature boundaries', () => {
  it('refuses a deep import into another feature, from the app layer and from a feature', async () => {
    const fromApp = await boundaryErrors(
      "import { useLogout } from '../features/session/useLogout';\nuseLogout();\n",
      'apps/shell/src/app/Planted.tsx',
    );
    expect(fromApp).toEqual([expect.stringContaining("import it from '../features/session'")]);
    const fromFeature = await boundaryErrors(
      "export { matchApi } from '../match/matchApi';\n",
      'apps/sportsbook/src/features/betslip/planted.ts',
    );
    expect(fromFeature).toEqual([expect.stringContaining('reaches inside the match feature')]);
  });

  it("lets a feature use its own files and others' index, and a route load a page lazily by its file", async () => {
    expect(
      await boundaryErrors(
        "import { useLogout } from '../features/session';\nuseLogout();\n",
        'apps/shell/src/app/Planted.tsx',
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        "import { x } from './parts/inner';\nexport { x };\n",
        'apps/casino/src/features/table/planted.ts',
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        "export const load = () => import('../features/ledger/LedgerPage');\n",
        'apps/shell/src/app/planted.ts',
      ),
    ).toEqual([]);
  });

  it('refuses a lazy import of a file that is not a page', async () => {
    const errors = await boundaryErrors(
      "export const load = () => import('./features/match/matchApi');\n",
      'apps/sportsbook/src/planted.ts',
    );
    expect(errors).toEqual([expect.stringContaining('not a page')]);
  });
});
