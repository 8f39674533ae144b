import type { SportScore } from '@exchange/contracts/sports';
import { mulberry32 } from './random';

/** Ticks (seconds) every market stays suspended after a key moment: a goal, the end of a set. */
export const SUSPEND_TICKS = 5;

/**
 * What a tennis or soccer match is to its world and to the Match Odds exchange: named runners with
 * a win chance each (summing to 1), a score, brief suspensions at key moments, a winner at the end.
 */
export abstract class SportSimulator {
  /** Test mode: hold every market suspended until released. */
  held = false;
  finished = false;
  /** Index into `runnerNames` once finished. */
  winner: number | null = null;
  protected ticks = 0;
  private suspendedUntil = 0;
  private randomState: number;

  constructor(
    readonly matchId: number,
    readonly runnerNames: readonly string[],
  ) {
    this.randomState = (matchId * 7919) >>> 0;
  }

  protected random(): number {
    const [next, value] = mulberry32(this.randomState);
    this.randomState = next;
    return value;
  }

  get suspended(): boolean {
    return this.finished || this.held || this.ticks < this.suspendedUntil;
  }

  protected suspendBriefly(): void {
    this.suspendedUntil = this.ticks + SUSPEND_TICKS;
  }

  /** One second of the clock. */
  tick(): void {
    if (this.finished) return;
    this.ticks += 1;
    if (this.ticks % this.ticksPerStep === 0) this.step();
  }

  /** Test mode and warm-up: `steps` steps of play (points or minutes) at once, and the time they take. */
  advance(steps: number): void {
    for (let i = 0; i < steps && !this.finished; i += 1) {
      this.ticks += this.ticksPerStep;
      this.step();
    }
  }

  /** Test mode: play to the end. */
  playToEnd(): void {
    while (!this.finished) this.step();
  }

  /** Test mode: side 0 or 1 scores (tennis: wins the point; soccer: scores a goal). */
  abstract scoreFor(side: 0 | 1): void;
  /** Test mode: play on so that runner `winner` wins (the points or goals it takes), ending the match. */
  abstract decide(winner: number): void;
  /** Seconds between steps of play. */
  protected abstract readonly ticksPerStep: number;
  /** One step of play: a point (tennis) or a minute (soccer). */
  protected abstract step(): void;
  abstract chances(): number[];
  abstract score(): SportScore;
}

/** Runner chances as the makers quote them: on a 0.5 % grid, never 0 or 1 (a price always exists). */
export function quotedChances(chances: readonly number[]): number[] {
  return chances.map((chance) => Math.min(0.995, Math.max(0.005, Math.round(chance * 200) / 200)));
}
