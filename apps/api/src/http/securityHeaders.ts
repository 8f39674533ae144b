import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route's security headers, when not the API's (the docs page's). */
    securityHeaders?: Readonly<Record<string, string>>;
  }
}

/**
 * The answers are JSON (and the casino's stream page, which sets its own CSP): nothing may load,
 * frame or be submitted from them. helmet's other defaults stay (nosniff, no Referer, HSTS, COOP/CORP).
 */
const API_HEADERS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] },
  },
  // Framing is ruled by each answer's CSP frame-ancestors instead: the stream page is framed by the
  // shell from another origin and sets a CSP of its own, which X-Frame-Options: SAMEORIGIN would override.
  xFrameOptions: false,
};

/** swagger-ui's page: its own scripts, styles and images, the OpenAPI JSON from the same origin, never framed. */
const DOCS_HEADERS: HelmetOptions = {
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
 * The headers helmet's middleware sets for these options, worked out once. They depend on the options
 * only, and `@fastify/helmet` built the middleware again for every request (parsing the CSP each
 * time): about 9 % of the API's CPU under the load bench (issue 18).
 */
function helmetHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.freeze(headers);
}

/**
 * Security headers of every API answer (helmet's, see helmetHeaders), the docs page's own CSP, and
 * `Cache-Control: no-store` on every answer that does not choose its caching (and on every answer
 * to a signed-in player, whatever the route chose): no proxy or browser cache keeps player data.
 * A route may still set a header of its own over them (the stream page's CSP).
 * Call before any route is declared, so the docs routes get their policy.
 */
export async function securityHeaders(app: FastifyInstance, { docsPrefix }: { docsPrefix: string }): Promise<void> {
  const apiHeaders = helmetHeaders(API_HEADERS);
  const docsHeaders = helmetHeaders(DOCS_HEADERS);
  app.addHook('onRoute', (route) => {
    if (route.url === docsPrefix || route.url.startsWith(`${docsPrefix}/`))
      route.config = { ...route.config, securityHeaders: docsHeaders };
  });
  app.addHook('onRequest', (request, reply, done) => {
    void reply.headers(request.routeOptions.config.securityHeaders ?? apiHeaders);
    done();
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.auth !== null || !reply.hasHeader('cache-control')) void reply.header('Cache-Control', 'no-store');
  });
}
