import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, ok } from '../http/envelope';
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
    {
      schema: {
        tags: ['test mode'],
        summary: 'Close and settle the open round now; the next round opens at once',
        params: Game,
        response: { 200: Envelope(State), ...errorResponses(404) },
      },
    },
    async (request) => {
      const engine = casino.engine(request.params.gameId);
      await engine.close(true);
      return ok({ paused: casino.paused, marketId: engine.round.marketId });
    },
  );
  app.post(
    '/:gameId/auto-time',
    {
      schema: {
        tags: ['test mode'],
        summary: 'Set the countdown of the open round',
        params: Game,
        body: Type.Object({ autoTime: Type.Integer({ minimum: 0, maximum: 600 }) }),
        response: { 200: Envelope(State), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const engine = casino.engine(request.params.gameId);
      engine.setAutoTime(request.body.autoTime);
      return ok({ paused: casino.paused, marketId: engine.round.marketId });
    },
  );
  app.post(
    '/pause',
    {
      schema: {
        tags: ['test mode'],
        summary: 'Freeze every table',
        response: { 200: Envelope(State), ...errorResponses() },
      },
    },
    async () => {
      casino.pause();
      return ok({ paused: true });
    },
  );
  app.post(
    '/resume',
    {
      schema: {
        tags: ['test mode'],
        summary: 'Unfreeze every table',
        response: { 200: Envelope(State), ...errorResponses() },
      },
    },
    async () => {
      casino.resume();
      return ok({ paused: false });
    },
  );
};
