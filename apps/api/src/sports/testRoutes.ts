import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiError } from '../http/envelope';
import { testControls } from './testControls';
import type { LiveSportMatch, SportWorld } from './world';

export interface SportTestRoutesOptions {
  world: SportWorld;
}

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
  const control = testControls(app, {
    world,
    clock: 'the clock of the sport',
    param: 'matchId',
    find: (matchId) => world.find(matchId),
    State,
    stateOf,
    Opened: State,
    opened: stateOf,
  });

  control(
    'advance',
    'Play a number of steps at once (tennis: points, soccer: minutes)',
    Type.Object({ steps: Type.Integer({ minimum: 1, maximum: 500 }) }),
    (match, body) => world.play(match, (sim) => sim.advance(body.steps)),
  );
  control(
    'score',
    'Tennis: the point goes to side 0 or 1. Soccer: side 0 (home) or 1 (away) scores a goal',
    Type.Object({ side: Type.Integer({ minimum: 0, maximum: 1 }) }),
    (match, body) => world.play(match, (sim) => sim.scoreFor(body.side === 1 ? 1 : 0)),
  );
  control(
    'suspend',
    "Hold (or release) the match's Match Odds 'SUSPENDED'",
    Type.Object({ suspended: Type.Boolean() }),
    (match, body) =>
      world.play(match, (sim) => {
        sim.held = body.suspended;
      }),
  );
  control(
    'finish',
    'End the match and settle it: played out, or won by the runner at `winner` (0-based, in market order)',
    Type.Object({ winner: Type.Optional(Type.Integer({ minimum: 0, maximum: 2 })) }),
    async (match, { winner }) => {
      if (winner !== undefined && winner >= match.sim.runnerNames.length) throw ApiError.badRequest('No such runner');
      await world.play(match, (sim) => (winner === undefined ? sim.playToEnd() : sim.decide(winner)));
    },
  );
};
