export { errorText, isApiError, toApiError, type ApiError } from './apiError';
export { FINGERPRINT_KEY, getBrowserFingerprint } from './fingerprint';
export {
  FINGERPRINT_HEADER,
  ORIGIN_HEADER,
  bindSession,
  configureApiBases,
  createHttpClient,
  earlyAnswerFor,
  httpClient,
  quietRead,
  quietWire,
  reportReached,
  setQuietTransport,
  xhrQuietTransport,
  type ApiBase,
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
export {
  COUNTDOWN_TOLD_EVERY_MS,
  createPollLoops,
  type CountdownForecast,
  type PollCommand,
  type PollNews,
  type QuietAnswer,
} from './pollLoop';
export { onPollNews, pollCommand, pollSessionChanged } from './pollHost';
export { quietUrl, sendPollRequest, type PollRequest } from './pollWire';
