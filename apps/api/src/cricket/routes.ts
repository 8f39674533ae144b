import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../http/envelope';
import { publicRead } from '../http/routes';
import { Envelope } from '@exchange/contracts/envelope';
import { Dashboard } from '@exchange/contracts/cricket';
import type { MatchList } from '../sports/matches';

export interface CricketRoutesOptions {
  cricket: MatchList;
}

export const cricketRoutes: FastifyPluginAsyncTypebox<CricketRoutesOptions> = async (app, opts) => {
  app.get(
    '/cricket/all-matches-dashboard',
    publicRead({
      tags: ['cricket'],
      summary: 'Cricket matches in play, then upcoming by start time (no auth; polled every 5 s)',
      answer: Envelope(Dashboard),
    }),
    async () => ok(opts.cricket.dashboard()),
  );
};
