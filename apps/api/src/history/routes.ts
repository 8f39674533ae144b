import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope } from '@exchange/contracts/envelope';
import { BetDetails, CompletedGames, LogQuery } from '@exchange/contracts/exchange';
import type { Db } from '../db/client';
import { authOf } from '../http/auth';
import { ok } from '../http/envelope';
import { signedIn } from '../http/routes';
import type { SessionStore } from '../security/tokens';
import { betDetails, completedGames } from './views';

export interface HistoryRoutesOptions {
  db: Db;
  sessions: SessionStore;
}

const tags = ['history'];

/** The settled-bet history (/aam/v1): every settlement of the player, and the bets one of them paid. */
export const historyRoutes: FastifyPluginAsyncTypebox<HistoryRoutesOptions> = async (app, { db, sessions }) => {
  const player = signedIn(sessions);

  app.get(
    '/user/completed-games',
    player({
      tags,
      summary: 'Every settlement of the player (matches of each sport, casino rounds) with its bet counts and win/loss',
      answer: Envelope(CompletedGames),
    }),
    async (request) => ok(await completedGames(db, authOf(request).userId)),
  );

  const details = player({
    tags,
    summary:
      'The bets one ledger entry (accountLogId) of the player paid, from every market; they add up to its amount',
    querystring: LogQuery,
    answer: Envelope(BetDetails),
    errors: [400, 404],
  });
  app.get('/user/bets-from-log', details, async (request) =>
    ok(await betDetails(db, authOf(request).userId, request.query.accountLogId)),
  );
  app.get('/user/bet-details', details, async (request) =>
    ok(await betDetails(db, authOf(request).userId, request.query.accountLogId)),
  );
};
