import axios, { AxiosError, type AxiosAdapter, type AxiosInstance } from 'axios';
import { REQUEST_TIMEOUT_MS, sessionHeaderList, type ApiBase, type WireSession } from './apiRequest';

/** What the HTTP layer needs from the session, bound once the store exists (no import cycle). */
export type SessionBinding = {
  getToken: () => string | null;
  getOriginId: () => string;
  getFingerprint: () => string;
  onUnauthorized: () => void;
  /** Told after every answer whether the API could be reached (the 'offline — retrying' bar). */
  onReachability?: (reachable: boolean) => void;
};

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Send without the bearer token (the spec's public cricket reads). */
    skipAuth?: boolean;
    /** A 401 here is a wrong password, not an expired session: do not log out. */
    skipUnauthorizedHandling?: boolean;
  }
}

/** The session's headers on every call: origin id, fingerprint, and the bearer token unless the read is public. */
function sessionHeaders(session: SessionBinding, skipAuth: boolean | undefined): [string, string][] {
  return sessionHeaderList(
    { originId: session.getOriginId(), fingerprint: session.getFingerprint(), token: session.getToken() },
    skipAuth,
  );
}

export function createHttpClient(baseURL: string, session: SessionBinding, adapter?: AxiosAdapter): AxiosInstance {
  const client = axios.create({ baseURL, timeout: REQUEST_TIMEOUT_MS, ...(adapter ? { adapter } : {}) });
  client.interceptors.request.use((config) => {
    for (const [name, value] of sessionHeaders(session, config.skipAuth)) config.headers.set(name, value);
    return config;
  });
  client.interceptors.response.use(
    // Only a 2xx lands here (axios rejects every other status), so the API was reached.
    (response) => {
      session.onReachability?.(true);
      return response;
    },
    (error: unknown) => {
      if (error instanceof AxiosError && error.response?.status === 401 && !error.config?.skipUnauthorizedHandling) {
        session.onUnauthorized();
      }
      const reachable = apiReached(error);
      if (reachable !== null) session.onReachability?.(reachable);
      return Promise.reject(error);
    },
  );
  return client;
}

/** A proxy's answer for an API behind it that is down or restarting: the API was not reached. */
const GATEWAY_DOWN = new Set([502, 503, 504]);

/**
 * Whether a failed request reached the API: any answer did (but a gateway's 502/503/504), no answer
 * or a time-out did not. A request the page cancelled says nothing either way (null).
 */
function apiReached(error: unknown): boolean | null {
  if (!(error instanceof AxiosError)) return null;
  if (error.code === AxiosError.ERR_CANCELED) return null;
  if (error.response) return !GATEWAY_DOWN.has(error.response.status);
  return false;
}

const clients: Partial<Record<ApiBase, AxiosInstance>> = {};
let binding: SessionBinding | null = null;
let bases: Record<ApiBase, string> | null = null;

export function bindSession(session: SessionBinding): void {
  binding = session;
  for (const key of Object.keys(clients) as ApiBase[]) delete clients[key];
}

export function configureApiBases(next: Record<ApiBase, string>): void {
  bases = next;
  for (const key of Object.keys(clients) as ApiBase[]) delete clients[key];
}

/** The one client per API base, shared by every app through the shared-auth singleton. */
export function httpClient(base: ApiBase): AxiosInstance {
  const existing = clients[base];
  if (existing) return existing;
  if (!binding || !bases) throw new Error('HTTP client used before the store and config were set up');
  const created = createHttpClient(bases[base], binding);
  clients[base] = created;
  return created;
}

/**
 * The API bases and the session's header values as they are now, for a read sent without the axios
 * client (the live-data package's polls), or null before the store and config have set them up.
 */
export function boundSession(): (WireSession & { bases: Record<ApiBase, string> }) | null {
  if (!binding || !bases) return null;
  return { bases, originId: binding.getOriginId(), fingerprint: binding.getFingerprint(), token: binding.getToken() };
}

/** Tells the session that the API answered (the 'offline — retrying' bar), as the axios client does. */
export function reportReached(): void {
  binding?.onReachability?.(true);
}
