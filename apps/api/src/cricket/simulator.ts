/**
 * A T20 match simulated ball by ball, with no I/O: the exchange drives it with `tick()` once a
 * second (or fast-forwards it in test mode). Seeded, so the same cricketId plays the same match.
 * A ball is bowled every BALL_EVERY_TICKS ticks; bookmaker rates move every tick; a wicket
 * suspends every market for SUSPEND_TICKS ticks; session lines open per innings and settle when
 * their over or wicket is reached.
 */
export const OVERS = 20;
export const BALL_EVERY_TICKS = 5;
export const SUSPEND_TICKS = 3;
const SESSION_OVERS = [6, 10, 15, 20];
const SESSION_IDS_PER_MATCH = 100;

export type MarketStatus = 'ACTIVE' | 'SUSPENDED';

export type SessionLine = {
  marketId: string;
  selectionId: number;
  name: string;
  innings: number;
  /** Settles at this many legal balls, or at the fall of this wicket. */
  atBalls: number | null;
  atWicket: number | null;
  /** NO line; YES line is noRun + 1. Both pay at rate 100. */
  noRun: number;
  result: number | null;
};

export type Innings = { team: 0 | 1; runs: number; wickets: number; balls: number };

/** One step of mulberry32: the next generator state and a number in [0, 1). */
export function mulberry32(state: number): [next: number, value: number] {
  const a = (state + 0x6d2b79f5) >>> 0;
  let t = a;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return [a, ((t ^ (t >>> 14)) >>> 0) / 4294967296];
}

/** Everything a simulator is, as JSON: the leader publishes it, followers and a new leader take it up. */
export type SimulatorState = {
  cricketId: number;
  teams: [string, string];
  innings: Innings[];
  sessions: SessionLine[];
  recentBalls: string[];
  homeWinChance: number;
  winner: 0 | 1 | null;
  finished: boolean;
  held: boolean;
  ticks: number;
  suspendedUntil: number;
  randomState: number;
};

// Ball outcomes and their chances; 'w' is a wicket.
const OUTCOMES: Array<[string, number]> = [
  ['0', 0.33],
  ['1', 0.35],
  ['2', 0.1],
  ['3', 0.02],
  ['4', 0.1],
  ['6', 0.055],
  ['w', 0.045],
];

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));
const oversText = (balls: number) => `${Math.floor(balls / 6)}.${balls % 6}`;

export class MatchSimulator {
  readonly innings: Innings[] = [{ team: 0, runs: 0, wickets: 0, balls: 0 }];
  readonly sessions: SessionLine[] = [];
  recentBalls: string[] = [];
  /** Chance that the first team wins, moved by play and by a small walk every tick. */
  homeWinChance = 0.5;
  winner: 0 | 1 | null = null;
  finished = false;
  /** Test mode: hold every market suspended until released. */
  held = false;
  private ticks = 0;
  private suspendedUntil = 0;
  private randomState: number;

  constructor(
    readonly cricketId: number,
    readonly teams: [string, string],
  ) {
    this.randomState = (cricketId * 7919) >>> 0;
    this.openSessions(0);
  }

  private random(): number {
    const [next, value] = mulberry32(this.randomState);
    this.randomState = next;
    return value;
  }

  state(): SimulatorState {
    return structuredClone({
      cricketId: this.cricketId,
      teams: this.teams,
      innings: this.innings,
      sessions: this.sessions,
      recentBalls: this.recentBalls,
      homeWinChance: this.homeWinChance,
      winner: this.winner,
      finished: this.finished,
      held: this.held,
      ticks: this.ticks,
      suspendedUntil: this.suspendedUntil,
      randomState: this.randomState,
    });
  }

  /** The simulator exactly where `state` left it: it plays on as the original would have. */
  static fromState(state: SimulatorState): MatchSimulator {
    const sim = new MatchSimulator(state.cricketId, [...state.teams]);
    sim.innings.splice(0, sim.innings.length, ...structuredClone(state.innings));
    sim.sessions.splice(0, sim.sessions.length, ...structuredClone(state.sessions));
    sim.recentBalls = [...state.recentBalls];
    sim.homeWinChance = state.homeWinChance;
    sim.winner = state.winner;
    sim.finished = state.finished;
    sim.held = state.held;
    sim.ticks = state.ticks;
    sim.suspendedUntil = state.suspendedUntil;
    sim.randomState = state.randomState;
    return sim;
  }

  get current(): Innings {
    return this.innings[this.innings.length - 1]!;
  }

  /** Test mode: hold every market suspended, or release them: open now, even during a wicket's pause. */
  setHeld(held: boolean): void {
    this.held = held;
    if (!held) this.suspendedUntil = Math.min(this.suspendedUntil, this.ticks);
  }

  get suspended(): boolean {
    return this.finished || this.held || this.ticks < this.suspendedUntil;
  }

  /** One second of the match. Returns true when a ball was bowled. */
  tick(): boolean {
    if (this.finished) return false;
    this.ticks += 1;
    // A small walk: the integer rate moves a point now and then, bigger moves come with the balls.
    this.homeWinChance = clamp(this.homeWinChance + (this.random() - 0.5) * 0.004, 0.03, 0.97);
    if (this.ticks % BALL_EVERY_TICKS !== 0) return false;
    this.bowl();
    return true;
  }

  /** Fast-forward: bowls `count` balls (or until the match ends). */
  advance(count: number): void {
    for (let i = 0; i < count && !this.finished; i += 1) {
      this.ticks += BALL_EVERY_TICKS;
      this.bowl();
    }
  }

  playToEnd(): void {
    this.advance(OVERS * 6 * 2 + 1);
  }

  /** Session selection ids: a block of SESSION_IDS_PER_MATCH per match, half of it per innings. */
  private sessionIdBase(index: number): number {
    return this.cricketId * SESSION_IDS_PER_MATCH + index * (SESSION_IDS_PER_MATCH / 2);
  }

  private openSessions(index: number): void {
    const team = this.teams[this.innings[index]!.team];
    const base = this.sessionIdBase(index);
    SESSION_OVERS.forEach((overs, i) => {
      this.sessions.push({
        marketId: `${this.cricketId}-S${index + 1}-${overs}OV`,
        selectionId: base + i + 1,
        name: `${overs} over run ${team}`,
        innings: index,
        atBalls: overs * 6,
        atWicket: null,
        noRun: Math.round(overs * 7.6),
        result: null,
      });
    });
    this.pushFallOf(index, 1);
  }

  private pushFallOf(index: number, wicket: number): void {
    if (wicket > 10) return;
    const team = this.teams[this.innings[index]!.team];
    const suffix = ['st', 'nd', 'rd'][wicket - 1] ?? 'th';
    const innings = this.innings[index]!;
    this.sessions.push({
      marketId: `${this.cricketId}-S${index + 1}-W${wicket}`,
      selectionId: this.sessionIdBase(index) + 10 + wicket,
      name: `Fall of ${wicket}${suffix} wkt ${team}`,
      innings: index,
      atBalls: null,
      atWicket: wicket,
      noRun: innings.runs + 18,
      result: null,
    });
  }

  private pick(): string {
    let r = this.random();
    for (const [code, chance] of OUTCOMES) {
      if (r < chance) return code;
      r -= chance;
    }
    return '1';
  }

  private bowl(): void {
    const inn = this.current;
    const index = this.innings.length - 1;
    const code = this.pick();
    inn.balls += 1;
    this.recentBalls = [...this.recentBalls, code].slice(-6);
    const batting = inn.team === 0 ? 1 : -1;
    if (code === 'w') {
      inn.wickets += 1;
      this.suspendedUntil = this.ticks + SUSPEND_TICKS;
      this.homeWinChance = clamp(this.homeWinChance - batting * 0.04, 0.03, 0.97);
      for (const s of this.openLines(index)) if (s.atWicket === inn.wickets) s.result = inn.runs;
      this.pushFallOf(index, inn.wickets + 1);
    } else {
      inn.runs += Number(code);
      this.homeWinChance = clamp(this.homeWinChance + batting * (Number(code) - 1.3) * 0.004, 0.03, 0.97);
    }
    for (const s of this.openLines(index)) {
      if (s.atBalls !== null && inn.balls >= s.atBalls) s.result = inn.runs;
      else this.moveLine(s, inn);
    }
    this.checkInningsEnd();
  }

  private moveLine(s: SessionLine, inn: Innings): void {
    const rate = inn.balls >= 12 ? (inn.runs / inn.balls) * 6 : 7.6;
    if (s.atBalls !== null) s.noRun = Math.round(inn.runs + (rate * (s.atBalls - inn.balls)) / 6);
    else s.noRun = Math.max(s.noRun, inn.runs + 1);
  }

  private openLines(index: number): SessionLine[] {
    return this.sessions.filter((s) => s.innings === index && s.result === null);
  }

  private checkInningsEnd(): void {
    const inn = this.current;
    const index = this.innings.length - 1;
    const chased = index === 1 && inn.runs > this.innings[0]!.runs;
    if (!chased && inn.balls < OVERS * 6 && inn.wickets < 10) return;
    // Lines the innings never reached settle at its final score.
    for (const s of this.openLines(index)) s.result = inn.runs;
    if (index === 0) {
      this.innings.push({ team: 1, runs: 0, wickets: 0, balls: 0 });
      this.openSessions(1);
      return;
    }
    this.finished = true;
    const [first, second] = this.innings as [Innings, Innings];
    this.winner = second.runs > first.runs ? 1 : second.runs < first.runs ? 0 : null;
    this.homeWinChance = this.winner === 0 ? 1 : this.winner === 1 ? 0 : 0.5;
  }

  /** The spec's Score fields (section 3). */
  score() {
    const [first, second] = this.innings;
    const line = (inn: Innings | undefined) =>
      inn ? `${inn.runs}-${inn.wickets} (${oversText(inn.balls)})` : 'Yet to bat';
    const inn = this.current;
    // eslint-disable-next-line no-restricted-syntax -- the run rate is runs per over, not money
    const crr = inn.balls ? ((inn.runs / inn.balls) * 6).toFixed(2) : '0.00';
    let message = `${this.teams[inn.team]} batting`;
    if (this.finished) {
      message = this.winner === null ? 'Match tied' : `${this.teams[this.winner]} won the match`;
    } else if (second) {
      const need = first!.runs + 1 - second.runs;
      message = `${this.teams[second.team]} need ${need} runs in ${OVERS * 6 - second.balls} balls`;
    }
    return {
      spnnation1: this.teams[0],
      spnnation2: this.teams[1],
      score1: line(first),
      score2: line(second),
      spnrunrate2: `CRR ${crr}`,
      spnmessage: message,
      balls: [...this.recentBalls],
    };
  }
}
