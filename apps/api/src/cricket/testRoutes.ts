import { sessionTypeOf } from '@exchange/betting';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiError, errorResponses, ok } from '../http/envelope';
import { Envelope } from '@exchange/contracts/envelope';
import { Id } from '@exchange/contracts/ids';
import type { CricketWorld, LiveMatch } from './world';

export interface CricketTestRoutesOptions {
  world: CricketWorld;
}

const tags = ['test mode'];
const Params = Type.Object({ cricketId: Id() });
const State = Type.Object({
  cricketId: Type.Integer(),
  finished: Type.Boolean(),
  settled: Type.Boolean(),
  winner: Type.Union([Type.String(), Type.Null()]),
  sessions: Type.Array(
    Type.Object({
      marketId: Type.String(),
      name: Type.String(),
      gameType: Type.String(),
      result: Type.Union([Type.Integer(), Type.Null()]),
      voided: Type.Boolean(),
    }),
  ),
});

const stateOf = (match: LiveMatch) => ({
  cricketId: match.row.cricketId,
  finished: match.sim.finished,
  settled: match.settled,
  winner: match.sim.winner === null ? null : match.sim.teams[match.sim.winner],
  sessions: match.sim.sessions.map((s) => ({
    marketId: s.marketId,
    name: s.name,
    gameType: sessionTypeOf(s.gameType),
    result: s.result,
    voided: s.voided === true,
  })),
});

/** Test-mode control of the cricket simulator (registered only when TEST_MODE is on). */
export const cricketTestRoutes: FastifyPluginAsyncTypebox<CricketTestRoutesOptions> = async (app, { world }) => {
  const find = (cricketId: number) => {
    const match = world.byCricketId(cricketId);
    if (!match) throw ApiError.notFound('Match not found');
    return match;
  };

  app.post(
    '/clock',
    {
      schema: {
        tags,
        summary: 'Pause or resume the cricket clock (rates, balls); a paused world keeps its odds still',
        body: Type.Object({ paused: Type.Boolean() }),
        response: { 200: Envelope(Type.Object({ paused: Type.Boolean() })), ...errorResponses(400) },
      },
    },
    async (request) => {
      world.paused = request.body.paused;
      return ok({ paused: world.paused });
    },
  );

  app.post(
    '/matches',
    {
      schema: {
        tags,
        summary: 'Open a new match in play now (each end-to-end test bets on its own match)',
        body: Type.Object({ eventName: Type.String({ pattern: '^\\S.{0,60}\\S v \\S.{0,60}\\S$' }) }),
        response: {
          200: Envelope(Type.Object({ cricketId: Type.Integer(), eventId: Type.Integer(), eventName: Type.String() })),
          ...errorResponses(400),
        },
      },
    },
    async (request) => {
      const match = await world.openMatch(request.body.eventName);
      return ok({ cricketId: match.row.cricketId, eventId: match.row.eventId, eventName: match.row.eventName });
    },
  );

  app.post(
    '/:cricketId/advance',
    {
      schema: {
        tags,
        summary: 'Bowl a number of balls at once',
        params: Params,
        body: Type.Object({ balls: Type.Integer({ minimum: 1, maximum: 500 }) }),
        response: { 200: Envelope(State), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const match = find(request.params.cricketId);
      await world.advance(match, request.body.balls);
      return ok(stateOf(match));
    },
  );

  app.post(
    '/:cricketId/finish',
    {
      schema: {
        tags,
        summary: 'Play the match to its end and settle it',
        params: Params,
        response: { 200: Envelope(State), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const match = find(request.params.cricketId);
      await world.advance(match, 500);
      return ok(stateOf(match));
    },
  );

  app.post(
    '/:cricketId/suspend',
    {
      schema: {
        tags,
        summary: "Hold every market of a match 'SUSPENDED', or release them (open now, a wicket's pause included)",
        params: Params,
        body: Type.Object({ suspended: Type.Boolean() }),
        response: { 200: Envelope(State), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const match = find(request.params.cricketId);
      await world.hold(match, request.body.suspended);
      return ok(stateOf(match));
    },
  );

  app.post(
    '/:cricketId/chance',
    {
      schema: {
        tags,
        summary: "Set the home side's win chance, which moves every rate and the makers' Match Odds quotes",
        params: Params,
        body: Type.Object({ homeWinChance: Type.Number({ minimum: 0.03, maximum: 0.97 }) }),
        response: { 200: Envelope(State), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const match = find(request.params.cricketId);
      await world.setChance(match, request.body.homeWinChance);
      return ok(stateOf(match));
    },
  );

  app.get(
    '/:cricketId',
    {
      schema: {
        tags,
        summary: 'Simulator state of a match',
        params: Params,
        response: { 200: Envelope(State), ...errorResponses(400, 404) },
      },
    },
    async (request) => ok(stateOf(find(request.params.cricketId))),
  );
};
