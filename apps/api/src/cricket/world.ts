import { and, eq, max, ne } from 'drizzle-orm';
import { lockEngineState, readEngineStates, singleProcess, writeEngineState, type Cluster } from '../cluster/cluster';
import type { Db } from '../db/client';
import { matches, type MatchRow } from '../db/schema';
import type { MatchOddsEvent } from '../sports/matchOddsEvent';
import { buildOdds, matchOddsRunners, type OddsSnapshot } from './markets';
import { applyMatchState, isMatchState, matchKey, matchState, matchView } from './replication';
import { MatchSimulator } from './simulator';

/** A cricket match as its markets see it; Match Odds read it as any sport's MatchOddsEvent. */
export type LiveMatch = MatchOddsEvent & {
  row: MatchRow;
  sim: MatchSimulator;
  inPlay: boolean;
  /** Set once the match has been settled; its last odds and score stay readable. */
  settled: boolean;
  odds: OddsSnapshot;
  score: ReturnType<MatchSimulator['score']>;
};

/** Fixtures the world schedules as matches end, so there is always cricket at any time of day. */
const FIXTURES = [
  'India v England',
  'Australia v South Africa',
  'New Zealand v Sri Lanka',
  'Gujarat Titans v Rajasthan Royals',
  'Delhi Capitals v Punjab Kings',
  'West Indies v Afghanistan',
];
/** A replacement match starts this long after the one it replaces ends. */
export const NEXT_MATCH_AFTER_MS = 10 * 60_000;

/** Balls already bowled when the simulator picks up a match that was in play before it started. */
const warmUpBalls = (cricketId: number) => 20 + (cricketId % 3) * 25;

const teamsOf = (eventName: string): [string, string] => {
  const [home = eventName, away = 'Opponent'] = eventName.split(' v ');
  return [home.trim(), away.trim()];
};

/**
 * The simulated cricket world: every open match has a simulator; in-play ones tick once a second.
 * Polling reads (odds, score) are served from snapshots rebuilt on each tick. When a match ends,
 * `onFinished` settles it.
 */
export class CricketWorld {
  private readonly live = new Map<number, LiveMatch>();
  private readonly byEvent = new Map<number, number>();
  private timer: NodeJS.Timeout | null = null;
  // Ticks, fast-forwards and settlements run one after another, never interleaved.
  private queue: Promise<void> = Promise.resolve();
  paused = false;
  onFinished: (match: LiveMatch) => Promise<void> = async () => {};
  onMatchesChanged: () => Promise<void> = async () => {};
  /** After each tick's publish on the engine's instance (before a finished match settles). */
  onPublished: (match: LiveMatch) => Promise<void> = async () => {};
  /** After every second's work, on every instance (the leader's tick or a follower's refresh). */
  onSecond: () => Promise<void> = async () => {};

  constructor(
    private readonly db: Db,
    private readonly cluster: Cluster = singleProcess(),
  ) {}

  private get following(): boolean {
    return this.cluster.shared && !this.cluster.isLeader();
  }

  /** A follower's refresh (every second): new matches, then each match as the leader published it. */
  follow(): Promise<void> {
    return this.serial(async () => {
      await this.load();
      for (const { key, state } of await readEngineStates(this.db, 'cricket:')) {
        const match = this.live.get(Number(key.slice('cricket:'.length)));
        if (match && isMatchState(state, match.row.cricketId)) applyMatchState(match, state);
      }
      await this.onMatchesChanged();
    });
  }

  /** Becoming the leader over a shared database: play on from the published state, and publish. */
  async lead(): Promise<void> {
    if (!this.cluster.shared) return;
    await this.follow();
    await this.serial(async () => {
      for (const match of this.live.values()) await this.share(match);
    });
  }

  private async share(match: LiveMatch): Promise<void> {
    if (this.cluster.shared && this.cluster.isLeader())
      await writeEngineState(this.db, matchKey(match.row.cricketId), matchState(match));
  }

  /**
   * Inside a bet's transaction: the match as the bet must see it. A follower takes the leader's
   * published state, locked FOR SHARE, so the leader's write that ends the match waits for the bet
   * (none published: undefined, the market is closed).
   */
  async forBet(tx: Parameters<typeof lockEngineState>[0], match: LiveMatch): Promise<LiveMatch | undefined> {
    if (!this.following) return match;
    const state = await lockEngineState(tx, matchKey(match.row.cricketId));
    return isMatchState(state, match.row.cricketId) ? matchView(match, state) : undefined;
  }

  async load(): Promise<void> {
    const rows = await this.db
      .select()
      .from(matches)
      .where(and(eq(matches.sport, 'cricket'), ne(matches.status, 'COMPLETED')));
    for (const row of rows) {
      if (this.live.has(row.cricketId)) continue;
      const sim = new MatchSimulator(row.cricketId, teamsOf(row.eventName));
      if (row.inPlay) sim.advance(warmUpBalls(row.cricketId));
      const match: LiveMatch = {
        row,
        sim,
        inPlay: row.inPlay,
        settled: false,
        odds: buildOdds(sim, row.inPlay),
        score: sim.score(),
        // Read as the home side's chance stands at that moment.
        get runners() {
          return matchOddsRunners(this.sim, this.row.cricketId);
        },
      };
      this.live.set(row.cricketId, match);
      this.byEvent.set(row.eventId, row.cricketId);
    }
  }

  byEventId(eventId: number): LiveMatch | undefined {
    const cricketId = this.byEvent.get(eventId);
    return cricketId === undefined ? undefined : this.live.get(cricketId);
  }

  byCricketId(cricketId: number): LiveMatch | undefined {
    return this.live.get(cricketId);
  }

  /** Event or cricket id, as the client may hold either (the route's id is the cricket id). */
  find(id: number): LiveMatch | undefined {
    return this.byEventId(id) ?? this.byCricketId(id);
  }

  startClock(): void {
    this.timer ??= setInterval(
      () => void (this.following ? this.follow() : this.tick()).then(() => this.onSecond()).catch(() => undefined),
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
    if (this.paused || this.following) return Promise.resolve();
    return this.serial(() => this.tickAll(now));
  }

  private async tickAll(now: Date): Promise<void> {
    for (const match of this.live.values()) {
      if (match.settled) continue;
      if (!match.inPlay && match.row.eventTime <= now) await this.startMatch(match);
      if (match.inPlay) match.sim.tick();
      await this.publish(match);
    }
  }

  /** Test mode: bowl `balls` balls at once (the clock keeps its own pace). */
  advance(match: LiveMatch, balls: number): Promise<void> {
    return this.serial(async () => {
      if (match.settled) return;
      if (!match.inPlay) await this.startMatch(match);
      match.sim.advance(balls);
      await this.publish(match);
    });
  }

  /** Test mode: hold a match's markets suspended (or release them, a wicket's pause included) and republish its odds. */
  hold(match: LiveMatch, held: boolean): Promise<void> {
    return this.serial(async () => {
      match.sim.setHeld(held);
      await this.publish(match);
    });
  }

  /** Test mode: move the home side's win chance (rates and quotes follow) and republish. */
  setChance(match: LiveMatch, homeWinChance: number): Promise<void> {
    return this.serial(async () => {
      match.sim.homeWinChance = homeWinChance;
      await this.publish(match);
    });
  }

  /** Test mode: a new match in play from now, so a test never depends on how far a seeded match got. */
  openMatch(eventName: string): Promise<LiveMatch> {
    let opened: LiveMatch | undefined;
    return this.serial(async () => {
      const [top] = await this.db
        .select({ cricketId: max(matches.cricketId), eventId: max(matches.eventId) })
        .from(matches)
        .where(eq(matches.sport, 'cricket'));
      const cricketId = (top?.cricketId ?? 1000) + 1;
      await this.db.insert(matches).values({
        cricketId,
        eventId: (top?.eventId ?? 34_120_000) + 1,
        eventName,
        eventTime: new Date(),
        inPlay: true,
        status: 'IN_PLAY',
      });
      await this.load();
      opened = this.live.get(cricketId);
      await this.onMatchesChanged();
    }).then(() => {
      if (!opened) throw new Error(`match ${eventName} did not load`);
      return opened;
    });
  }

  private async startMatch(match: LiveMatch): Promise<void> {
    match.inPlay = true;
    await this.db
      .update(matches)
      .set({ inPlay: true, status: 'IN_PLAY' })
      .where(eq(matches.cricketId, match.row.cricketId));
    await this.onMatchesChanged();
  }

  private async publish(match: LiveMatch): Promise<void> {
    match.odds = buildOdds(match.sim, match.inPlay);
    match.score = match.sim.score();
    // Published before settling: a follower's bet on the match either commits first or sees it finished.
    await this.share(match);
    await this.onPublished(match);
    if (match.sim.finished && !match.settled) {
      await this.onFinished(match);
      match.settled = true;
      await this.share(match);
      await this.db
        .update(matches)
        .set({ inPlay: false, status: 'COMPLETED' })
        .where(and(eq(matches.cricketId, match.row.cricketId), ne(matches.status, 'COMPLETED')));
      await this.scheduleNext();
      await this.onMatchesChanged();
    }
  }

  private async scheduleNext(): Promise<void> {
    const [top] = await this.db
      .select({ cricketId: max(matches.cricketId), eventId: max(matches.eventId) })
      .from(matches)
      .where(eq(matches.sport, 'cricket'));
    const cricketId = (top?.cricketId ?? 1000) + 1;
    await this.db
      .insert(matches)
      .values({
        cricketId,
        eventId: (top?.eventId ?? 34_120_000) + 1,
        eventName: FIXTURES[cricketId % FIXTURES.length]!,
        eventTime: new Date(Date.now() + NEXT_MATCH_AFTER_MS),
        status: 'UPCOMING',
      })
      .onConflictDoNothing();
    await this.load();
  }
}
