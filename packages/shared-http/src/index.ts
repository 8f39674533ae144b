export { errorText, isApiError, toApiError, type ApiError } from './apiError';
export { FINGERPRINT_KEY, getBrowserFingerprint } from './fingerprint';
export {
  FINGERPRINT_HEADER,
  ORIGIN_HEADER,
  bindSession,
  configureApiBases,
  createHttpClient,
  httpClient,
  quietRead,
  quietUrl,
  setQuietTransport,
  xhrQuietTransport,
  type ApiBase,
  type QuietAnswer,
  type QuietRequest,
  type QuietTransport,
  type SessionBinding,
} from './httpClient';
export {
  envelopeResponse,
  finite,
  finiteOrNull,
  httpUrl,
  isRecord,
  items,
  numberOrZero,
  positiveId,
  text,
  texts,
  type Read,
  type WireRecord,
} from './wire';
