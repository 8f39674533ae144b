import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_LAYERS } from './apiLayers.mjs';

// The project's own lint config, run on planted imports: the rule must fire where it should.
const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function layerErrors(code, filePath) {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return result.messages.filter((m) => m.ruleId === 'exchange/api-layers').map((m) => m.message);
}

// Loading the config and the TypeScript parser is the slow part: once, before the timed tests.
beforeAll(() => eslint.lintText('', { filePath: `${root}apps/api/src/db/warm-up.ts` }), 60_000);

describe("lint: the API's layers", () => {
  it('refuses an import that runs back up: Match Odds reaching into cricket, the sports core into Match Odds', async () => {
    expect(
      await layerErrors(
        "import { CricketWorld } from '../cricket/world';\nexport { CricketWorld };\n",
        'apps/api/src/matchOdds/planted.ts',
      ),
    ).toEqual([expect.stringContaining('a layer above matchOdds')]);
    expect(
      await layerErrors(
        "export type { MatchOddsMarket } from '../matchOdds/market';\n",
        'apps/api/src/sports/planted.ts',
      ),
    ).toEqual([expect.stringContaining('move what both need down a layer')]);
    expect(
      await layerErrors("export const load = () => import('../app');\n", 'apps/api/src/wallet/planted.ts'),
    ).toEqual([expect.stringContaining('is app')]);
  });

  it('refuses an import between neighbours of one layer: cricket and tennis, cricket and the casino', async () => {
    expect(
      await layerErrors("export { TENNIS } from '../tennis/tennis';\n", 'apps/api/src/cricket/planted.ts'),
    ).toEqual([expect.stringContaining('neighbours do not import each other')]);
    expect(
      await layerErrors(
        "import type { CasinoService } from '../casino/service';\nexport type S = CasinoService;\n",
        'apps/api/src/cricket/planted.ts',
      ),
    ).toEqual([expect.stringContaining('beside cricket')]);
  });

  it('refuses a folder with no layer, importing or imported', async () => {
    expect(await layerErrors("export { x } from '../db/client';\n", 'apps/api/src/newThing/planted.ts')).toEqual([
      expect.stringContaining("'newThing' has no layer"),
    ]);
    expect(await layerErrors("export { x } from '../newThing/x';\n", 'apps/api/src/cricket/planted.ts')).toEqual([
      expect.stringContaining("'newThing' has no layer"),
    ]);
  });

  it('lets a module use its own files and every layer below, and a test use anything', async () => {
    const allowed = [
      [
        "import { MATCH_LIMITS } from '../sports/limits';\nimport { x } from './bets';\nexport { MATCH_LIMITS, x };\n",
        'apps/api/src/cricket/planted.ts',
      ],
      ["export { registerMatchOdds } from '../matchOdds/register';\n", 'apps/api/src/cricket/planted.ts'],
      ["export { cricketBetFacts } from '../cricket/settledBets';\n", 'apps/api/src/history/planted.ts'],
      ["export { buildApp } from './app';\n", 'apps/api/src/server.ts'],
      ["export { buildApp } from '../app';\n", 'apps/api/src/testing/planted.ts'],
      ["import { buildApp } from '../app';\nexport { buildApp };\n", 'apps/api/src/wallet/planted.test.ts'],
    ];
    for (const [code, path] of allowed) expect(await layerErrors(code, path), path).toEqual([]);
  });

  it('places every folder of apps/api/src in a layer, and its README names that layer', () => {
    const src = fileURLToPath(new URL('../../apps/api/src', import.meta.url));
    const folders = readdirSync(src, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    const layerOf = new Map(API_LAYERS.flatMap((layer) => layer.modules.map((module) => [module, layer.name])));
    expect(folders.filter((folder) => !layerOf.has(folder))).toEqual([]);
    for (const folder of folders) {
      const readme = join(src, folder, 'README.md');
      const said = existsSync(readme) ? /^Layer: (.+?) \(/m.exec(readFileSync(readme, 'utf8'))?.[1] : 'no README';
      expect(said, folder).toBe(layerOf.get(folder));
    }
  });
});
