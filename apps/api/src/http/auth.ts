import type { FastifyRequest } from 'fastify';
import type { SessionStore } from '../security/tokens';
import { ApiError } from './envelope';

export interface AuthContext {
  userId: number;
  /** Recorded, not required: the client's origin identifier and browser fingerprint headers. */
  originId: string | undefined;
  fingerprint: string | undefined;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/** The bearer token for OpenAPI: routes that call `requireAuth` list it under `security`. */
export const bearerSecurity = [{ bearerAuth: [] }];

export function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined || first === '' ? undefined : first;
}

function bearerToken(header: string | undefined): string | undefined {
  const match = header === undefined ? null : /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/** The token of the `Authorization: Bearer` header, if the request carries one. */
export function requestToken(request: FastifyRequest): string | undefined {
  return bearerToken(headerValue(request, 'authorization'));
}

/** preHandler that admits only a live session; anything else is the 401 the client logs out on. */
export function requireAuth(sessions: SessionStore) {
  return async function authenticate(request: FastifyRequest): Promise<void> {
    const token = requestToken(request);
    const userId = token === undefined ? null : await sessions.verify(token);
    if (userId === null) throw ApiError.unauthorized();
    request.auth = {
      userId,
      originId: headerValue(request, 'x-origin-id'),
      fingerprint: headerValue(request, 'x-fingerprint'),
    };
  };
}

/** The signed-in user; only valid on routes guarded by `requireAuth`. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw ApiError.unauthorized();
  return request.auth;
}
