import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MAX_STAKE_BUTTONS } from '@exchange/betting';
import { authOf } from '../http/auth';
import { ok } from '../http/envelope';
import { signedIn } from '../http/routes';
import { Envelope } from '@exchange/contracts/envelope';
import { WireButtons, WireButtonsInput as WireButtonsInputOf } from '@exchange/contracts/stakes';
import type { SessionStore } from '../security/tokens';
import type { StakeButtonsService } from './service';

const WireButtonsInput = WireButtonsInputOf(MAX_STAKE_BUTTONS);
const tags = ['account'];

export const stakeButtonRoutes: FastifyPluginAsyncTypebox<{
  stakes: StakeButtonsService;
  sessions: SessionStore;
}> = async (app, opts) => {
  const player = signedIn(opts.sessions);

  app.get(
    '/user/client-button2',
    player({ tags, summary: "The player's stake buttons", answer: Envelope(WireButtons) }),
    async (request) => ok(await opts.stakes.read(authOf(request).userId)),
  );

  app.post(
    '/user/client-button2',
    player({
      tags,
      summary: "Replace the player's stake buttons",
      body: WireButtonsInput,
      answer: Envelope(WireButtons),
      errors: [400],
    }),
    async (request) => ok(await opts.stakes.save(authOf(request).userId, request.body), 'Stake buttons saved'),
  );
};
