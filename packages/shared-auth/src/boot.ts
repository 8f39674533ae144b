/**
 * What the shell's first screen needs before the store, the HTTP client or any design system loads:
 * pure functions and types only, no module state (so a second copy bundled into the shell's first
 * chunk can never disagree with the shared singleton). Imported as `@exchange/shared-auth/boot`.
 */
export { PERSIST_KEY, readPersistedUser } from './account/persistedUser';
export type { UserData } from './account/types';
