import axios, { AxiosError, type AxiosAdapter, type AxiosInstance } from 'axios';

export type ApiBase = 'aam' | 'cm' | 'casino';

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

export const ORIGIN_HEADER = 'X-Origin-Id';
export const FINGERPRINT_HEADER = 'X-Fingerprint';

export function createHttpClient(baseURL: string, session: SessionBinding, adapter?: AxiosAdapter): AxiosInstance {
  const client = axios.create({ baseURL, timeout: 15_000, ...(adapter ? { adapter } : {}) });
  client.interceptors.request.use((config) => {
    config.headers.set(ORIGIN_HEADER, session.getOriginId());
    config.headers.set(FINGERPRINT_HEADER, session.getFingerprint());
    const token = session.getToken();
    if (token && !config.skipAuth) config.headers.set('Authorization', `Bearer ${token}`);
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
