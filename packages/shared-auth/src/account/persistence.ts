import type { AccountState } from './accountSlice';
import { initialAccountState } from './accountSlice';
import type { UserData } from './types';

/** The spec keeps only the account part of the store in localStorage, under the key `state`. */
export const PERSIST_KEY = 'state';

type Persisted = { account: { userData: UserData | null } };

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

/** Reads the persisted account; anything malformed or tampered counts as logged out. */
export function loadPersistedAccount(storage: Storage | undefined): AccountState {
  if (!storage) return initialAccountState;
  try {
    const raw = storage.getItem(PERSIST_KEY);
    if (!raw) return initialAccountState;
    const parsed = JSON.parse(raw) as Partial<Persisted>;
    const userData = parsed.account?.userData;
    if (!isUserData(userData)) return initialAccountState;
    return { ...initialAccountState, userData: { ...userData, resetRequired: Boolean(userData.resetRequired) } };
  } catch {
    return initialAccountState;
  }
}

export function savePersistedAccount(storage: Storage | undefined, account: AccountState): void {
  if (!storage) return;
  try {
    if (!account.userData) {
      storage.removeItem(PERSIST_KEY);
      return;
    }
    const persisted: Persisted = { account: { userData: account.userData } };
    storage.setItem(PERSIST_KEY, JSON.stringify(persisted));
  } catch {
    // Private mode or a full quota: the session still works, it just will not survive a reload.
  }
}
