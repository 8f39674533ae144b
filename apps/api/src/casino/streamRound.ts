import { Type, type Static } from '@fastify/type-provider-typebox';
import { secondsBefore, type TableEngine } from './engine';

/**
 * What the stream page (stream.ts) polls: the round as the camera would film it. It is read by the
 * API's own page script only, never by the client, so it is declared here rather than in
 * packages/contracts.
 *
 * It carries no ticking autoTime while the round keeps the engine's schedule: it carries `dealAt`,
 * the instant the countdown reaches 0 (the round's opening + 25 s, or as a test's control set it;
 * the same on every instance since it is part of the state the engine publishes), and the page
 * counts down by its own clock. The engine's countdown follows the same instant (a late tick
 * catches up), so the answer changes only when something the frame draws changes (a new round,
 * the deal): the page polls every few seconds until just before the deal, and most polls are 304s.
 * While the countdown stands still (a paused table) it leaves that schedule, and the answer
 * carries the engine's `autoTime` instead until the table moves again.
 */
export const StreamRound = Type.Object({
  marketId: Type.String(),
  phase: Type.Union([Type.Literal('BETTING'), Type.Literal('SETTLING'), Type.Literal('RESULT')]),
  /** The engine's cards per side, exactly as `/odds` gives them: empty sides until the deal. */
  cards: Type.Record(Type.String(), Type.Array(Type.String())),
  /** Epoch milliseconds at which the countdown reaches 0, or null when `autoTime` is given instead. */
  dealAt: Type.Union([Type.Number(), Type.Null()]),
  autoTime: Type.Union([Type.Integer(), Type.Null()]),
});
export type StreamRound = Static<typeof StreamRound>;

/** How far (seconds) the engine's countdown may lie from the schedule and still be drawn from it. */
const SCHEDULE_SLACK = 2;

export function streamRound(engine: TableEngine, now = Date.now()): StreamRound {
  const { round } = engine;
  const base = { marketId: round.marketId, phase: round.phase, cards: round.cards };
  if (round.phase !== 'BETTING') return { ...base, dealAt: null, autoTime: 0 };
  const { dealAt } = round;
  return Math.abs(secondsBefore(dealAt, now) - round.autoTime) <= SCHEDULE_SLACK
    ? { ...base, dealAt, autoTime: null }
    : { ...base, dealAt: null, autoTime: round.autoTime };
}
