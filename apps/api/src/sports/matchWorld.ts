import { and, eq, max, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { singleProcess, type Cluster } from '../cluster/cluster';
import type { Db } from '../db/client';
import { matches, type MatchRow } from '../db/schema';
import type { MatchOddsEvent } from './matchOddsEvent';

/** What a world asks of a match's simulator: a second of the clock, and steps of play at once. */
export type WorldSimulator = MatchOddsEvent['sim'] & { tick(): unknown; advance(steps: number): void };

/** A match of a world: its row of `matches`, its simulator, and what it shows its markets. */
export type WorldMatch = MatchOddsEvent & { row: MatchRow; sim: WorldSimulator };

/** Where a sport's matches stand in `matches`, and the fixtures its world schedules as matches end. */
export type Schedule = {
  sport: string;
  /** Match and event ids start above these, far from the other sports'. */
  firstMatchId: number;
  firstEventId: number;
  fixtures: readonly string[];
};

/** An upcoming match starts this long after it is scheduled. */
export const NEXT_MATCH_AFTER_MS = 10 * 60_000;

export const sidesOf = (eventName: string): [string, string] => {
  const [home = eventName, away = 'Opponent'] = eventName.split(' v ');
  return [home.trim(), away.trim()];
};

/**
 * A simulated world of one sport (cricket's, tennis's, soccer's): every open match has a simulator;
 * in-play ones tick once a second, an upcoming match starts on time, a finished one is settled
 * (`onFinished`) and replaced by a new fixture. Ticks, test actions and settlements run one after
 * another, never interleaved. Over a shared database only the engine's instance (the leader) plays.
 */
export abstract class MatchWorld<M extends WorldMatch> {
  protected readonly live = new Map<number, M>();
  private readonly byEvent = new Map<number, number>();
  private timer: NodeJS.Timeout | null = null;
  private queue: Promise<void> = Promise.resolve();
  paused = false;
  onFinished: (match: M) => Promise<void> = async () => {};
  onMatchesChanged: () => Promise<void> = async () => {};
  /** After each tick's publish on the engine's instance (before a finished match settles). */
  onPublished: (match: M) => Promise<void> = async () => {};
  /** After every second's work, on every instance. */
  onSecond: () => Promise<void> = async () => {};
  /** Whether a test's new match (`openMatch`) is picked up part-way, as a match found in play at start. */
  protected readonly warmUpOpenedMatch: boolean = false;

  constructor(
    protected readonly db: Db,
    private readonly schedule: Schedule,
    protected readonly cluster: Cluster = singleProcess(),
  ) {}

  /** A match as the world holds it, from its row; `warmUp`: a match in play is picked up part-way. */
  protected abstract liveMatch(row: MatchRow, warmUp: boolean): M;

  /** What the match shows (odds, score, runners), rebuilt from its simulator on every publish. */
  protected abstract refresh(match: M): void;

  /** Hands the match as it now stands to the other instances; nothing unless a world replicates. */
  protected async share(_match: M): Promise<void> {}

  /** Another instance plays (over a shared database, when this one is not the leader). */
  protected get following(): boolean {
    return this.cluster.shared && !this.cluster.isLeader();
  }

  protected ofSport() {
    return eq(matches.sport, this.schedule.sport);
  }

  /** Picks up the open matches not held yet. */
  async load(warmUp = true): Promise<void> {
    const rows = await this.db
      .select()
      .from(matches)
      .where(and(this.ofSport(), ne(matches.status, 'COMPLETED')));
    for (const row of rows) {
      if (this.live.has(row.cricketId)) continue;
      this.live.set(row.cricketId, this.liveMatch(row, warmUp));
      this.byEvent.set(row.eventId, row.cricketId);
    }
  }

  byEventId(eventId: number): M | undefined {
    const matchId = this.byEvent.get(eventId);
    return matchId === undefined ? undefined : this.live.get(matchId);
  }

  /** Event or match id, as the client may hold either. */
  find(id: number): M | undefined {
    return this.byEventId(id) ?? this.live.get(id);
  }

  /** Inside a bet's transaction, the match as the bet must see it: as it is in memory, unless a world replicates. */
  async forBet(_tx: unknown, match: M): Promise<M | undefined> {
    return match;
  }

  /** On a server: the clock starts when it listens (so `app.inject` tests drive the world themselves) and stops on close. */
  runOn(app: FastifyInstance): void {
    app.addHook('onListen', async () => this.startClock());
    app.addHook('onClose', async () => this.stopClock());
  }

  startClock(): void {
    this.timer ??= setInterval(
      () =>
        void this.second()
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

  /** A second of the clock: the tick (which a following instance skips). */
  protected second(): Promise<void> {
    return this.tick();
  }

  protected serial(work: () => Promise<void>): Promise<void> {
    const next = this.queue.then(work);
    this.queue = next.catch(() => undefined);
    return next;
  }

  tick(now = new Date()): Promise<void> {
    if (this.paused || this.following) return Promise.resolve();
    return this.serial(async () => {
      for (const match of this.live.values()) {
        if (match.settled) continue;
        if (!match.inPlay && match.row.eventTime <= now) await this.startMatch(match);
        if (match.inPlay) match.sim.tick();
        await this.publish(match);
      }
    });
  }

  /** Test mode: play on at once (steps, a point, a goal, to the end), starting the match if it has not; republish. */
  play(match: M, change: (sim: M['sim']) => void): Promise<void> {
    return this.serial(async () => {
      if (match.settled) return;
      if (!match.inPlay) await this.startMatch(match);
      change(match.sim);
      await this.publish(match);
    });
  }

  /** Test mode: change a match where it stands (a hold, a chance) and republish. */
  protected republish(match: M, change: (sim: M['sim']) => void): Promise<void> {
    return this.serial(async () => {
      change(match.sim);
      await this.publish(match);
    });
  }

  /** Test mode: a new match in play from now, so a test never depends on how far a seeded match got. */
  openMatch(eventName: string): Promise<M> {
    let opened: M | undefined;
    return this.serial(async () => {
      const matchId = await this.insertMatch(true, eventName);
      await this.load(this.warmUpOpenedMatch);
      opened = this.live.get(matchId);
      await this.onMatchesChanged();
    }).then(() => {
      if (!opened) throw new Error(`match ${eventName} did not load`);
      return opened;
    });
  }

  /** A new match of the sport: in play now, or upcoming (a fixture of the schedule, unless named). */
  protected async insertMatch(inPlay: boolean, eventName?: string): Promise<number> {
    const [top] = await this.db
      .select({ matchId: max(matches.cricketId), eventId: max(matches.eventId) })
      .from(matches)
      .where(this.ofSport());
    const { sport, firstMatchId, firstEventId, fixtures } = this.schedule;
    const matchId = Math.max(top?.matchId ?? 0, firstMatchId) + 1;
    await this.db
      .insert(matches)
      .values({
        cricketId: matchId,
        eventId: Math.max(top?.eventId ?? 0, firstEventId) + 1,
        eventName: eventName ?? fixtures[matchId % fixtures.length]!,
        eventTime: inPlay ? new Date() : new Date(Date.now() + NEXT_MATCH_AFTER_MS),
        inPlay,
        sport,
        status: inPlay ? 'IN_PLAY' : 'UPCOMING',
      })
      .onConflictDoNothing();
    return matchId;
  }

  private async startMatch(match: M): Promise<void> {
    match.inPlay = true;
    await this.db
      .update(matches)
      .set({ inPlay: true, status: 'IN_PLAY' })
      .where(eq(matches.cricketId, match.row.cricketId));
    await this.onMatchesChanged();
  }

  private async publish(match: M): Promise<void> {
    this.refresh(match);
    // Shared before settling: a follower's bet on the match either commits first or sees it finished.
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
      await this.insertMatch(false);
      await this.load();
      await this.onMatchesChanged();
    }
  }
}
