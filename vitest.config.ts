import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import { defineConfig } from 'vitest/config';

const DOM_ROOTS = [
  'apps/shell/src',
  'apps/sportsbook/src',
  'apps/casino/src',
  'packages/shared-auth/src',
  'packages/shared-http/src',
  'packages/live-data/src',
  'packages/remote-contract/src',
  'packages/shared-ui/src',
  'packages/login/src',
  // The end-to-end suite's list of the router's pages, checked against the apps' routes.
  'e2e/support',
];

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [relative(import.meta.dirname, path)] : [];
  });
}

/**
 * The DOM tests share one module graph per worker (`isolate: false`): importing React, Chakra and the
 * store once per worker instead of once per file took the 101 files from 205 s to 79 s. A file that
 * replaces modules (`vi.mock`, `vi.doMock`) needs a graph of its own, so it runs in `dom-isolated`,
 * chosen here from its text so that no list has to be kept.
 */
const sharedDomTests: string[] = [];
const isolatedDomTests: string[] = [];
for (const file of DOM_ROOTS.flatMap((root) => testFiles(join(import.meta.dirname, root)))) {
  const mocksModules = /\bvi\.(mock|doMock)\(/.test(readFileSync(join(import.meta.dirname, file), 'utf8'));
  (mocksModules ? isolatedDomTests : sharedDomTests).push(file);
}

/**
 * CSS modules are applied in the DOM tests, so that what they hide or show on a phone or a desktop
 * (the frame's sidebar and bottom navigation) is tested as a player meets it; other stylesheets
 * (fonts) are left out.
 */
const DOM_CSS = { include: [/\.module\.css$/] };

export default defineConfig({
  test: {
    globals: true,
    setupFiles: ['./vitest.setup.ts'],
    // Vitest's default is one worker less than the cores, a single worker on a 2-core CI machine,
    // while its main process mostly waits. One per core keeps them all busy.
    maxWorkers: availableParallelism(),
    // A test's 5 s default holds on an idle machine, but a shared 2-core one (CI beside other jobs) ran a
    // plain GET and 30-case validation tests past it while every project's workers competed. A hung test
    // still fails, after 20 s.
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          // The API's tests start each PGlite from one migrated, seeded template of the run.
          globalSetup: ['./apps/api/src/testing/pgliteGlobalSetup.ts'],
          // Tests of several instances over one PostgreSQL run only in api-postgres.
          exclude: ['**/node_modules/**', 'apps/api/src/**/*.postgres.test.ts'],
          include: [
            'apps/api/src/**/*.test.ts',
            'apps/api/scripts/**/*.test.ts',
            'packages/betting/src/**/*.test.ts',
            'packages/account-rules/src/**/*.test.ts',
            'packages/build-tools/src/**/*.test.ts',
            'packages/contracts/src/**/*.test.ts',
            'packages/security-headers/src/**/*.test.js',
            'scripts/**/*.test.{ts,mjs}',
            'bench/**/*.test.mjs',
          ],
        },
      },
      {
        // The API's integration tests again, each on its own PostgreSQL database (issue 18).
        extends: true,
        test: {
          name: 'api-postgres',
          environment: 'node',
          include: ['apps/api/src/**/*.test.ts'],
          globalSetup: ['./apps/api/src/testing/postgresGlobalSetup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'happy-dom',
          setupFiles: [
            './packages/shared-ui/src/testing/domTestSetup.ts',
            './packages/live-data/src/testing/quietTransportSetup.ts',
          ],
          isolate: false,
          include: sharedDomTests,
          css: DOM_CSS,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom-isolated',
          environment: 'happy-dom',
          setupFiles: [
            './packages/shared-ui/src/testing/domTestSetup.ts',
            './packages/live-data/src/testing/quietTransportSetup.ts',
          ],
          include: isolatedDomTests,
          css: DOM_CSS,
        },
      },
    ],
  },
});
