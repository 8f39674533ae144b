import { CASINO_TABLES } from '@exchange/betting';
import { Envelope, HealthStatus } from '@exchange/contracts/envelope';
import { GameCodeParams, GamesListItem } from '@exchange/contracts/casino';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, ok } from '../http/envelope';
import type { CasinoService } from './service';
import { STREAM_CSP, streamPage } from './stream';

const tags = ['casino'];

/** The casino's reads that need no sign-in: health, the games list and a table's live page. */
export const casinoPublicRoutes: FastifyPluginAsyncTypebox<{ casino: CasinoService }> = async (app, { casino }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Casino API health',
        response: { 200: Envelope(HealthStatus), ...errorResponses() },
      },
    },
    async () => ok({ status: 'ok' as const }),
  );

  app.get(
    '/games-list',
    {
      config: { publicRead: true },
      schema: {
        tags,
        summary: 'Casino games with their stream URLs',
        response: { 200: Envelope(Type.Array(GamesListItem)), ...errorResponses() },
      },
    },
    async (request) => {
      const origin = `${request.protocol}://${request.host}`;
      return ok(
        CASINO_TABLES.map((t) => ({
          gameCode: t.gameId,
          gameName: t.name,
          streamURL: `${origin}/casino/v1/stream/${t.gameId}`,
        })),
      );
    },
  );

  app.get(
    '/stream/:gameCode',
    { schema: { tags, summary: 'Live page of a table (HTML)', params: GameCodeParams } },
    async (request, reply) => {
      const page = streamPage(casino.engine(request.params.gameCode).table);
      return (
        reply
          .header('Content-Type', 'text/html; charset=utf-8')
          // The page no longer carries the round, so a player's revisit may use the copy it has.
          .header('Cache-Control', 'public, max-age=300')
          .header('Content-Security-Policy', STREAM_CSP)
          .send(page)
      );
    },
  );
};
