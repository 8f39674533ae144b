import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globals: true,
    setupFiles: ['./vitest.setup.ts'],
    // Vitest's default is one worker less than the cores, a single worker on a 2-core CI machine,
    // while its main process mostly waits. One per core keeps them all busy.
    maxWorkers: availableParallelism(),
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
            'packages/betting/src/**/*.test.ts',
            'packages/contracts/src/**/*.test.ts',
            'scripts/**/*.test.{ts,mjs}',
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
          include: [
            'apps/{shell,sportsbook,casino}/src/**/*.test.{ts,tsx}',
            'packages/{shared-auth,shared-http,remote-contract,shared-ui}/src/**/*.test.{ts,tsx}',
          ],
        },
      },
    ],
  },
});
