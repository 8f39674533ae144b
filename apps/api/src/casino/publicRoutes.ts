import { readFileSync } from 'node:fs';
import { CASINO_TABLES } from '@exchange/betting';
import { Envelope, HealthStatus } from '@exchange/contracts/envelope';
import { GameCodeParams, GameQuery, GamesListItem } from '@exchange/contracts/casino';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../http/envelope';
import { answering, publicRead } from '../http/routes';
import type { CasinoService } from './service';
import { STREAM_CSP, streamNotFoundPage, streamPage } from './stream';
import { StreamRound, streamRound } from './streamRound';

/** The stream page's script, served as it is written (read once at start). */
const STREAM_SCRIPT = readFileSync(new URL('./streamFrame.js', import.meta.url), 'utf8');

/** A text that changes only with a deploy: a public read (ETag, 304) that a browser may keep 5 minutes. */
const STATIC_CACHE_CONTROL = 'public, max-age=300';

const tags = ['casino'];

/** The casino's reads that need no sign-in: health, the games list and a table's live page with its script and poll. */
export const casinoPublicRoutes: FastifyPluginAsyncTypebox<{ casino: CasinoService }> = async (app, { casino }) => {
  app.get(
    '/health',
    answering({
      tags: ['health'],
      summary: 'Casino API health',
      answer: Envelope(HealthStatus),
    }),
    async () => ok({ status: 'ok' as const }),
  );

  app.get(
    '/games-list',
    publicRead({
      tags,
      summary: 'Casino games with their stream URLs',
      answer: Envelope(Type.Array(GamesListItem)),
    }),
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
    { config: { publicRead: true }, schema: { tags, summary: 'Live page of a table (HTML)', params: GameCodeParams } },
    async (request, reply) => {
      const { gameCode } = request.params;
      const engine = casino.engines.get(gameCode);
      void reply.header('Content-Type', 'text/html; charset=utf-8').header('Content-Security-Policy', STREAM_CSP);
      if (!engine) return reply.code(404).send(streamNotFoundPage(gameCode));
      // The page holds no round (its script polls for it), so a player's revisit may use the copy it has.
      return reply.header('Cache-Control', STATIC_CACHE_CONTROL).send(streamPage(engine.table, engine.rules));
    },
  );

  app.get(
    '/stream-frame.js',
    // A static file of the page, not an API answer: kept out of the OpenAPI document.
    { config: { publicRead: true }, schema: { hide: true } },
    async (_request, reply) => {
      // A sandbox without allow-same-origin loads the module from an opaque origin, in CORS mode.
      void reply.header('Content-Type', 'text/javascript; charset=utf-8').header('Access-Control-Allow-Origin', '*');
      return reply.header('Cache-Control', STATIC_CACHE_CONTROL).send(STREAM_SCRIPT);
    },
  );

  app.get(
    '/stream-round',
    publicRead({
      tags,
      summary: "What a table's stream page draws: round, dealt cards, when the deal is due (polled 1-5 s)",
      querystring: GameQuery,
      answer: Envelope(StreamRound),
      errors: [400, 404],
    }),
    async (request) => ok(streamRound(casino.engine(request.query.casinoGames))),
  );
};
