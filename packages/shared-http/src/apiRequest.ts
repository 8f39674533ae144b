/**
 * A request to one of the exchange's APIs as every client of this package sends it: the API base
 * it goes to, the session's headers, the time-out. Stateless and free of axios, so that a read sent
 * without the axios client (the live-data package's polls and early reads, which the shell's boot
 * chunk carries) builds the same request: `@exchange/shared-http/request`.
 */
export { FINGERPRINT_KEY, getBrowserFingerprint } from './fingerprint';

export type ApiBase = 'aam' | 'cm' | 'casino';

/** A request to one of the APIs: a GET unless `method` says otherwise, with the session's headers. */
export type ApiRequest = {
  api: ApiBase;
  url: string;
  method?: string;
  /** Sent as JSON, as axios sends an object. */
  data?: unknown;
  params?: Record<string, unknown>;
  headers?: Record<string, string>;
  /** Send without the bearer token (the spec's public cricket reads). */
  skipAuth?: boolean;
};

export const ORIGIN_HEADER = 'X-Origin-Id';
export const FINGERPRINT_HEADER = 'X-Fingerprint';

/** A call without an answer by then has failed (the axios client and a poll's request alike). */
export const REQUEST_TIMEOUT_MS = 15_000;

/** What a request's headers need of the session. */
export type WireSession = { originId: string; fingerprint: string; token: string | null };

/** The session's headers on every call: origin id, fingerprint, and the bearer token unless the read is public. */
export function sessionHeaderList(session: WireSession, skipAuth: boolean | undefined): [string, string][] {
  const headers: [string, string][] = [
    [ORIGIN_HEADER, session.originId],
    [FINGERPRINT_HEADER, session.fingerprint],
  ];
  if (session.token && !skipAuth) headers.push(['Authorization', `Bearer ${session.token}`]);
  return headers;
}
