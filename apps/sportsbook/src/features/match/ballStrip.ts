import { useState } from 'react';

/** A ball of the score's strip with an id that stays with it while the strip slides. */
export type StripBall = { id: number; ball: string };

const sameRun = (kept: readonly StripBall[], balls: readonly string[]) => kept.every((b, i) => b.ball === balls[i]);

/**
 * The score sends its last few balls with no identity (e.g. ['1', '4', 'w']); the next answer is the
 * same list slid on by the balls bowled since. The longest tail of the old strip that starts the new
 * list is kept with its ids, and only the balls after it are new, so a new ball is one appended
 * element rather than every ball relabelled (issue 12). Any reading shows exactly `balls`.
 */
export function slideStrip(previous: readonly StripBall[], balls: readonly string[], firstNewId: number): StripBall[] {
  let drop = 0;
  while (drop < previous.length && !sameRun(previous.slice(drop), balls)) drop += 1;
  const kept = previous.slice(drop, drop + balls.length);
  return [...kept, ...balls.slice(kept.length).map((ball, i) => ({ id: firstNewId + i, ball }))];
}

/** The strip of `balls` with stable ids across polls. */
export function useBallStrip(balls: readonly string[]): StripBall[] {
  const [state, setState] = useState(() => ({ balls, strip: slideStrip([], balls, 0), nextId: balls.length }));
  if (state.balls !== balls) {
    const strip = slideStrip(state.strip, balls, state.nextId);
    const next = { balls, strip, nextId: state.nextId + balls.length };
    // State from the previous render (React's documented pattern): no effect, no second commit.
    setState(next);
    return strip;
  }
  return state.strip;
}
