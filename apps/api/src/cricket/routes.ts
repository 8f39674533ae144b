import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, errorResponses, ok } from '../http/envelope';
import { Dashboard } from './schemas';
import type { CricketService } from './service';

export interface CricketRoutesOptions {
  cricket: CricketService;
}

export const cricketRoutes: FastifyPluginAsyncTypebox<CricketRoutesOptions> = async (app, opts) => {
  app.get(
    '/cricket/all-matches-dashboard',
    {
      schema: {
        tags: ['cricket'],
        summary: 'Cricket matches in play, then upcoming by start time (no auth; polled every 5 s)',
        response: { 200: Envelope(Dashboard), ...errorResponses() },
      },
    },
    async () => ok(opts.cricket.dashboard()),
  );
};
