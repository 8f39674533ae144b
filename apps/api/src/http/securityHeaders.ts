import type { FastifyInstance } from 'fastify';
import { API_POLICY, DOCS_POLICY, helmetHeaders } from '@exchange/security-headers';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route's security headers, when not the API's (the docs page's). */
    securityHeaders?: Readonly<Record<string, string>>;
  }
}

/**
 * Security headers of every API answer (the policy @exchange/security-headers shares with the static
 * server, worked out once by helmet), the docs page's own CSP, and
 * `Cache-Control: no-store` on every answer that does not choose its caching (and on every answer
 * to a signed-in player, whatever the route chose): no proxy or browser cache keeps player data.
 * A route may still set a header of its own over them (the stream page's CSP).
 * Call before any route is declared, so the docs routes get their policy.
 */
export async function securityHeaders(app: FastifyInstance, { docsPrefix }: { docsPrefix: string }): Promise<void> {
  const apiHeaders = helmetHeaders(API_POLICY);
  const docsHeaders = helmetHeaders(DOCS_POLICY);
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
