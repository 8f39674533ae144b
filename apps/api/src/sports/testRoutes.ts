import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope } from '@exchange/contracts/envelope';
import { Id } from '@exchange/contracts/ids';
import { ApiError, errorResponses, ok } from '../http/envelope';
import type { LiveSportMatch, SportWorld } from './world';

export interface SportTestRoutesOptions {
  world: SportWorld;
}

const tags = ['test mode'];
const Params = Type.Object({ matchId: Id() });
const State = Type.Object({
  matchId: Type.Integer(),
  eventId: Type.Integer(),
  finished: Type.Boolean(),
  settled: Type.Boolean(),
  suspended: Type.Boolean(),
  winner: Type.Union([Type.String(), Type.Null()]),
  chances: Type.Array(Type.Number()),
});

const stateOf = (match: LiveSportMatch) => ({
  matchId: match.row.cricketId,
  eventId: match.row.eventId,
  finished: match.sim.finished,
  settled: match.settled,
  suspended: match.sim.suspended,
  winner: match.sim.winner === null ? null : match.sim.runnerNames[match.sim.winner]!,
  chances: match.runners.map((runner) => runner.chance),
});

/** Test-mode control of a tennis or soccer world, at /__test/{sport} (registered only when TEST_MODE is on). */
export const sportTestRoutes: FastifyPluginAsyncTypebox<SportTestRoutesOptions> = async (app, { world }) => {
  const find = (matchId: number) => {
    const match = world.find(matchId);
    if (!match) throw ApiError.notFound('Match not found');
    return match;
  };
  const post = (
    url: string,
    summary: string,
    body: ReturnType<typeof Type.Object>,
    change: (match: LiveSportMatch, body: Record<string, unknown>) => Promise<void>,
  ) =>
    app.post(
      url,
      {
        schema: {
          tags,
          summary,
          params: Params,
          body,
          response: { 200: Envelope(State), ...errorResponses(400, 404) },
        },
      },
      async (request) => {
        const match = find((request.params as { matchId: number }).matchId);
        await change(match, request.body as Record<string, unknown>);
        return ok(stateOf(match));
      },
    );

  app.post(
    '/clock',
    {
      schema: {
        tags,
        summary: 'Pause or resume the clock of the sport',
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
        response: { 200: Envelope(State), ...errorResponses(400) },
      },
    },
    async (request) => ok(stateOf(await world.openMatch(request.body.eventName))),
  );

  post(
    '/:matchId/advance',
    'Play a number of steps at once (tennis: points, soccer: minutes)',
    Type.Object({ steps: Type.Integer({ minimum: 1, maximum: 500 }) }),
    (match, body) => world.play(match, (sim) => sim.advance(Number(body.steps))),
  );
  post(
    '/:matchId/score',
    'Tennis: the point goes to side 0 or 1. Soccer: side 0 (home) or 1 (away) scores a goal',
    Type.Object({ side: Type.Integer({ minimum: 0, maximum: 1 }) }),
    (match, body) => world.play(match, (sim) => sim.scoreFor(body.side === 1 ? 1 : 0)),
  );
  post(
    '/:matchId/suspend',
    "Hold (or release) the match's Match Odds 'SUSPENDED'",
    Type.Object({ suspended: Type.Boolean() }),
    (match, body) =>
      world.play(match, (sim) => {
        sim.held = body.suspended === true;
      }),
  );
  post(
    '/:matchId/finish',
    'End the match and settle it: played out, or won by the runner at `winner` (0-based, in market order)',
    Type.Object({ winner: Type.Optional(Type.Integer({ minimum: 0, maximum: 2 })) }),
    async (match, body) => {
      const { winner } = body;
      if (typeof winner === 'number' && winner >= match.sim.runnerNames.length)
        throw ApiError.badRequest('No such runner');
      await world.play(match, (sim) => (typeof winner === 'number' ? sim.decide(winner) : sim.playToEnd()));
    },
  );

  app.get(
    '/:matchId',
    {
      schema: {
        tags,
        summary: 'Simulator state of a match',
        params: Params,
        response: { 200: Envelope(State), ...errorResponses(400, 404) },
      },
    },
    async (request) => ok(stateOf(find(request.params.matchId))),
  );
};
