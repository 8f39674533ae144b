/** What the API's vitest global setups hand to their project's tests (`inject` from 'vitest'). */
declare module 'vitest' {
  export interface ProvidedContext {
    /** `api-postgres` only: the throwaway PostgreSQL server holding the migrated, seeded template. */
    testPostgresUrl?: string;
    /** `node` only: a file holding a migrated, seeded PGlite data directory (`dumpDataDir`). */
    pgliteTemplate?: string;
  }
}

export {};
