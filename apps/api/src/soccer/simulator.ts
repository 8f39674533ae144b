import type { SoccerScore } from '@exchange/contracts/sports';
import { SportSimulator } from '../sports/simulator';

export const FULL_TIME = 90;
/** Seconds of the clock per minute of play: a match lasts about nine minutes. */
const TICKS_PER_MINUTE = 6;
/** Goals each side scores in a whole match on average, before the match's favourite. */
const HOME_GOALS = 1.5;
const AWAY_GOALS = 1.1;
/** Goals beyond this many more are too unlikely to change a chance on the 0.5 % grid. */
const MAX_MORE_GOALS = 12;

export const SOCCER_RUNNERS = ['Home', 'The Draw', 'Away'] as const;
export const DRAW = 1;

function poisson(mean: number): number[] {
  const out = [Math.exp(-mean)];
  for (let k = 1; k <= MAX_MORE_GOALS; k += 1) out.push((out[k - 1]! * mean) / k);
  return out;
}

/**
 * [home win, draw, away win] from goals `home`:`away` with the sides expected to score `homeMean` and
 * `awayMean` more before full time (independent Poisson counts, the usual model of a soccer score).
 */
export function resultChances(home: number, away: number, homeMean: number, awayMean: number): number[] {
  const more = [poisson(homeMean), poisson(awayMean)] as const;
  const out = [0, 0, 0];
  more[0].forEach((ph, i) =>
    more[1].forEach((pa, j) => {
      const lead = home + i - (away + j);
      out[lead > 0 ? 0 : lead === 0 ? 1 : 2]! += ph * pa;
    }),
  );
  const total = out[0]! + out[1]! + out[2]!;
  return out.map((chance) => chance / total);
}

/**
 * A 90-minute soccer match, minute by minute, with three runners: the home side, The Draw, the away
 * side. Goals come at each side's rate; the chances follow from the score and the minutes left, so
 * they drift as time runs and jump on a goal. Every market suspends briefly after a goal.
 */
export class SoccerSimulator extends SportSimulator {
  protected readonly ticksPerStep = TICKS_PER_MINUTE;
  minute = 0;
  readonly goals: [number, number] = [0, 0];
  private readonly rates: [number, number];

  constructor(matchId: number, teams: readonly [string, string]) {
    super(matchId, [teams[0], SOCCER_RUNNERS[DRAW], teams[1]]);
    const edge = ((matchId % 5) - 2) * 0.2;
    this.rates = [HOME_GOALS + edge, AWAY_GOALS - edge / 2];
  }

  protected step(): void {
    this.minute += 1;
    for (const side of [0, 1] as const) if (this.random() < this.rates[side] / FULL_TIME) this.goal(side);
    if (this.minute >= FULL_TIME) this.fullTime();
  }

  scoreFor(side: 0 | 1): void {
    this.goal(side);
  }

  /** `side` (0 home, 1 away) scores. */
  goal(side: 0 | 1): void {
    if (this.finished) return;
    this.goals[side] += 1;
    this.suspendBriefly();
  }

  /** Goals for whoever must score for `winner` (0 home, 1 The Draw, 2 away), then the final whistle. */
  decide(winner: number): void {
    if (this.finished) return;
    const [home, away] = this.goals;
    if (winner === 0 && home <= away) this.goals[0] = away + 1;
    if (winner === 2 && away <= home) this.goals[1] = home + 1;
    if (winner === DRAW) this.goals[0] = this.goals[1] = Math.max(home, away);
    this.minute = FULL_TIME;
    this.fullTime();
  }

  private fullTime(): void {
    const [home, away] = this.goals;
    this.finished = true;
    this.winner = home > away ? 0 : home === away ? DRAW : 2;
  }

  /** [home, draw, away]. */
  chances(): number[] {
    if (this.finished) return [0, 1, 2].map((runner) => (runner === this.winner ? 1 : 0));
    const left = (FULL_TIME - this.minute) / FULL_TIME;
    return resultChances(this.goals[0], this.goals[1], this.rates[0] * left, this.rates[1] * left);
  }

  score(): SoccerScore {
    return { sport: 'soccer', goals: { home: this.goals[0], away: this.goals[1] }, minute: this.minute };
  }
}
