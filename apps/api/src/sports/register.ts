import type { MatchOdds } from '@exchange/contracts/matchOdds';
import type { FastifyInstance } from 'fastify';
import type { Cluster } from '../cluster/cluster';
import type { Db } from '../db/client';
import { MatchList } from './matches';
import { sportRoutes } from './routes';
import { sportTestRoutes } from './testRoutes';
import { SportWorld, type LiveSportMatch, type SportConfig } from './world';

/** What a tennis or soccer world trades on: the Match Odds exchange (matchOdds/register.ts). */
export interface SportMarkets {
  addVenue(world: SportWorld): void;
  afterTick(match: LiveSportMatch): Promise<void>;
  snapshot(match: LiveSportMatch): MatchOdds;
  /** Settles a finished match, whose one market is Match Odds. */
  settle(match: LiveSportMatch): Promise<void>;
}

export interface SportOptions {
  db: Db;
  cluster: Cluster;
  markets: SportMarkets;
  testMode?: boolean | undefined;
}

/**
 * A sport played on Match Odds alone (tennis, soccer: issue 15): a world of a few matches from its
 * config (tennis/tennis.ts, soccer/soccer.ts), its match list and match poll, its test routes.
 */
export async function registerSport(app: FastifyInstance, config: SportConfig, options: SportOptions) {
  const { db, markets } = options;
  const world = new SportWorld(db, config, options.cluster);
  const dashboard = new MatchList(db, config.sport);
  world.onPublished = (match) => markets.afterTick(match);
  world.onFinished = (match) => markets.settle(match);
  world.onMatchesChanged = () => dashboard.refresh();
  await world.ensureFixtures();
  await dashboard.refresh();
  markets.addVenue(world);
  world.runOn(app);
  await app.register(sportRoutes, {
    prefix: '/cm/v1',
    world,
    dashboard,
    matchOdds: (match) => markets.snapshot(match),
  });
  if (options.testMode) await app.register(sportTestRoutes, { prefix: `/__test/${config.sport}`, world });
  return world;
}
