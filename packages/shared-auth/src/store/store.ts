import { combineSlices, configureStore, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { accountActions, accountSlice } from '../account/accountSlice';
import { loadPersistedAccount, savePersistedAccount } from '../account/persistence';
import { announcementSlice } from '../announcement/announcementSlice';
import { baseApi } from '../api/baseApi';
import { connectionActions, connectionSlice } from '../connection/connectionSlice';
import { revokeSession } from '../auth/revokeSession';
import { gameDataSlice } from '../gameData/gameDataSlice';
import { getBrowserFingerprint } from '@exchange/shared-http';
import { loadButtonValues, saveButtonValues, stakeButtonsSlice } from '../stakeButtons/stakeButtonsSlice';
import { bindSession } from '@exchange/shared-http';

/** Remotes declare the slices they inject here by module augmentation. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by `declare module` in remotes
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(
  accountSlice,
  gameDataSlice,
  announcementSlice,
  connectionSlice,
  stakeButtonsSlice,
  baseApi,
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

type StoreOptions = {
  storage?: Storage | undefined;
  originId?: () => string;
  onUnauthorized?: () => void;
};

export function createAppStore(options: StoreOptions = {}) {
  const storage = options.storage;
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: {
      account: loadPersistedAccount(storage),
      stakeButtons: loadButtonValues(storage),
    } as Partial<RootState>,
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
    // RTK Query's answers are batched to the end of their task, not to the next animation frame:
    // the default ('raf') asks for a frame at every poll's answer, changed or not, and a page at
    // rest then renders a frame for each of its ~6 answers a second (issue 12: about half of the
    // Lucky 7 table's main-thread time at rest went to those frames).
    enhancers: (getDefault) => getDefault({ autoBatch: { type: 'tick' } }),
  });

  let lastAccount = store.getState().account;
  let lastButtons = store.getState().stakeButtons;
  store.subscribe(() => {
    const { account, stakeButtons } = store.getState();
    if (account.userData !== lastAccount.userData) savePersistedAccount(storage, account);
    if (stakeButtons !== lastButtons) saveButtonValues(storage, stakeButtons);
    lastAccount = account;
    lastButtons = stakeButtons;
  });

  // Told after every answer; the store changes only when reachability does (not once per poll).
  const reachability = (reachable: boolean) => {
    if (store.getState().connection.apiReachable !== reachable) {
      store.dispatch(connectionActions.reachabilityChanged(reachable));
    }
  };
  if (typeof window !== 'undefined') window.addEventListener('offline', () => reachability(false));

  bindSession({
    onReachability: reachability,
    getToken: () => store.getState().account.userData?.token ?? null,
    getOriginId: options.originId ?? (() => 'exchange-web'),
    getFingerprint: () => getBrowserFingerprint(storage),
    onUnauthorized: () => {
      if (!store.getState().account.userData) return;
      // The server has already ended this token: nothing to revoke.
      void store.dispatch(signOut({ revokeOnServer: false }));
      (options.onUnauthorized ?? goHome)();
    },
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppThunk<R = void> = ThunkAction<R, RootState, unknown, UnknownAction>;

/**
 * Logout: the server is asked to end the token, then account and game data are cleared and cached
 * server data dropped (spec section 4). The clearing does not wait for the server: a slow or failed
 * sign-out call never keeps the player signed in. Resolves when the call has ended either way.
 */
export function signOut({ revokeOnServer = true }: { revokeOnServer?: boolean } = {}): AppThunk<Promise<void>> {
  return (dispatch, getState) => {
    const token = getState().account.userData?.token;
    const revoked = revokeOnServer && token ? revokeSession(token) : Promise.resolve();
    dispatch(accountActions.loggedOut());
    dispatch(baseApi.util.resetApiState());
    return revoked;
  };
}

let navigateHome: () => void = () => window.location.assign('/');

/** The shell hands in its router's navigate so a 401 lands on `/` without a full reload. */
export function setUnauthorizedNavigator(navigate: () => void): void {
  navigateHome = navigate;
}

function goHome(): void {
  navigateHome();
}
