import type { QuietAnswer } from './pollLoop';

/**
 * A poll's read as it goes on the wire: address, method, headers and body, all worked out on the
 * main thread (httpClient.ts's quietWire), so that the poll worker needs neither the session nor axios.
 */
export type PollRequest = { url: string; method: string; headers: [string, string][]; body: string | null };

export type ApiBase = 'aam' | 'cm' | 'casino';

/** A read that a poll repeats (a GET, or a POST such as the score's), or an early read, with the session's headers. */
export type QuietRequest = {
  api: ApiBase;
  url: string;
  method?: string;
  /** Sent as JSON, as axios sends an object. */
  data?: unknown;
  params?: Record<string, unknown>;
  headers?: Record<string, string>;
  skipAuth?: boolean;
};

export const ORIGIN_HEADER = 'X-Origin-Id';
export const FINGERPRINT_HEADER = 'X-Fingerprint';

/** The session's headers on every call: origin id, fingerprint, and the bearer token unless the read is public. */
export function sessionHeaderList(
  originId: string,
  fingerprint: string,
  token: string | null,
  skipAuth: boolean | undefined,
): [string, string][] {
  const headers: [string, string][] = [
    [ORIGIN_HEADER, originId],
    [FINGERPRINT_HEADER, fingerprint],
  ];
  if (token && !skipAuth) headers.push(['Authorization', `Bearer ${token}`]);
  return headers;
}

/** What a read's headers need of the session. */
export type WireSession = { originId: string; fingerprint: string; token: string | null };

/** A read as it goes on the wire: the URL and headers the axios client would send, and its JSON body. */
export function readWire(base: string, session: WireSession, request: QuietRequest): PollRequest {
  const headers: [string, string][] = [['Accept', 'application/json, text/plain, */*']];
  headers.push(...sessionHeaderList(session.originId, session.fingerprint, session.token, request.skipAuth));
  if (request.data !== undefined) headers.push(['Content-Type', 'application/json']);
  headers.push(...Object.entries(request.headers ?? {}));
  return {
    url: quietUrl(base, request),
    method: (request.method ?? 'GET').toUpperCase(),
    headers,
    body: request.data === undefined ? null : JSON.stringify(request.data),
  };
}

/** A call without an answer by then has failed (the axios client and a poll's transport alike). */
export const REQUEST_TIMEOUT_MS = 15_000;

/** Query values encoded as axios encodes them, so that a poll and its first read share one URL (and CORS preflight). */
function encodeParam(value: string): string {
  return encodeURIComponent(value)
    .replace(/%3A/gi, ':')
    .replace(/%24/g, '$')
    .replace(/%2C/gi, ',')
    .replace(/%20/g, '+');
}

/** The URL axios builds for the same request: base and path joined, scalar params in order. */
export function quietUrl(base: string, request: { url: string; params?: Record<string, unknown> }): string {
  const path = `${base.replace(/\/+$/, '')}/${request.url.replace(/^\/+/, '')}`;
  const query = Object.entries(request.params ?? {})
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => `${encodeParam(k)}=${encodeParam(String(v))}`)
    .join('&');
  return query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path;
}

/**
 * One XMLHttpRequest, with none of axios's per-request work (config merging, interceptor chains,
 * header objects). Only a 2xx is an answer; anything else is handed back as not ok.
 */
export function sendPollRequest(request: PollRequest): Promise<QuietAnswer> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    xhr.timeout = REQUEST_TIMEOUT_MS;
    for (const [name, value] of request.headers) xhr.setRequestHeader(name, value);
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve({ ok: true, text: xhr.responseText });
      else resolve({ ok: false });
    };
    xhr.onerror = xhr.ontimeout = xhr.onabort = () => resolve({ ok: false });
    xhr.send(request.body);
  });
}
