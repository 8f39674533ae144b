export { errorText, isApiError, toApiError, type ApiError } from './apiError';
export {
  FINGERPRINT_HEADER,
  FINGERPRINT_KEY,
  ORIGIN_HEADER,
  getBrowserFingerprint,
  type ApiBase,
  type ApiRequest,
} from './apiRequest';
export {
  bindSession,
  boundSession,
  configureApiBases,
  createHttpClient,
  httpClient,
  reportReached,
  type SessionBinding,
} from './httpClient';
export { envelopeResponse, httpUrl, isRecord, positiveId, type Read } from './wire';
