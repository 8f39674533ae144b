import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AccountsService } from './service';
import { errorResponses, ok } from '../http/envelope';
import { Envelope } from '@exchange/contracts/envelope';

export interface TestingRoutesOptions {
  accounts: AccountsService;
}

const Username = Type.String({ minLength: 1, maxLength: 32 });

/**
 * Control routes for end-to-end tests. app.ts registers them only in test mode (TEST_MODE=1), so
 * in any other mode they do not exist at all rather than being guarded.
 */
export const accountTestRoutes: FastifyPluginAsyncTypebox<TestingRoutesOptions> = async (app, opts) => {
  app.post(
    '/sessions/revoke',
    {
      schema: {
        tags: ['test mode'],
        summary: "Revoke all of a user's sessions (their next call gets 401)",
        body: Type.Object({ username: Username }),
        response: {
          200: Envelope(Type.Object({ username: Type.String(), revoked: Type.Integer() })),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request) => ok(await opts.accounts.revokeSessions(request.body.username)),
  );

  app.post(
    '/users/:username/balance',
    {
      schema: {
        tags: ['test mode'],
        summary: "Set a user's wallet balance (rupees)",
        params: Type.Object({ username: Username }),
        body: Type.Object({ balance: Type.Number({ minimum: 0, maximum: 1e12 }) }),
        response: {
          200: Envelope(Type.Object({ username: Type.String(), balance: Type.Number() })),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request) => ok(await opts.accounts.setBalance(request.params.username, request.body.balance)),
  );

  app.post(
    '/users',
    {
      schema: {
        tags: ['testing'],
        summary: 'Create a fresh player for one test (funded by a ledger deposit)',
        body: Type.Object({
          username: Type.String({ pattern: '^C[0-9]{4,9}$' }),
          name: Type.String({ minLength: 1, maxLength: 20, pattern: '^[A-Za-z]+$' }),
          password: Type.String({ minLength: 6, maxLength: 64 }),
          resetRequired: Type.Boolean({ default: false }),
          balance: Type.Number({ minimum: 0, maximum: 1e9, default: 10000 }),
        }),
        response: {
          200: Envelope(Type.Object({ id: Type.Integer(), username: Type.String() })),
          ...errorResponses(400, 409),
        },
      },
    },
    async (request) => ok(await opts.accounts.createTestPlayer(request.body)),
  );
};
