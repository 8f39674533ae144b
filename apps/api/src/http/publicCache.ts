import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer is the same for every player (odds, results, dashboards): ETag and a shared cache's second. */
    publicRead?: boolean;
  }
}

/**
 * No freshness for a browser (no max-age, no Last-Modified): it revalidates every poll, a 304 when
 * nothing changed, never an old countdown. A proxy or CDN may answer everyone from one copy for a
 * second, the spec's finest poll (odds 0.8-1 s). Not max-age=0: HAProxy's cache would not store it.
 */
export const PUBLIC_READ_CACHE_CONTROL = 'public, s-maxage=1';

/** A strong validator of the answer's bytes: the same body always gives the same tag, on every instance. */
export function entityTag(body: string | Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
}

/** The last body and tag of each public address: most polls bring the body before, compared, not hashed again. */
const lastTags = new Map<string, { body: string | Buffer; tag: string }>();
/** Addresses remembered at most (a client may invent query strings); past it the memory starts over. */
const LAST_TAGS_MAX = 1024;

/** entityTag of a public read's body, reusing the tag of the same body at the same address. */
function tagOf(address: string, body: string | Buffer): string {
  const last = lastTags.get(address);
  const same =
    last !== undefined &&
    (typeof body === 'string' ? last.body === body : Buffer.isBuffer(last.body) && last.body.equals(body));
  if (same) return last.tag;
  const tag = entityTag(body);
  if (last === undefined && lastTags.size >= LAST_TAGS_MAX) lastTags.clear();
  lastTags.set(address, { body, tag });
  return tag;
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
 * A public read is the same answer for every origin: `Access-Control-Allow-Origin: *` instead of the
 * origin echoed with `Vary: Origin`, so one cached copy serves every brand's players (HAProxy's cache
 * refuses to store an answer that varies on Origin). Preflights still admit only the allowed origins.
 */
function shareAcrossOrigins(reply: FastifyReply): void {
  void reply.header('Access-Control-Allow-Origin', '*');
  const vary = String(reply.getHeader('vary') ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '' && name.toLowerCase() !== 'origin');
  if (vary.length > 0) void reply.header('Vary', vary.join(', '));
  else void reply.removeHeader('vary');
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
    const tag = tagOf(request.url, payload);
    void reply.header('ETag', tag).header('Cache-Control', PUBLIC_READ_CACHE_CONTROL);
    shareAcrossOrigins(reply);
    if (!matchesIfNoneMatch(request.headers['if-none-match'], tag)) return payload;
    void reply.code(304).removeHeader('content-type').removeHeader('content-length');
    return '';
  });
}
