import type { SportScore } from '@exchange/contracts/sports';
import { and, ne } from 'drizzle-orm';
import type { Cluster } from '../cluster/cluster';
import type { Db } from '../db/client';
import { matches, type MatchRow } from '../db/schema';
import type { MatchOddsRunner } from './matchOddsEvent';
import { MatchWorld, sidesOf, type Schedule, type WorldMatch } from './matchWorld';
import { quotedChances, type SportSimulator } from './simulator';

export type SportName = 'tennis' | 'soccer';

export type LiveSportMatch = WorldMatch & {
  sport: SportName;
  sim: SportSimulator;
  score: SportScore;
};

export type SportConfig = Schedule & {
  sport: SportName;
  simulator: (matchId: number, sides: [string, string]) => SportSimulator;
  /** Steps already played when a match that was in play before the server started is picked up. */
  warmUpSteps: (matchId: number) => number;
};

/** How many open matches each sport keeps: a few in play, the rest upcoming. */
export const OPEN_MATCHES = 3;
const IN_PLAY_AT_START = 2;

/** Selection id of a runner (0-based, in market order): unique across matches. */
export const runnerSelectionId = (matchId: number, runner: number) => matchId * 10 + runner + 1;

/**
 * The simulated tennis or soccer world (a MatchWorld, as cricket's): a few open matches from its
 * config. It runs on the engine's instance only (see docs/decisions/0032-tennis-and-soccer.md).
 */
export class SportWorld extends MatchWorld<LiveSportMatch> {
  constructor(
    db: Db,
    readonly config: SportConfig,
    cluster?: Cluster,
  ) {
    super(db, config, cluster);
  }

  get sport(): SportName {
    return this.config.sport;
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

  protected liveMatch(row: MatchRow, warmUp: boolean): LiveSportMatch {
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
    this.refresh(match);
    return match;
  }

  protected refresh(match: LiveSportMatch): void {
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
}
