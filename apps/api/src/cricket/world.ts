import { lockEngineState, readEngineStates, writeEngineState, type Cluster } from '../cluster/cluster';
import type { Db } from '../db/client';
import type { MatchRow } from '../db/schema';
import { MatchWorld, sidesOf, type Schedule, type WorldMatch } from '../sports/matchWorld';
import { buildOdds, matchOddsRunners, type OddsSnapshot } from './markets';
import { applyMatchState, isMatchState, matchKey, matchState, matchView } from './replication';
import { MatchSimulator } from './simulator';

/** A cricket match as its markets see it; Match Odds read it as any sport's MatchOddsEvent. */
export type LiveMatch = WorldMatch & {
  sim: MatchSimulator;
  /** Set once the match has been settled; its last odds and score stay readable. */
  settled: boolean;
  odds: OddsSnapshot;
  score: ReturnType<MatchSimulator['score']>;
};

/** Cricket's ids, and the fixtures the world schedules as matches end, so there is always cricket at any time of day. */
const CRICKET: Schedule = {
  sport: 'cricket',
  firstMatchId: 1000,
  firstEventId: 34_120_000,
  fixtures: [
    'India v England',
    'Australia v South Africa',
    'New Zealand v Sri Lanka',
    'Gujarat Titans v Rajasthan Royals',
    'Delhi Capitals v Punjab Kings',
    'West Indies v Afghanistan',
  ],
};

/** Balls already bowled when the simulator picks up a match that was in play before it started. */
const warmUpBalls = (cricketId: number) => 20 + (cricketId % 3) * 25;

/**
 * The simulated cricket world (a MatchWorld): polling reads (odds, score) are served from snapshots
 * rebuilt on each tick. Over a shared database the leader plays and publishes each match's state;
 * the other instances follow it every second, and their bets see the published state.
 */
export class CricketWorld extends MatchWorld<LiveMatch> {
  // A test's new match is picked up part-way too, as one found in play at start.
  protected override readonly warmUpOpenedMatch = true;

  constructor(db: Db, cluster?: Cluster) {
    super(db, CRICKET, cluster);
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

  protected override async share(match: LiveMatch): Promise<void> {
    if (this.cluster.shared && this.cluster.isLeader())
      await writeEngineState(this.db, matchKey(match.row.cricketId), matchState(match));
  }

  protected override second(): Promise<void> {
    return this.following ? this.follow() : this.tick();
  }

  /**
   * Inside a bet's transaction: the match as the bet must see it. A follower takes the leader's
   * published state, locked FOR SHARE, so the leader's write that ends the match waits for the bet
   * (none published: undefined, the market is closed).
   */
  override async forBet(tx: Parameters<typeof lockEngineState>[0], match: LiveMatch): Promise<LiveMatch | undefined> {
    if (!this.following) return match;
    const state = await lockEngineState(tx, matchKey(match.row.cricketId));
    return isMatchState(state, match.row.cricketId) ? matchView(match, state) : undefined;
  }

  byCricketId(cricketId: number): LiveMatch | undefined {
    return this.live.get(cricketId);
  }

  /** Test mode: bowl `balls` balls at once (the clock keeps its own pace). */
  advance(match: LiveMatch, balls: number): Promise<void> {
    return this.play(match, (sim) => sim.advance(balls));
  }

  /** Test mode: hold a match's markets suspended (or release them, a wicket's pause included) and republish its odds. */
  hold(match: LiveMatch, held: boolean): Promise<void> {
    return this.republish(match, (sim) => sim.setHeld(held));
  }

  /** Test mode: move the home side's win chance (rates and quotes follow) and republish. */
  setChance(match: LiveMatch, homeWinChance: number): Promise<void> {
    return this.republish(match, (sim) => {
      sim.homeWinChance = homeWinChance;
    });
  }

  protected liveMatch(row: MatchRow, warmUp: boolean): LiveMatch {
    const sim = new MatchSimulator(row.cricketId, sidesOf(row.eventName));
    if (row.inPlay && warmUp) sim.advance(warmUpBalls(row.cricketId));
    return {
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
  }

  protected refresh(match: LiveMatch): void {
    match.odds = buildOdds(match.sim, match.inPlay);
    match.score = match.sim.score();
  }
}
