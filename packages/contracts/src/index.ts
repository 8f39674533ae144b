/**
 * The wire contract of the three API bases: one TypeBox schema per request and answer, and its
 * static type. The API validates with these and generates its OpenAPI from them; the clients read
 * answers against them (`read.ts`). No wire type is declared anywhere else.
 */
export * from './accounts';
export * from './announcement';
export * from './casino';
export * from './cricket';
export * from './envelope';
export * from './exchange';
export * from './ids';
export * from './ledger';
export * from './matchOdds';
export * from './notices';
export * from './limits';
export * from './stakes';
export * from './sports';
export * from './read';
