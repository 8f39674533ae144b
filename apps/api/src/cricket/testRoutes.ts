import { sessionTypeOf } from '@exchange/betting';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { testControls } from '../sports/testControls';
import type { CricketWorld, LiveMatch } from './world';

export interface CricketTestRoutesOptions {
  world: CricketWorld;
}

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
  const control = testControls(app, {
    world,
    clock: 'the cricket clock (rates, balls); a paused world keeps its odds still',
    param: 'cricketId',
    find: (cricketId) => world.byCricketId(cricketId),
    State,
    stateOf,
    Opened: Type.Object({ cricketId: Type.Integer(), eventId: Type.Integer(), eventName: Type.String() }),
    opened: ({ row }) => ({ cricketId: row.cricketId, eventId: row.eventId, eventName: row.eventName }),
  });

  control(
    'advance',
    'Bowl a number of balls at once',
    Type.Object({ balls: Type.Integer({ minimum: 1, maximum: 500 }) }),
    (match, body) => world.advance(match, body.balls),
  );
  control('finish', 'Play the match to its end and settle it', null, (match) => world.advance(match, 500));
  control(
    'suspend',
    "Hold every market of a match 'SUSPENDED', or release them (open now, a wicket's pause included)",
    Type.Object({ suspended: Type.Boolean() }),
    (match, body) => world.hold(match, body.suspended),
  );
  control(
    'chance',
    "Set the home side's win chance, which moves every rate and the makers' Match Odds quotes",
    Type.Object({ homeWinChance: Type.Number({ minimum: 0.03, maximum: 0.97 }) }),
    (match, body) => world.setChance(match, body.homeWinChance),
  );
};
