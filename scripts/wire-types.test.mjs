import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { contractNames, wireTypeDuplicates } from './wire-types.mjs';

const root = join(fileURLToPath(import.meta.url), '..', '..');
let planted;

/** A copy of the contracts and one app file, in a scratch tree. */
function tree(appSource) {
  planted = mkdtempSync(join(tmpdir(), 'wire-types-'));
  cpSync(join(root, 'packages', 'contracts', 'src'), join(planted, 'packages', 'contracts', 'src'), {
    recursive: true,
  });
  mkdirSync(join(planted, 'apps', 'shell', 'src'), { recursive: true });
  writeFileSync(join(planted, 'apps', 'shell', 'src', 'ledger.ts'), appSource);
  return planted;
}

afterEach(() => {
  if (planted) rmSync(planted, { recursive: true, force: true });
  planted = undefined;
});

describe('the wire-type lint guard', () => {
  it('knows the contract names, schemas and types', () => {
    const names = contractNames(root);
    for (const name of ['UserData', 'LedgerEntry', 'BetRecord', 'RunnerOdds', 'Envelope', 'CasinoBetRecord'])
      expect(names.has(name)).toBe(true);
  });

  it('finds no wire type declared outside packages/contracts in the repository', () => {
    expect(wireTypeDuplicates(root)).toEqual([]);
  });

  it('fails on an interface or type named like a contract type declared in an app', () => {
    const findings = wireTypeDuplicates(
      tree(
        'export type LedgerEntry = { id: number };\ninterface BetRecord { id: number }\ntype LedgerRow = { id: number };\n',
      ),
    );
    expect(findings).toEqual([
      "apps/shell/src/ledger.ts:1: 'LedgerEntry' is a wire type: import it from @exchange/contracts",
      "apps/shell/src/ledger.ts:2: 'BetRecord' is a wire type: import it from @exchange/contracts",
    ]);
  });

  it('lets an app import and re-export a contract type', () => {
    expect(
      wireTypeDuplicates(
        tree("import type { LedgerEntry } from '@exchange/contracts/ledger';\nexport type { LedgerEntry };\n"),
      ),
    ).toEqual([]);
  });

  it('lets an app import contract types in a multi-line import, as Prettier writes it', () => {
    expect(
      wireTypeDuplicates(
        tree(
          "import {\n  LedgerEntry as LedgerSchema,\n  type LedgerEntry,\n  type BetRecord,\n} from '@exchange/contracts/ledger';\n",
        ),
      ),
    ).toEqual([]);
  });
});
