import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope } from '@exchange/contracts/envelope';
import { BetDetails, CompletedGames, LogQuery } from '@exchange/contracts/exchange';
import type { Db } from '../db/client';
import { authOf, bearerSecurity, requireAuth } from '../http/auth';
import { errorResponses, ok } from '../http/envelope';
import type { SessionStore } from '../security/tokens';
import { betDetails, completedGames } from './views';

export interface HistoryRoutesOptions {
  db: Db;
  sessions: SessionStore;
}

const tags = ['history'];

/** The settled-bet history (/aam/v1): every settlement of the player, and the bets one of them paid. */
export const historyRoutes: FastifyPluginAsyncTypebox<HistoryRoutesOptions> = async (app, { db, sessions }) => {
  const auth = requireAuth(sessions);

  app.get(
    '/user/completed-games',
    {
      preHandler: auth,
      schema: {
        tags,
        summary:
          'Every settlement of the player (matches of each sport, casino rounds) with its bet counts and win/loss',
        security: bearerSecurity,
        response: { 200: Envelope(CompletedGames), ...errorResponses(401) },
      },
    },
    async (request) => ok(await completedGames(db, authOf(request).userId)),
  );

  const details = {
    preHandler: auth,
    schema: {
      tags,
      summary:
        'The bets one ledger entry (accountLogId) of the player paid, from every market; they add up to its amount',
      security: bearerSecurity,
      querystring: LogQuery,
      response: { 200: Envelope(BetDetails), ...errorResponses(400, 401, 404) },
    },
  };
  app.get('/user/bets-from-log', details, async (request) =>
    ok(await betDetails(db, authOf(request).userId, request.query.accountLogId)),
  );
  app.get('/user/bet-details', details, async (request) =>
    ok(await betDetails(db, authOf(request).userId, request.query.accountLogId)),
  );
};
