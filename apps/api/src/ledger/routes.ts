import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@fastify/type-provider-typebox';
import { authOf, bearerSecurity, requireAuth } from '../http/auth';
import { errorResponses, ok } from '../http/envelope';
import { Envelope } from '@exchange/contracts/envelope';
import type { SessionStore } from '../security/tokens';
import { AccountLogFilter, CoinHistory, CoinHistoryQuery, LedgerEntry } from '@exchange/contracts/ledger';
import type { LedgerService } from './service';

export interface LedgerRoutesOptions {
  ledger: LedgerService;
  sessions: SessionStore;
}

/** Both read only the signed-in player's own rows: the user comes from the token, never the request. */
export const ledgerRoutes: FastifyPluginAsyncTypebox<LedgerRoutesOptions> = async (app, opts) => {
  const authenticate = requireAuth(opts.sessions);

  app.post(
    '/accmanage/account-log',
    {
      preHandler: authenticate,
      schema: {
        tags: ['ledger'],
        summary: "The player's ledger between two dates, newest first",
        security: bearerSecurity,
        body: AccountLogFilter,
        response: { 200: Envelope(Type.Array(LedgerEntry)), ...errorResponses(400, 401) },
      },
    },
    async (request) => ok(await opts.ledger.accountLog(authOf(request).userId, request.body)),
  );

  app.get(
    '/user/coin-history',
    {
      preHandler: authenticate,
      schema: {
        tags: ['ledger'],
        summary: "The player's account statement between two dates, newest first",
        security: bearerSecurity,
        querystring: CoinHistoryQuery,
        response: { 200: Envelope(CoinHistory), ...errorResponses(400, 401) },
      },
    },
    async (request) => ok(await opts.ledger.coinHistory(authOf(request).userId, request.query)),
  );
};
