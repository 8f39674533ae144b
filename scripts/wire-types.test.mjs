import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { contractShapes, forbidsContracts, packagesBelowTheWire, wireShapeDuplicates } from './wire-types.mjs';

const root = join(fileURLToPath(import.meta.url), '..', '..');
let shapes;
const planted = [];

beforeAll(async () => {
  shapes = await contractShapes(root);
}, 60_000);

/** A scratch tree with the given source files (path → text) under apps/ and packages/. */
function tree(files) {
  const dir = mkdtempSync(join(tmpdir(), 'wire-types-'));
  planted.push(dir);
  mkdirSync(join(dir, 'apps'));
  mkdirSync(join(dir, 'packages'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

afterEach(() => {
  for (const dir of planted.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The casino's bet request as the app once declared it, by hand: `type` required, profit and loss numbers only. */
const HAND_WRITTEN_BET = `export type PlaceCasinoBet = {
  amount: number;
  marketId: string;
  profit: number;
  loss: number;
  runnerName: string;
  selectionId: number;
  casinoGames: string;
  back?: number;
  lay?: number;
  type: 'back' | 'lay';
};
`;

describe('the wire-type lint guard: shapes, not names', () => {
  it('knows every object the schemas describe, inner rows and picked views included, by its fields', () => {
    const named = (fields) => shapes.get([...fields].sort().join(','));
    expect(named(['username', 'password'])).toEqual(['SigninBody']);
    expect(named(['orderId', 'price'])).toEqual(['ReplaceOrderBody']);
    expect(named(['startDate', 'endDate', 'type'])).toEqual(['AccountLogFilter', 'CoinHistoryQuery']);
    expect(named(['matchCount', 'fancyCount'])).toEqual(['MatchBetCount']);
    expect(named(['selectionName', 'exposure'])).toEqual(['Exposure.casinoPLExposure[]']);
    // A Type.Pick of the bet view counts with the fields it ends up with.
    expect(
      named(['id', 'marketId', 'runnerName', 'selectionId', 'back', 'lay', 'amount', 'profit', 'loss', 'createdDate']),
    ).toEqual(['TableBet']);
  });

  it('finds no wire shape written out outside packages/contracts in the repository', async () => {
    expect(wireShapeDuplicates(root, shapes, await packagesBelowTheWire(root))).toEqual([]);
  });

  it('fails on a contract’s shape written out by hand under any name: an alias, an interface, a generic’s argument', () => {
    const findings = wireShapeDuplicates(
      tree({
        'apps/casino/src/casinoApi.ts': HAND_WRITTEN_BET,
        'apps/shell/src/login.ts': 'interface Credentials {\n  username: string;\n  password: string;\n}\n',
        'apps/sportsbook/src/orders.ts':
          'export const api = build.mutation<Order | null, { orderId: number; price: number }>({});\n',
        'packages/shared-auth/src/range.ts': "let range: { 'startDate': number; endDate: number; type?: string };\n",
      }),
      shapes,
    );
    expect(findings).toEqual([
      "apps/casino/src/casinoApi.ts:1: { amount, marketId, profit, loss, runnerName, selectionId, casinoGames, back, lay, type } is the contract's CasinoPlaceBetBody: derive it from @exchange/contracts",
      "apps/shell/src/login.ts:1: { username, password } is the contract's SigninBody: derive it from @exchange/contracts",
      "apps/sportsbook/src/orders.ts:1: { orderId, price } is the contract's ReplaceOrderBody: derive it from @exchange/contracts",
      "packages/shared-auth/src/range.ts:1: { startDate, endDate, type } is the contract's AccountLogFilter, CoinHistoryQuery: derive it from @exchange/contracts",
    ]);
  });

  it('lets through a shape derived from the contract, imported or re-exported, and one that is not the contract’s', () => {
    const derived = [
      "import type { CasinoPlaceBetRequest, TableBet } from '@exchange/contracts/casino';",
      "export type { LedgerEntry } from '@exchange/contracts/ledger';",
      'export type Bet = { bet: CasinoPlaceBetRequest; idempotencyKey: string };',
      "export type Row = Omit<TableBet, 'back' | 'lay'> & { rate: number; isLay: boolean };",
      'export type Innings = { [team in keyof Cricket]: OverRow[] };',
      // A name of the contract's on a shape of its own is not the wire: the names are not compared.
      'export type LedgerEntry = { id: number };',
      'export type Credentials = { username: string; password: string; remember: boolean };',
    ].join('\n');
    expect(wireShapeDuplicates(tree({ 'apps/shell/src/derived.ts': derived }), shapes)).toEqual([]);
  });

  it('leaves alone tests, an answer not yet read (every field unknown) and the packages below the wire', () => {
    const files = {
      'apps/sportsbook/src/orders.test.ts': 'const moves: Array<{ orderId: number; price: number }> = [];\n',
      'packages/shared-http/src/apiError.ts':
        'type Untrusted = { code?: unknown; message?: unknown; response?: unknown; error?: { description?: unknown } };\n',
      'packages/betting/src/results.ts': 'export type Row = { resultFor: string; result: string[] };\n',
    };
    expect(wireShapeDuplicates(tree(files), shapes, ['betting'])).toEqual([]);
    expect(wireShapeDuplicates(tree(files), shapes)).toEqual([
      "packages/betting/src/results.ts:1: { resultFor, result } is the contract's Lucky7RoundData.results[]: derive it from @exchange/contracts",
    ]);
  });

  it('reads the packages below the wire from the lint config’s layers', async () => {
    expect(forbidsContracts(['react', '@exchange/*'])).toBe(true);
    expect(forbidsContracts(['@exchange/*', '!@exchange/contracts'])).toBe(false);
    expect(forbidsContracts(['@exchange/shared-*', '@exchange/contracts'])).toBe(true);
    expect(forbidsContracts(['@exchange/shared-auth*', 'axios'])).toBe(false);
    const below = await packagesBelowTheWire(root);
    expect(below).toContain('betting');
    expect(below).not.toContain('shared-auth');
    expect(below).not.toContain('contracts');
  });
});
