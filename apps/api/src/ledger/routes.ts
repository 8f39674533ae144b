import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@fastify/type-provider-typebox';
import { authOf } from '../http/auth';
import { ok } from '../http/envelope';
import { signedIn } from '../http/routes';
import { Envelope } from '@exchange/contracts/envelope';
import type { SessionStore } from '../security/tokens';
import { AccountLogFilter, CoinHistory, CoinHistoryQuery, LedgerEntry } from '@exchange/contracts/ledger';
import type { LedgerService } from './service';

export interface LedgerRoutesOptions {
  ledger: LedgerService;
  sessions: SessionStore;
}

const tags = ['ledger'];

/** Both read only the signed-in player's own rows: the user comes from the token, never the request. */
export const ledgerRoutes: FastifyPluginAsyncTypebox<LedgerRoutesOptions> = async (app, opts) => {
  const player = signedIn(opts.sessions);

  app.post(
    '/accmanage/account-log',
    player({
      tags,
      summary: "The player's ledger between two dates, newest first",
      body: AccountLogFilter,
      answer: Envelope(Type.Array(LedgerEntry)),
      errors: [400],
    }),
    async (request) => ok(await opts.ledger.accountLog(authOf(request).userId, request.body)),
  );

  app.get(
    '/user/coin-history',
    player({
      tags,
      summary: "The player's account statement between two dates, newest first",
      querystring: CoinHistoryQuery,
      answer: Envelope(CoinHistory),
      errors: [400],
    }),
    async (request) => ok(await opts.ledger.coinHistory(authOf(request).userId, request.query)),
  );
};
