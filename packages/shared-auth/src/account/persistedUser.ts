import type { UserData } from './types';

/** The spec keeps only the account part of the store in localStorage, under the key `state`. */
export const PERSIST_KEY = 'state';

export type PersistedAccount = { account: { userData: UserData | null } };

function isUserData(value: unknown): value is UserData {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.token === 'string' &&
    v.token.length > 0 &&
    typeof v.id === 'number' &&
    typeof v.username === 'string' &&
    typeof v.balance === 'number' &&
    typeof v.liability === 'number'
  );
}

/**
 * The persisted player, or null when there is none; anything malformed or tampered counts as
 * logged out. Free of the store so the first screen can tell login from app before Redux loads.
 */
export function readPersistedUser(storage: Storage | undefined): UserData | null {
  if (!storage) return null;
  try {
    const raw = storage.getItem(PERSIST_KEY);
    if (!raw) return null;
    const userData = (JSON.parse(raw) as Partial<PersistedAccount>).account?.userData;
    if (!isUserData(userData)) return null;
    return { ...userData, resetRequired: Boolean(userData.resetRequired) };
  } catch {
    return null;
  }
}
