import { describe, expect, it, vi } from 'vitest';
import { accountActions } from './accountSlice';
import { PERSIST_KEY, loadPersistedAccount } from './persistence';
import { createAppStore } from '../store/store';
import type { UserData } from './types';

const ravi: UserData = {
  id: 1,
  token: 'tok',
  username: 'C1001 Ravi',
  balance: 1000,
  liability: -200,
  resetRequired: false,
};

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, String(v)),
  };
}

describe('account persistence under localStorage key "state"', () => {
  it('writes only the account part when the player logs in', () => {
    const storage = memoryStorage();
    const store = createAppStore({ storage });
    store.dispatch(accountActions.loginSucceeded(ravi));
    const saved = JSON.parse(storage.getItem(PERSIST_KEY)!);
    expect(saved).toEqual({ account: { userData: ravi } });
    expect(Object.keys(saved)).toEqual(['account']);
  });

  it('restores the logged-in player on the next page load', () => {
    const storage = memoryStorage({ [PERSIST_KEY]: JSON.stringify({ account: { userData: ravi } }) });
    const store = createAppStore({ storage });
    expect(store.getState().account.userData).toEqual(ravi);
  });

  it('removes the saved account on logout, so a reload stays logged out', () => {
    const storage = memoryStorage();
    const store = createAppStore({ storage });
    store.dispatch(accountActions.loginSucceeded(ravi));
    store.dispatch(accountActions.loggedOut());
    expect(storage.getItem(PERSIST_KEY)).toBeNull();
    expect(createAppStore({ storage }).getState().account.userData).toBeNull();
  });

  it.each([
    ['not JSON', '{nope'],
    ['no token', JSON.stringify({ account: { userData: { ...ravi, token: '' } } })],
    ['wrong types', JSON.stringify({ account: { userData: { ...ravi, balance: '1000' } } })],
    ['null', 'null'],
  ])('treats a tampered value (%s) as logged out instead of crashing', (_label, raw) => {
    expect(loadPersistedAccount(memoryStorage({ [PERSIST_KEY]: raw })).userData).toBeNull();
  });

  it('does not rewrite storage when nothing in the account changed', () => {
    const storage = memoryStorage();
    const setItem = vi.spyOn(storage, 'setItem');
    const store = createAppStore({ storage });
    store.dispatch(accountActions.loginSucceeded(ravi));
    store.dispatch(accountActions.walletUpdated({ balance: 1000, liability: -200 }));
    store.dispatch(accountActions.popupToggled({ popup: 'changeButtonPopOpen', open: true }));
    expect(setItem.mock.calls.filter(([key]) => key === PERSIST_KEY)).toHaveLength(1);
  });
});
