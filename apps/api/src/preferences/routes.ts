import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope } from '@exchange/contracts/envelope';
import { BetPreferences } from '@exchange/contracts/matchOdds';
import { authOf } from '../http/auth';
import { ok } from '../http/envelope';
import { signedIn } from '../http/routes';
import type { SessionStore } from '../security/tokens';
import type { BetPreferencesService } from './service';

const tags = ['account'];

/** /aam/v1/user/bet-preferences: 'Keep' or 'Cancel unmatched', 'accept better odds', one-click and its stake. */
export const betPreferenceRoutes: FastifyPluginAsyncTypebox<{
  preferences: BetPreferencesService;
  sessions: SessionStore;
}> = async (app, opts) => {
  const player = signedIn(opts.sessions);

  app.get(
    '/user/bet-preferences',
    player({
      tags,
      summary: "The player's betting choices (defaults until they choose)",
      answer: Envelope(BetPreferences),
    }),
    async (request) => ok(await opts.preferences.read(authOf(request).userId)),
  );

  app.post(
    '/user/bet-preferences',
    player({
      tags,
      summary: "Replace the player's betting choices (all of them at once)",
      body: BetPreferences,
      answer: Envelope(BetPreferences),
      errors: [400],
    }),
    async (request) =>
      ok(await opts.preferences.save(authOf(request).userId, request.body), 'Betting preferences saved'),
  );
};
