import { Type, type Static } from '@exchange/typebox-kit';
import { Id } from './ids';
import { MatchOdds } from './matchOdds';

/** A side's number (games, goals): never negative. */
const Count = Type.Integer({ minimum: 0 });
/** A number per side: the first player or home side, and the other. */
const Sides = Type.Object({ home: Count, away: Count });

export const TennisScore = Type.Object({
  sport: Type.Literal('tennis'),
  /** Games per set (home: the first player); the last one is the set being played. */
  sets: Type.Array(Sides),
  /** Points of the game being played: '0', '15', '30', '40', 'AD' (a tie-break counts 0, 1, 2 …). */
  points: Type.Object({ home: Type.String(), away: Type.String() }),
  /** Who serves: 0 the first player, 1 the second. */
  server: Type.Integer({ minimum: 0, maximum: 1 }),
});
export type TennisScore = Static<typeof TennisScore>;

export const SoccerScore = Type.Object({
  sport: Type.Literal('soccer'),
  goals: Sides,
  /** Minute of play, 0 before kick-off, 90 at full time. */
  minute: Type.Integer({ minimum: 0, maximum: 90 }),
});
export type SoccerScore = Static<typeof SoccerScore>;

export const SportScore = Type.Union([TennisScore, SoccerScore]);
export type SportScore = Static<typeof SportScore>;

/**
 * A tennis or soccer match as its page polls it every second (`GET /cm/v1/{sport}/odds/:eventId`):
 * the score and the Match Odds market in one answer (these sports have no bookmaker or sessions).
 */
export const SportMatch = Type.Object({
  eventId: Id(),
  matchId: Id(),
  eventName: Type.String({ description: "'Home v Away'" }),
  sport: Type.Union([Type.Literal('tennis'), Type.Literal('soccer')]),
  inPlay: Type.Boolean(),
  finished: Type.Boolean(),
  /** Runner names in market order: two players, or Home / The Draw / Away. */
  runners: Type.Array(Type.String()),
  score: SportScore,
  matchOdds: MatchOdds,
});
export type SportMatch = Static<typeof SportMatch>;
