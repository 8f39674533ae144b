import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope } from '@exchange/contracts/envelope';
import { BetPreferences } from '@exchange/contracts/matchOdds';
import { authOf, bearerSecurity, requireAuth } from '../http/auth';
import { errorResponses, ok } from '../http/envelope';
import type { SessionStore } from '../security/tokens';
import type { BetPreferencesService } from './service';

/** /aam/v1/user/bet-preferences: 'Keep' or 'Cancel unmatched', 'accept better odds', one-click and its stake. */
export const betPreferenceRoutes: FastifyPluginAsyncTypebox<{
  preferences: BetPreferencesService;
  sessions: SessionStore;
}> = async (app, opts) => {
  const authenticate = requireAuth(opts.sessions);

  app.get(
    '/user/bet-preferences',
    {
      preHandler: authenticate,
      schema: {
        tags: ['account'],
        summary: "The player's betting choices (defaults until they choose)",
        security: bearerSecurity,
        response: { 200: Envelope(BetPreferences), ...errorResponses(401) },
      },
    },
    async (request) => ok(await opts.preferences.read(authOf(request).userId)),
  );

  app.post(
    '/user/bet-preferences',
    {
      preHandler: authenticate,
      schema: {
        tags: ['account'],
        summary: "Replace the player's betting choices (all of them at once)",
        security: bearerSecurity,
        body: BetPreferences,
        response: { 200: Envelope(BetPreferences), ...errorResponses(400, 401) },
      },
    },
    async (request) =>
      ok(await opts.preferences.save(authOf(request).userId, request.body), 'Betting preferences saved'),
  );
};
