import { describe, expect, it } from 'vitest';
import { accountActions, accountSlice, initialAccountState } from './accountSlice';
import type { UserData } from './types';

const user = (over: Partial<UserData> = {}): UserData => ({
  id: 3,
  token: 't',
  username: 'C1003 Newbie',
  balance: 500,
  liability: -120.5,
  resetRequired: false,
  ...over,
});

describe('account slice', () => {
  it('opens the change-password popup only when the login demands a reset', () => {
    const forced = accountSlice.reducer(
      initialAccountState,
      accountActions.loginSucceeded(user({ resetRequired: true })),
    );
    const normal = accountSlice.reducer(initialAccountState, accountActions.loginSucceeded(user()));
    expect(forced.changePasswordPopOpen).toBe(true);
    expect(normal.changePasswordPopOpen).toBe(false);
  });

  it('closes the login popup and stops loading on success, stops loading on failure', () => {
    const opened = { ...initialAccountState, loginPopOpen: true, loading: true };
    expect(accountSlice.reducer(opened, accountActions.loginSucceeded(user()))).toMatchObject({
      loginPopOpen: false,
      loading: false,
    });
    expect(accountSlice.reducer(opened, accountActions.loginFailed()).loading).toBe(false);
  });

  it('shows the wallet as balance plus liability', () => {
    const state = { account: accountSlice.reducer(initialAccountState, accountActions.loginSucceeded(user())) };
    expect(accountSlice.selectors.selectWallet(state)).toBe(379.5);
  });
});
