import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MAX_STAKE_BUTTONS } from '@exchange/betting';
import { authOf, bearerSecurity, requireAuth } from '../http/auth';
import { errorResponses, ok } from '../http/envelope';
import { Envelope } from '@exchange/contracts/envelope';
import { WireButtons, WireButtonsInput as WireButtonsInputOf } from '@exchange/contracts/stakes';
import type { SessionStore } from '../security/tokens';
import type { StakeButtonsService } from './service';

const WireButtonsInput = WireButtonsInputOf(MAX_STAKE_BUTTONS);

export const stakeButtonRoutes: FastifyPluginAsyncTypebox<{
  stakes: StakeButtonsService;
  sessions: SessionStore;
}> = async (app, opts) => {
  const authenticate = requireAuth(opts.sessions);

  app.get(
    '/user/client-button2',
    {
      preHandler: authenticate,
      schema: {
        tags: ['account'],
        summary: "The player's stake buttons",
        security: bearerSecurity,
        response: { 200: Envelope(WireButtons), ...errorResponses(401) },
      },
    },
    async (request) => ok(await opts.stakes.read(authOf(request).userId)),
  );

  app.post(
    '/user/client-button2',
    {
      preHandler: authenticate,
      schema: {
        tags: ['account'],
        summary: "Replace the player's stake buttons",
        security: bearerSecurity,
        body: WireButtonsInput,
        response: { 200: Envelope(WireButtons), ...errorResponses(400, 401) },
      },
    },
    async (request) => ok(await opts.stakes.save(authOf(request).userId, request.body), 'Stake buttons saved'),
  );
};
