import {
  REQUEST_TIMEOUT_MS,
  sessionHeaderList,
  type ApiRequest,
  type WireSession,
} from '@exchange/shared-http/request';

/**
 * A poll's read as it goes on the wire: address, method, headers and body, all worked out on the
 * page (quietTransport.ts's quietWire), so that the poll worker needs neither the session nor axios.
 */
export type PollRequest = { url: string; method: string; headers: [string, string][]; body: string | null };

/** A 2xx answer's body as text, or that there was none (any other status, no answer, a time-out). */
export type QuietAnswer = { ok: true; text: string } | { ok: false };

/** A read as it goes on the wire: the URL and headers the axios client would send, and its JSON body. */
export function readWire(base: string, session: WireSession, request: ApiRequest): PollRequest {
  const headers: [string, string][] = [['Accept', 'application/json, text/plain, */*']];
  headers.push(...sessionHeaderList(session, request.skipAuth));
  if (request.data !== undefined) headers.push(['Content-Type', 'application/json']);
  headers.push(...Object.entries(request.headers ?? {}));
  return {
    url: quietUrl(base, request),
    method: (request.method ?? 'GET').toUpperCase(),
    headers,
    body: request.data === undefined ? null : JSON.stringify(request.data),
  };
}

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
