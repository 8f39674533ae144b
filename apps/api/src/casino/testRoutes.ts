import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../http/envelope';
import { answering } from '../http/routes';
import { Envelope } from '@exchange/contracts/envelope';
import type { CasinoService } from './service';

export interface CasinoTestRoutesOptions {
  casino: CasinoService;
}

const Game = Type.Object({ gameId: Type.String({ minLength: 1, maxLength: 40 }) });
const State = Type.Object({ paused: Type.Boolean(), marketId: Type.Optional(Type.String()) });

/** Test mode only (registered under /__test/casino): drive the round engines. */
export const casinoTestRoutes: FastifyPluginAsyncTypebox<CasinoTestRoutesOptions> = async (app, { casino }) => {
  app.post(
    '/:gameId/fast-forward',
    answering({
      tags: ['test mode'],
      summary: 'Close and settle the open round now; the next round opens at once',
      params: Game,
      answer: Envelope(State),
      errors: [404],
    }),
    async (request) => {
      const engine = casino.engine(request.params.gameId);
      await engine.close(true);
      return ok({ paused: casino.paused, marketId: engine.round.marketId });
    },
  );
  app.post(
    '/:gameId/auto-time',
    answering({
      tags: ['test mode'],
      summary: 'Set the countdown of the open round',
      params: Game,
      body: Type.Object({ autoTime: Type.Integer({ minimum: 0, maximum: 600 }) }),
      answer: Envelope(State),
      errors: [400, 404],
    }),
    async (request) => {
      const engine = casino.engine(request.params.gameId);
      engine.setAutoTime(request.body.autoTime);
      return ok({ paused: casino.paused, marketId: engine.round.marketId });
    },
  );
  app.post(
    '/pause',
    answering({
      tags: ['test mode'],
      summary: 'Freeze every table',
      answer: Envelope(State),
    }),
    async () => {
      casino.pause();
      return ok({ paused: true });
    },
  );
  app.post(
    '/resume',
    answering({
      tags: ['test mode'],
      summary: 'Unfreeze every table',
      answer: Envelope(State),
    }),
    async () => {
      casino.resume();
      return ok({ paused: false });
    },
  );
};
