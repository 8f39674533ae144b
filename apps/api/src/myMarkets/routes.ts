import { Envelope } from '@exchange/contracts/envelope';
import { MyMarkets, MyMarketsBody } from '@exchange/contracts/matchOdds';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { CricketBets } from '../cricket/bets';
import type { Db } from '../db/client';
import { authOf } from '../http/auth';
import { ok } from '../http/envelope';
import { signedIn } from '../http/routes';
import type { SessionStore } from '../security/tokens';
import { myMarkets } from './myMarkets';

export interface MyMarketsRoutesOptions {
  db: Db;
  bets: CricketBets;
  sessions: SessionStore;
}

/** /aam/v1/user/my-market: the markets of every sport where the player has matched bets. */
export const myMarketsRoutes: FastifyPluginAsyncTypebox<MyMarketsRoutesOptions> = async (
  app,
  { db, bets, sessions },
) => {
  app.post(
    '/user/my-market',
    signedIn(sessions)({
      tags: ['cricket'],
      summary: 'My markets: every market of an unsettled match where the player has matched bets (paged, searchable)',
      body: MyMarketsBody,
      answer: Envelope(MyMarkets),
      errors: [400],
    }),
    async (request) => ok(await myMarkets(db, bets, authOf(request).userId, request.body)),
  );
};
