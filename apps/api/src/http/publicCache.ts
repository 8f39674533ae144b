import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer is the same for every player (odds, results, dashboards): ETag and a shared cache's second. */
    publicRead?: boolean;
  }
}

/**
 * Browsers revalidate every poll (max-age=0: a 304 when nothing changed, never an old countdown);
 * a proxy or CDN in front may answer everyone from one copy for a second, the spec's finest poll (odds 0.8-1 s).
 */
export const PUBLIC_READ_CACHE_CONTROL = 'public, max-age=0, s-maxage=1';

/** A strong validator of the answer's bytes: the same body always gives the same tag, on every instance. */
export function entityTag(body: string | Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
}

/** If-None-Match names this tag (weak comparison, as RFC 9110 asks for this header), or is `*`. */
export function matchesIfNoneMatch(header: string | string[] | undefined, tag: string): boolean {
  if (header === undefined) return false;
  const value = Array.isArray(header) ? header.join(',') : header;
  return value.split(',').some((candidate) => {
    const trimmed = candidate.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === tag;
  });
}

/**
 * The one place public reads get their caching: a route with `config: { publicRead: true }` answers
 * 200 with ETag and PUBLIC_READ_CACHE_CONTROL, or 304 with no body when the client already holds
 * that answer. Anything else (another status, a signed-in route, a stream) is left as it is, and
 * securityHeaders gives it no-store. Register before securityHeaders and before any route.
 */
export async function publicReads(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.routeOptions.config.publicRead || request.auth !== null || reply.statusCode !== 200) return payload;
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const tag = entityTag(payload);
    void reply.header('ETag', tag).header('Cache-Control', PUBLIC_READ_CACHE_CONTROL);
    if (!matchesIfNoneMatch(request.headers['if-none-match'], tag)) return payload;
    void reply.code(304).removeHeader('content-type').removeHeader('content-length');
    return '';
  });
}
