import type { AccountState } from './accountSlice';
import { initialAccountState } from './accountSlice';
import { PERSIST_KEY, readPersistedUser, type PersistedAccount } from './persistedUser';

export { PERSIST_KEY } from './persistedUser';

/** Reads the persisted account into the store's shape. */
export function loadPersistedAccount(storage: Storage | undefined): AccountState {
  const userData = readPersistedUser(storage);
  return userData ? { ...initialAccountState, userData } : initialAccountState;
}

export function savePersistedAccount(storage: Storage | undefined, account: AccountState): void {
  if (!storage) return;
  try {
    if (!account.userData) {
      storage.removeItem(PERSIST_KEY);
      return;
    }
    const persisted: PersistedAccount = { account: { userData: account.userData } };
    storage.setItem(PERSIST_KEY, JSON.stringify(persisted));
  } catch {
    // Private mode or a full quota: the session still works, it just will not survive a reload.
  }
}
