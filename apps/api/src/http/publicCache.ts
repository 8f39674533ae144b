/**
 * Public reads (odds, results, dashboards, the stream page's files): `@fastify/etag` makes their
 * strong ETag (SHA-1 of the bytes, the same on every instance) and the 304 when If-None-Match names
 * it. What stays ours is which answers are public reads (a route's `config.publicRead`, a 200 to a
 * GET or HEAD) and their Cache-Control: the plugin would tag every answer, a player's own and the
 * errors too, so its hook is run for public reads alone. It hashes every answer (SHA-1 of a 2.5 KB
 * odds answer: 3-4 µs) where the hand-written layer compared with the last body of the address
 * (0.1 µs): a few µs on a poll that costs 120-450 µs in the whole app, so the memo went too.
 */
import { fastifyEtag } from '@fastify/etag';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';

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
 * A route that sets its own Cache-Control (the stream page's static files) keeps it.
 */
export const PUBLIC_READ_CACHE_CONTROL = 'public, s-maxage=1';

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

function isPublicRead(request: FastifyRequest, reply: FastifyReply): boolean {
  return (
    request.routeOptions.config.publicRead === true &&
    request.auth === null &&
    reply.statusCode === 200 &&
    (request.method === 'GET' || request.method === 'HEAD')
  );
}

/** @fastify/etag's onSend hook (the one hook the plugin adds), taken so that only public reads run it. */
async function etagHook(): Promise<onSendHookHandler> {
  let hook: onSendHookHandler | undefined;
  const collector = { addHook: (_name: 'onSend', handler: onSendHookHandler) => void (hook = handler) };
  await fastifyEtag(collector as unknown as FastifyInstance, { algorithm: 'sha1' });
  if (!hook) throw new Error('@fastify/etag added no onSend hook');
  return hook;
}

/**
 * The one place public reads get their caching: a route with `config: { publicRead: true }` answers
 * 200 with ETag and PUBLIC_READ_CACHE_CONTROL, or 304 with no body when the client already holds
 * that answer. Anything else (another status, a signed-in route) is left as it is, and
 * securityHeaders gives it no-store. Register before securityHeaders and before any route.
 */
export async function publicReads(app: FastifyInstance): Promise<void> {
  const tagAndRevalidate = await etagHook();
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!isPublicRead(request, reply)) return done(null, payload);
    if (!reply.hasHeader('cache-control')) void reply.header('Cache-Control', PUBLIC_READ_CACHE_CONTROL);
    shareAcrossOrigins(reply);
    tagAndRevalidate.call(app, request, reply, payload, (error?: Error | null, revalidated?: unknown) => {
      if (error) return done(error);
      if (reply.statusCode !== 304) return done(null, payload);
      void reply.removeHeader('content-type').removeHeader('content-length');
      done(null, revalidated);
    });
  });
}
