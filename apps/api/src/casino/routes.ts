import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, errorResponses, ok } from '../http/envelope';
import { HealthStatus } from '../http/health';

/** The casino API (tables, rounds, bets) is still to come; its prefix already answers health checks. */
export const casinoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Casino API health',
        response: { 200: Envelope(HealthStatus), ...errorResponses() },
      },
    },
    async () => ok({ status: 'ok' as const }),
  );
};
