import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The answers are JSON (and the casino's stream page, which sets its own CSP): nothing may load,
 * frame or be submitted from them. helmet's other defaults stay (nosniff, no Referer, HSTS, COOP/CORP).
 */
const API_HEADERS: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] },
  },
  // Framing is ruled by each answer's CSP frame-ancestors instead: the stream page is framed by the
  // shell from another origin and sets a CSP of its own, which X-Frame-Options: SAMEORIGIN would override.
  xFrameOptions: false,
};

/** swagger-ui's page: its own scripts, styles and images, the OpenAPI JSON from the same origin, never framed. */
const DOCS_HEADERS: Omit<FastifyHelmetOptions, 'global'> = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // swagger-ui sets a few style attributes (its syntax highlighter)
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
};

/**
 * Security headers of every API answer (`@fastify/helmet`), the docs page's own CSP, and
 * `Cache-Control: no-store` on every answer that does not choose its caching (and on every answer
 * to a signed-in player, whatever the route chose): no proxy or browser cache keeps player data.
 * Call before any route is declared, so the docs routes get their policy.
 */
export async function securityHeaders(app: FastifyInstance, { docsPrefix }: { docsPrefix: string }): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (route.url === docsPrefix || route.url.startsWith(`${docsPrefix}/`)) route.helmet = DOCS_HEADERS;
  });
  await app.register(helmet, API_HEADERS);
  app.addHook('onSend', async (request, reply) => {
    if (request.auth !== null || !reply.hasHeader('cache-control')) void reply.header('Cache-Control', 'no-store');
  });
}
