export { accountActions, accountSelectors, accountSlice, type AccountState } from './account/accountSlice';
export { PERSIST_KEY, loadPersistedAccount, savePersistedAccount } from './account/persistence';
export { readPersistedUser } from './account/persistedUser';
export type { PopupName, UserData } from './account/types';
export { announcementActions, announcementSelectors } from './announcement/announcementSlice';
export { baseApi } from './api/baseApi';
// RTK Query's "no request" argument, from the one shared copy. A remote that imported it from
// '@reduxjs/toolkit/query' (a subpath no app shares) would download and run RTK Query and Immer of
// its own for one symbol (the match page did: two chunks, 18 KB brotli).
export { skipToken } from '@reduxjs/toolkit/query';
export { connectionActions, connectionSelectors } from './connection/connectionSlice';
export { backoffDelayMs, setEarlyAnswers, type EarlyAnswers, type RequestArgs } from './api/baseQuery';
export { authApi } from './auth/authApi';
export { ENCRYPTION_FAILED, encryptPassword, loadPasswordEncryption } from './auth/encryptPassword';
export { loginErrorMessage } from './auth/loginMessages';
export { loginPlayer, type LoginForm, type LoginRefusal } from './auth/loginPlayer';
export { useLogin } from './auth/useLogin';
export {
  gameDataActions,
  gameDataSelectors,
  type SelectedBet,
  type SelectedBetTerms,
  type Sport,
} from './gameData/gameDataSlice';
export {
  applyRuntimeConfig,
  getRuntimeConfig,
  loadRuntimeConfig,
  loadStandaloneConfig,
  setRuntimeConfig,
} from './config/runtimeConfig';
export {
  BUTTON_VALUES_KEY,
  stakeButtonsActions,
  stakeButtonsSelectors,
  type StakeButtons,
  type StakeGroup,
} from './stakeButtons/stakeButtonsSlice';
export { store } from './store/appStore';
export { useAppDispatch, useAppSelector, useAppStore } from './store/hooks';
export {
  createAppStore,
  rootReducer,
  setUnauthorizedNavigator,
  signOut,
  type AppDispatch,
  type AppStore,
  type AppThunk,
  type LazyLoadedSlices,
  type RootState,
} from './store/store';
