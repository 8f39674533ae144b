import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { walletBalance } from '@exchange/betting';
import type { PopupName, UserData } from './types';

export type AccountState = {
  userData: UserData | null;
  loading: boolean;
  loginPopOpen: boolean;
  changePasswordPopOpen: boolean;
  changeButtonPopOpen: boolean;
  myMarketPopOpen: boolean;
};

export const initialAccountState: AccountState = {
  userData: null,
  loading: false,
  loginPopOpen: false,
  changePasswordPopOpen: false,
  changeButtonPopOpen: false,
  myMarketPopOpen: false,
};

export const accountSlice = createSlice({
  name: 'account',
  initialState: initialAccountState,
  reducers: {
    loginStarted(state) {
      state.loading = true;
    },
    loginSucceeded(state, action: PayloadAction<UserData>) {
      state.userData = action.payload;
      state.loading = false;
      state.loginPopOpen = false;
      // The spec opens the change-password popup only when the server demands a reset.
      state.changePasswordPopOpen = action.payload.resetRequired;
    },
    loginFailed(state) {
      state.loading = false;
    },
    loggedOut() {
      return initialAccountState;
    },
    popupToggled(state, action: PayloadAction<{ popup: PopupName; open: boolean }>) {
      state[action.payload.popup] = action.payload.open;
    },
    walletUpdated(state, action: PayloadAction<{ balance: number; liability: number }>) {
      if (!state.userData) return;
      const { balance, liability } = action.payload;
      // Same figures must not produce a new object, or every header subscriber re-renders.
      if (state.userData.balance === balance && state.userData.liability === liability) return;
      state.userData.balance = balance;
      state.userData.liability = liability;
    },
    passwordResetDone(state) {
      if (state.userData) state.userData.resetRequired = false;
      state.changePasswordPopOpen = false;
    },
  },
  selectors: {
    selectUserData: (state) => state.userData,
    selectToken: (state) => state.userData?.token ?? null,
    selectIsLoggedIn: (state) => Boolean(state.userData?.token),
    selectLoginLoading: (state) => state.loading,
    selectPopup: (state, popup: PopupName) => state[popup],
    selectWallet: (state) => (state.userData ? walletBalance(state.userData.balance, state.userData.liability) : 0),
  },
});

export const accountActions = accountSlice.actions;
export const accountSelectors = accountSlice.selectors;
