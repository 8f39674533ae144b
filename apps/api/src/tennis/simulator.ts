import type { TennisScore } from '@exchange/contracts/sports';
import { SportSimulator } from '../sports/simulator';

/** Sets a player needs to win the match (best of three). */
const SETS_TO_WIN = 2;
/** Seconds between points: a best-of-three match lasts about ten minutes of the clock. */
const TICKS_PER_POINT = 4;
/** Chance that the server wins a point, before the players' difference in strength. */
const SERVE_EDGE = 0.62;

const GAME_POINTS = ['0', '15', '30', '40'] as const;

type Pair = [number, number];

/**
 * Chance that a player wins a race to `target` points, two clear, from a:b, winning each point
 * with chance p (a game: target 4; a tie-break: target 7). At deuce the closed form p²/(p²+q²).
 */
export function raceChance(p: number, a: number, b: number, target: number): number {
  if (a >= target && a - b >= 2) return 1;
  if (b >= target && b - a >= 2) return 0;
  if (a >= target - 1 && b >= target - 1) {
    const deuce = (p * p) / (p * p + (1 - p) * (1 - p));
    if (a === b) return deuce;
    return a > b ? p + (1 - p) * deuce : p * deuce;
  }
  return p * raceChance(p, a + 1, b, target) + (1 - p) * raceChance(p, a, b + 1, target);
}

/**
 * A best-of-three tennis match, point by point. The first player's win chance is worked out exactly
 * from the score (point, game, set) and each player's chance of winning a point on serve, so it moves
 * a little on every point and a lot when a set is won. Every market suspends briefly when a set ends.
 */
export class TennisSimulator extends SportSimulator {
  protected readonly ticksPerStep = TICKS_PER_POINT;
  /** Games per set; the last is the set in play. */
  readonly sets: Pair[] = [[0, 0]];
  points: Pair = [0, 0];
  server: 0 | 1 = 0;
  /** Chance that the first player wins a point on own serve, and on the other's serve. */
  private readonly onServe: number;
  private readonly onReturn: number;

  constructor(matchId: number, players: readonly [string, string]) {
    super(matchId, players);
    // A steady difference in strength per match, so some matches have a favourite.
    const edge = ((matchId % 7) - 3) * 0.015;
    this.onServe = SERVE_EDGE + edge;
    this.onReturn = 1 - SERVE_EDGE + edge;
  }

  private get current(): Pair {
    return this.sets[this.sets.length - 1]!;
  }

  private get tieBreak(): boolean {
    return this.current[0] === 6 && this.current[1] === 6;
  }

  private setsWon(): Pair {
    const done = this.finished ? this.sets : this.sets.slice(0, -1);
    return [done.filter(([a, b]) => a > b).length, done.filter(([a, b]) => b > a).length];
  }

  protected step(): void {
    const p = this.server === 0 ? this.onServe : this.onReturn;
    this.pointTo(this.random() < p ? 0 : 1);
  }

  scoreFor(side: 0 | 1): void {
    this.pointTo(side);
  }

  /** The point goes to `player`. */
  pointTo(player: 0 | 1): void {
    if (this.finished) return;
    this.points[player] += 1;
    const [a, b] = this.points;
    const target = this.tieBreak ? 7 : 4;
    if (Math.max(a, b) < target || Math.abs(a - b) < 2) return;
    this.gameTo(player);
  }

  decide(winner: number): void {
    const player = winner === 0 ? 0 : 1;
    while (!this.finished) this.pointTo(player);
  }

  private gameTo(player: 0 | 1): void {
    const wasTieBreak = this.tieBreak;
    this.points = [0, 0];
    this.server = this.server === 0 ? 1 : 0;
    this.current[player] += 1;
    const [a, b] = this.current;
    const setWon = wasTieBreak || (Math.max(a, b) >= 6 && Math.abs(a - b) >= 2);
    if (!setWon) return;
    this.suspendBriefly();
    const [home, away] = [...this.sets]
      .filter(([x, y]) => x !== y)
      .reduce<Pair>(([h, w], [x, y]) => (x > y ? [h + 1, w] : [h, w + 1]), [0, 0]);
    if (home === SETS_TO_WIN || away === SETS_TO_WIN) {
      this.finished = true;
      this.winner = home === SETS_TO_WIN ? 0 : 1;
    } else {
      this.sets.push([0, 0]);
    }
  }

  /** The first player's chance of winning a game served by `server` from the given points. */
  private gameChance(server: 0 | 1, a: number, b: number): number {
    return server === 0 ? raceChance(this.onServe, a, b, 4) : 1 - raceChance(1 - this.onReturn, b, a, 4);
  }

  /** The first player's chance of winning the set from games a:b with `server` to serve the next game. */
  private setChance(a: number, b: number, server: 0 | 1, memo = new Map<string, number>()): number {
    if (a === 7 || (a === 6 && b <= 4)) return 1;
    if (b === 7 || (b === 6 && a <= 4)) return 0;
    if (a === 6 && b === 6) return raceChance((this.onServe + this.onReturn) / 2, 0, 0, 7);
    const key = `${a}:${b}:${server}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const game = this.gameChance(server, 0, 0);
    const next = server === 0 ? 1 : 0;
    const value = game * this.setChance(a + 1, b, next, memo) + (1 - game) * this.setChance(a, b + 1, next, memo);
    memo.set(key, value);
    return value;
  }

  /** The first player's chance of the match from sets won h:w, a fresh set starting. */
  private matchChance(h: number, w: number): number {
    if (h === SETS_TO_WIN) return 1;
    if (w === SETS_TO_WIN) return 0;
    const set = (this.setChance(0, 0, 0) + this.setChance(0, 0, 1)) / 2;
    return set * this.matchChance(h + 1, w) + (1 - set) * this.matchChance(h, w + 1);
  }

  /** Win chance of [first player, second player]. */
  chances(): number[] {
    if (this.finished) return this.winner === 0 ? [1, 0] : [0, 1];
    const [a, b] = this.current;
    const [pa, pb] = this.points;
    let set: number;
    if (this.tieBreak) {
      set = raceChance((this.onServe + this.onReturn) / 2, pa, pb, 7);
    } else {
      const game = this.gameChance(this.server, pa, pb);
      const next = this.server === 0 ? 1 : 0;
      set = game * this.setChance(a + 1, b, next) + (1 - game) * this.setChance(a, b + 1, next);
    }
    const [h, w] = this.setsWon();
    const home = set * this.matchChance(h + 1, w) + (1 - set) * this.matchChance(h, w + 1);
    return [home, 1 - home];
  }

  private pointText(mine: number, theirs: number): string {
    if (this.tieBreak) return String(mine);
    if (mine >= 3 && theirs >= 3) return mine > theirs ? 'AD' : '40';
    return GAME_POINTS[Math.min(mine, 3)]!;
  }

  score(): TennisScore {
    const [a, b] = this.points;
    return {
      sport: 'tennis',
      sets: this.sets.map(([home, away]) => ({ home, away })),
      points: { home: this.pointText(a, b), away: this.pointText(b, a) },
      server: this.server,
    };
  }
}
