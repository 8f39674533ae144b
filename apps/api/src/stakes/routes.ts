import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@fastify/type-provider-typebox';
import { MAX_STAKE_BUTTONS } from '@exchange/betting';
import { authOf, bearerSecurity, requireAuth } from '../http/auth';
import { Envelope, errorResponses, ok } from '../http/envelope';
import type { SessionStore } from '../security/tokens';
import type { StakeButtonsService } from './service';

const WireButtons = Type.Record(Type.String({ pattern: '^buttonName(Casino)?\\d{1,2}$|^buttonValue(Casino)?\\d{1,2}$' }), Type.Union([Type.String({ maxLength: 20 }), Type.Number()]), {
  description: 'buttonName{N}/buttonValue{N} for sports, buttonNameCasino{N}/buttonValueCasino{N} for the casino',
});

// Read as sent and judged by stakeButtonsFromWire, so a refusal names the field instead of the schema's generic words.
const WireButtonsInput = Type.Record(Type.String(), Type.Unknown(), {
  description: `The whole set, replacing the saved one: buttonName{N} (text) and buttonValue{N} (whole rupees) for N = 1, 2, 3... in each group, sports and casino (buttonNameCasino{N}/buttonValueCasino{N}), at most ${MAX_STAKE_BUTTONS} a group; any other field is refused`,
});

export const stakeButtonRoutes: FastifyPluginAsyncTypebox<{ stakes: StakeButtonsService; sessions: SessionStore }> = async (app, opts) => {
  const authenticate = requireAuth(opts.sessions);

  app.get(
    '/user/client-button2',
    {
      preHandler: authenticate,
      schema: { tags: ['account'], summary: "The player's stake buttons", security: bearerSecurity, response: { 200: Envelope(WireButtons), ...errorResponses(401) } },
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
