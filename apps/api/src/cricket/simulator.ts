// One file (about 400 lines): a single ball-by-ball state machine of a T20 match (innings, overs,
// the session lines it opens and decides). Its parts share the match state and its seeded random, and
// split by innings or by session they would pass that state back and forth.
import { EVENT_HAPPENED, EVENT_NOT_HAPPENED, type SessionType } from '@exchange/betting';
import { mulberry32 } from '../sports/random';

/**
 * A T20 match simulated ball by ball, with no I/O: the exchange drives it with `tick()` once a
 * second (or fast-forwards it in test mode). Seeded, so the same cricketId plays the same match.
 * A ball is bowled every BALL_EVERY_TICKS ticks; bookmaker rates move every tick; a wicket
 * suspends every market for SUSPEND_TICKS ticks; session lines of every type of spec section 9
 * open per innings (Normal and meter at its start, Over By Over and fancy1 each over, Ball By Ball
 * each ball) and settle when their over, ball, wicket or event is reached.
 */
export const OVERS = 20;
export const BALL_EVERY_TICKS = 5;
export const SUSPEND_TICKS = 3;
const SESSION_OVERS = [6, 10, 15, 20];
/** Selection ids: a block per match, half of it per innings (Ball By Ball takes one per ball). */
const SESSION_IDS_PER_MATCH = 1000;
/** Where each type's ids start in an innings' half of the block. */
const IDS = { over: 0, fallOf: 10, meter: 30, overByOver: 100, event: 200, ballByBall: 300 } as const;

export type MarketStatus = 'ACTIVE' | 'SUSPENDED';

export type SessionLine = {
  marketId: string;
  selectionId: number;
  name: string;
  innings: number;
  /** The session's type (spec section 9); a state published before the types carries none: Normal. */
  gameType?: SessionType;
  /** Settles at this many legal balls, or at the fall of this wicket. */
  atBalls: number | null;
  atWicket: number | null;
  /** Over By Over, Ball By Ball and fancy1 count from here: the innings' balls and runs when they opened. */
  fromBalls?: number;
  fromRuns?: number;
  /** NO line; the YES line is above it by the type's gap (markets.ts). Both pay at rate 100. fancy1: 0. */
  noRun: number;
  /** fancy1: the chance that its event still happens, which its odds are quoted from. */
  chance?: number;
  /** Runs (1 or 0 for fancy1: its event happened or not); null until decided. */
  result: number | null;
  /** A window the innings never completed (it ended mid-over): closed without a result, its bets void. */
  voided?: boolean;
};

/** Whether a line still takes bets and waits for its result. */
export const isOpenLine = (s: SessionLine) => s.result === null && s.voided !== true;

export type Innings = { team: 0 | 1; runs: number; wickets: number; balls: number };

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
/** Runs a ball is worth on average (1.34), which the over's line is drawn from. */
const RUNS_PER_BALL = OUTCOMES.reduce((sum, [code, chance]) => sum + (code === 'w' ? 0 : Number(code)) * chance, 0);
const SIX_CHANCE = OUTCOMES.find(([code]) => code === '6')![1];
/** The Ball By Ball line: NO 1 (a dot or a wicket wins), YES 2 (two or more wins). */
const BALL_NO_RUN = 1;

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));
const oversText = (balls: number) => `${Math.floor(balls / 6)}.${balls % 6}`;
const ordinal = (n: number) =>
  `${n}${n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')}`;
/** The chance that at least one of `balls` balls is a six. */
const sixChance = (balls: number) => 1 - (1 - SIX_CHANCE) ** balls;

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
        selectionId: base + IDS.over + i + 1,
        name: `${overs} over run ${team}`,
        innings: index,
        gameType: 'Normal',
        atBalls: overs * 6,
        atWicket: null,
        noRun: Math.round(overs * 7.6),
        result: null,
      });
    });
    this.pushFallOf(index, 1);
    // The meter counts the innings' runs to its end; its line is the innings' projected total.
    this.sessions.push({
      marketId: `${this.cricketId}-S${index + 1}-METER`,
      selectionId: base + IDS.meter,
      name: `Innings run meter ${team}`,
      innings: index,
      gameType: 'meter',
      atBalls: null,
      atWicket: null,
      noRun: Math.round(OVERS * 7.6),
      result: null,
    });
    this.openWindows(index);
  }

  private pushFallOf(index: number, wicket: number): void {
    if (wicket > 10) return;
    const team = this.teams[this.innings[index]!.team];
    const innings = this.innings[index]!;
    this.sessions.push({
      marketId: `${this.cricketId}-S${index + 1}-W${wicket}`,
      selectionId: this.sessionIdBase(index) + IDS.fallOf + wicket,
      name: `Fall of ${ordinal(wicket)} wkt ${team}`,
      innings: index,
      gameType: 'Normal',
      atBalls: null,
      atWicket: wicket,
      noRun: innings.runs + 18,
      result: null,
    });
  }

  /**
   * The lines of the next ball and, at an over's start, of the over: Ball By Ball (the next ball's
   * runs), Over By Over (the over's runs) and fancy1 (a six in the over). Each counts from the
   * innings' balls and runs now.
   */
  private openWindows(index: number): void {
    const innings = this.innings[index]!;
    const { balls, runs } = innings;
    if (balls >= OVERS * 6) return;
    const team = this.teams[innings.team];
    const base = this.sessionIdBase(index);
    const prefix = `${this.cricketId}-S${index + 1}`;
    const span = { innings: index, atWicket: null, fromBalls: balls, fromRuns: runs, result: null };
    if (balls % 6 === 0) {
      const over = balls / 6 + 1;
      this.sessions.push({
        ...span,
        marketId: `${prefix}-OV${over}`,
        selectionId: base + IDS.overByOver + over,
        name: `${ordinal(over)} over run only ${team}`,
        gameType: 'Over By Over',
        atBalls: balls + 6,
        noRun: Math.round(6 * RUNS_PER_BALL),
      });
      this.sessions.push({
        ...span,
        marketId: `${prefix}-SIX${over}`,
        selectionId: base + IDS.event + over,
        name: `Six in ${ordinal(over)} over ${team}`,
        gameType: 'fancy1',
        atBalls: balls + 6,
        noRun: 0,
        chance: sixChance(6),
      });
    }
    this.sessions.push({
      ...span,
      marketId: `${prefix}-B${balls + 1}`,
      selectionId: base + IDS.ballByBall + balls + 1,
      name: `${Math.floor(balls / 6)}.${(balls % 6) + 1} ball run ${team}`,
      gameType: 'Ball By Ball',
      atBalls: balls + 1,
      noRun: BALL_NO_RUN,
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
      if (s.gameType === 'fancy1') this.decideEvent(s, inn, code);
      else if (s.atBalls !== null && inn.balls >= s.atBalls) s.result = inn.runs - (s.fromRuns ?? 0);
      else this.moveLine(s, inn);
    }
    if (!this.checkInningsEnd()) this.openWindows(index);
  }

  /** fancy1 "Six in the over": decided YES by a six, NO once the over is bowled without one. */
  private decideEvent(s: SessionLine, inn: Innings, code: string): void {
    if (code === '6') s.result = EVENT_HAPPENED;
    else if (s.atBalls !== null && inn.balls >= s.atBalls) s.result = EVENT_NOT_HAPPENED;
    else s.chance = sixChance((s.atBalls ?? inn.balls) - inn.balls);
  }

  private moveLine(s: SessionLine, inn: Innings): void {
    if (s.gameType === 'Over By Over') {
      // The over's runs so far and what its remaining balls are worth.
      s.noRun = inn.runs - (s.fromRuns ?? 0) + Math.round((s.atBalls! - inn.balls) * RUNS_PER_BALL);
      return;
    }
    const rate = inn.balls >= 12 ? (inn.runs / inn.balls) * 6 : 7.6;
    // The meter's count ends with the innings: its line is the projected total.
    const end = s.gameType === 'meter' ? OVERS * 6 : s.atBalls;
    if (end !== null) s.noRun = Math.round(inn.runs + (rate * (end - inn.balls)) / 6);
    else s.noRun = Math.max(s.noRun, inn.runs + 1);
  }

  private openLines(index: number): SessionLine[] {
    return this.sessions.filter((s) => s.innings === index && isOpenLine(s));
  }

  /** Ends the innings (and the match) if it is over; true when it ended. */
  private checkInningsEnd(): boolean {
    const inn = this.current;
    const index = this.innings.length - 1;
    const chased = index === 1 && inn.runs > this.innings[0]!.runs;
    if (!chased && inn.balls < OVERS * 6 && inn.wickets < 10) return false;
    for (const s of this.openLines(index)) {
      // An over or a ball the innings did not complete is void ("only over" rule); a fancy1
      // over ended early without its six is void too. Every other line the innings never
      // reached settles at its final score.
      if (s.fromBalls !== undefined) s.voided = true;
      else s.result = inn.runs;
    }
    if (index === 0) {
      this.innings.push({ team: 1, runs: 0, wickets: 0, balls: 0 });
      this.openSessions(1);
      return true;
    }
    this.finished = true;
    const [first, second] = this.innings as [Innings, Innings];
    this.winner = second.runs > first.runs ? 1 : second.runs < first.runs ? 0 : null;
    this.homeWinChance = this.winner === 0 ? 1 : this.winner === 1 ? 0 : 0.5;
    return true;
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
