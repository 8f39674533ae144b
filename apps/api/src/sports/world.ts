import type { SportScore } from '@exchange/contracts/sports';
import { and, eq, max, ne } from 'drizzle-orm';
import type { Cluster } from '../cluster/cluster';
import { singleProcess } from '../cluster/cluster';
import type { Db } from '../db/client';
import { matches, type MatchRow } from '../db/schema';
import type { MatchOddsEvent, MatchOddsRunner } from './matchOddsEvent';
import { quotedChances, type SportSimulator } from './simulator';

export type SportName = 'tennis' | 'soccer';

export type LiveSportMatch = MatchOddsEvent & {
  row: MatchRow;
  sport: SportName;
  sim: SportSimulator;
  score: SportScore;
};

export type SportConfig = {
  sport: SportName;
  /** Match and event ids start above these, far from cricket's and the other sport's. */
  firstMatchId: number;
  firstEventId: number;
  fixtures: readonly string[];
  simulator: (matchId: number, sides: [string, string]) => SportSimulator;
  /** Steps already played when a match that was in play before the server started is picked up. */
  warmUpSteps: (matchId: number) => number;
};

/** How many open matches each sport keeps: a few in play, the rest upcoming. */
export const OPEN_MATCHES = 3;
const IN_PLAY_AT_START = 2;
/** An upcoming match starts this long after it is scheduled. */
export const NEXT_MATCH_AFTER_MS = 10 * 60_000;

export const sidesOf = (eventName: string): [string, string] => {
  const [home = eventName, away = 'Opponent'] = eventName.split(' v ');
  return [home.trim(), away.trim()];
};

/** Selection id of a runner (0-based, in market order): unique across matches. */
export const runnerSelectionId = (matchId: number, runner: number) => matchId * 10 + runner + 1;

/**
 * The simulated tennis or soccer world, like CricketWorld: every open match has a simulator, in-play
 * ones tick once a second, an upcoming match starts on time, a finished one is settled and replaced.
 * It runs on the engine's instance only (see docs/decisions/0032-tennis-and-soccer.md).
 */
export class SportWorld {
  private readonly live = new Map<number, LiveSportMatch>();
  private readonly byEvent = new Map<number, number>();
  private timer: NodeJS.Timeout | null = null;
  // Ticks, test actions and settlements run one after another, never interleaved.
  private queue: Promise<void> = Promise.resolve();
  paused = false;
  onFinished: (match: LiveSportMatch) => Promise<void> = async () => {};
  onMatchesChanged: () => Promise<void> = async () => {};
  onPublished: (match: LiveSportMatch) => Promise<void> = async () => {};
  onSecond: () => Promise<void> = async () => {};

  constructor(
    private readonly db: Db,
    readonly config: SportConfig,
    private readonly cluster: Cluster = singleProcess(),
  ) {}

  get sport(): SportName {
    return this.config.sport;
  }

  private get idle(): boolean {
    return this.paused || (this.cluster.shared && !this.cluster.isLeader());
  }

  private ofSport() {
    return eq(matches.sport, this.sport);
  }

  /** `warmUp`: a match found in play is picked up part-way (a test's own new match starts from nothing). */
  async load(warmUp = true): Promise<void> {
    const rows = await this.db
      .select()
      .from(matches)
      .where(and(this.ofSport(), ne(matches.status, 'COMPLETED')));
    for (const row of rows) {
      if (this.live.has(row.cricketId)) continue;
      const sim = this.config.simulator(row.cricketId, sidesOf(row.eventName));
      if (row.inPlay && warmUp) sim.advance(this.config.warmUpSteps(row.cricketId));
      const match: LiveSportMatch = {
        row,
        sport: this.sport,
        sim,
        inPlay: row.inPlay,
        settled: false,
        odds: {},
        runners: [],
        score: sim.score(),
      };
      this.refreshView(match);
      this.live.set(row.cricketId, match);
      this.byEvent.set(row.eventId, row.cricketId);
    }
  }

  /** Tops the sport up to OPEN_MATCHES open matches (a fresh database has none). */
  async ensureFixtures(): Promise<void> {
    const open = await this.db
      .select({ id: matches.id })
      .from(matches)
      .where(and(this.ofSport(), ne(matches.status, 'COMPLETED')));
    for (let n = open.length; n < OPEN_MATCHES; n += 1) await this.insertMatch(n < IN_PLAY_AT_START);
    await this.load();
  }

  /** Event or match id. */
  find(id: number): LiveSportMatch | undefined {
    const matchId = this.byEvent.get(id) ?? id;
    return this.live.get(matchId);
  }

  /** Single engine: a bet sees the match as it is in memory (the tick and the bet share the process). */
  async forBet(_tx: unknown, match: LiveSportMatch): Promise<LiveSportMatch | undefined> {
    return match;
  }

  startClock(): void {
    this.timer ??= setInterval(
      () =>
        void this.tick()
          .then(() => this.onSecond())
          .catch(() => undefined),
      1000,
    );
    this.timer.unref();
  }

  stopClock(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private serial(work: () => Promise<void>): Promise<void> {
    const next = this.queue.then(work);
    this.queue = next.catch(() => undefined);
    return next;
  }

  tick(now = new Date()): Promise<void> {
    if (this.idle) return Promise.resolve();
    return this.serial(async () => {
      for (const match of this.live.values()) {
        if (match.settled) continue;
        if (!match.inPlay && match.row.eventTime <= now) await this.startMatch(match);
        if (match.inPlay) match.sim.tick();
        await this.publish(match);
      }
    });
  }

  /** Test mode: change a match at once (play steps, a goal, a point, hold, play to the end) and republish. */
  act(match: LiveSportMatch, change: (sim: SportSimulator) => void): Promise<void> {
    return this.serial(async () => {
      if (match.settled) return;
      if (!match.inPlay) await this.startMatch(match);
      change(match.sim);
      await this.publish(match);
    });
  }

  /** Test mode: a new match in play from now. */
  openMatch(eventName: string): Promise<LiveSportMatch> {
    let opened: LiveSportMatch | undefined;
    return this.serial(async () => {
      const matchId = await this.insertMatch(true, eventName);
      await this.load(false);
      opened = this.live.get(matchId);
      await this.onMatchesChanged();
    }).then(() => {
      if (!opened) throw new Error(`match ${eventName} did not load`);
      return opened;
    });
  }

  private async insertMatch(inPlay: boolean, eventName?: string): Promise<number> {
    const [top] = await this.db
      .select({ matchId: max(matches.cricketId), eventId: max(matches.eventId) })
      .from(matches)
      .where(this.ofSport());
    const matchId = Math.max(top?.matchId ?? 0, this.config.firstMatchId) + 1;
    const { fixtures } = this.config;
    await this.db.insert(matches).values({
      cricketId: matchId,
      eventId: Math.max(top?.eventId ?? 0, this.config.firstEventId) + 1,
      eventName: eventName ?? fixtures[matchId % fixtures.length]!,
      eventTime: inPlay ? new Date() : new Date(Date.now() + NEXT_MATCH_AFTER_MS),
      inPlay,
      sport: this.sport,
      status: inPlay ? 'IN_PLAY' : 'UPCOMING',
    });
    return matchId;
  }

  private async startMatch(match: LiveSportMatch): Promise<void> {
    match.inPlay = true;
    await this.db
      .update(matches)
      .set({ inPlay: true, status: 'IN_PLAY' })
      .where(eq(matches.cricketId, match.row.cricketId));
    await this.onMatchesChanged();
  }

  private refreshView(match: LiveSportMatch): void {
    const chances = quotedChances(match.sim.chances());
    const runners: MatchOddsRunner[] = match.sim.runnerNames.map((runnerName, runner) => ({
      selectionId: runnerSelectionId(match.row.cricketId, runner),
      runnerName,
      chance: chances[runner]!,
    }));
    match.runners = runners;
    match.score = match.sim.score();
    // A new object per publish: the keeper rebuilds the Match Odds snapshot when it changes.
    match.odds = {};
  }

  private async publish(match: LiveSportMatch): Promise<void> {
    this.refreshView(match);
    await this.onPublished(match);
    if (match.sim.finished && !match.settled) {
      await this.onFinished(match);
      match.settled = true;
      await this.db
        .update(matches)
        .set({ inPlay: false, status: 'COMPLETED' })
        .where(and(eq(matches.cricketId, match.row.cricketId), ne(matches.status, 'COMPLETED')));
      await this.insertMatch(false);
      await this.load();
      await this.onMatchesChanged();
    }
  }
}
