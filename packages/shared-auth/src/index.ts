export { accountActions, accountSelectors, accountSlice, type AccountState } from './account/accountSlice';
export { PERSIST_KEY, loadPersistedAccount, savePersistedAccount } from './account/persistence';
export { readPersistedUser } from './account/persistedUser';
export type { PopupName, UserData } from './account/types';
export { announcementActions, announcementSelectors } from './announcement/announcementSlice';
export { baseApi } from './api/baseApi';
export { backoffDelayMs, type RequestArgs } from './api/baseQuery';
export { authApi } from './auth/authApi';
export { buildLoginUsername, isPlausibleUsername } from './auth/credentials';
export { encryptPassword } from './auth/encryptPassword';
export { LOGIN_FAILED, LOGIN_GENERIC, TERMS_REQUIRED, loginErrorMessage } from './auth/loginMessages';
export { loginPlayer, type LoginForm } from './auth/loginPlayer';
export { useLogin } from './auth/useLogin';
export { gameDataActions, gameDataSelectors, type SelectedBet, type Sport } from './gameData/gameDataSlice';
export { errorText, isApiError, type ApiError } from './http/apiError';
export { FINGERPRINT_KEY, getBrowserFingerprint } from './http/fingerprint';
export { FINGERPRINT_HEADER, ORIGIN_HEADER, configureApiBases, createHttpClient, httpClient, type ApiBase } from './http/httpClient';
export { CONTRACT_VERSION, isCompatibleContract, type RemoteModule, type RemoteNavEntry, type RemoteRoute } from './remote/contract';
export {
  ConfigError,
  INLINE_CONFIG_ID,
  allowedRemoteOrigins,
  fetchRuntimeConfig,
  parseRuntimeConfig,
  readInlineConfig,
  type RemoteName,
  type RuntimeConfig,
} from './remote/configParse';
export { applyRuntimeConfig, getRuntimeConfig, loadRuntimeConfig, loadStandaloneConfig, setRuntimeConfig } from './remote/runtimeConfig';
export { BUTTON_VALUES_KEY, stakeButtonsActions, stakeButtonsSelectors, type StakeButtons, type StakeGroup } from './stakeButtons/stakeButtonsSlice';
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
export { envelopeResponse, finite, finiteOrNull, httpUrl, isRecord, items, numberOrZero, positiveId, text, texts, type Read, type WireRecord } from './http/wire';
