import type { FastifyInstance } from 'fastify';
import type { Cluster } from '../cluster/cluster';
import { CricketService } from '../cricket/service';
import type { Db } from '../db/client';
import type { MatchOddsKeeper } from '../matchOdds/keeper';
import type { MatchOddsVenues } from '../matchOdds/venues';
import type { WalletService } from '../wallet/wallet';
import { sportRoutes } from './routes';
import { settleSportMatch } from './settlement';
import { SoccerSimulator } from './soccer';
import { TennisSimulator } from './tennis';
import { sportTestRoutes } from './testRoutes';
import { SportWorld, type SportConfig } from './world';

/** Ids far above cricket's (which count up from about a thousand) and apart from each other. */
export const TENNIS: SportConfig = {
  sport: 'tennis',
  firstMatchId: 400_000,
  firstEventId: 35_400_000,
  fixtures: [
    'Carlos Alcaraz v Jannik Sinner',
    'Novak Djokovic v Daniil Medvedev',
    'Iga Swiatek v Aryna Sabalenka',
    'Sumit Nagal v Casper Ruud',
    'Coco Gauff v Elena Rybakina',
  ],
  simulator: (matchId, sides) => new TennisSimulator(matchId, sides),
  warmUpSteps: (matchId) => 20 + (matchId % 3) * 15,
};

export const SOCCER: SportConfig = {
  sport: 'soccer',
  firstMatchId: 600_000,
  firstEventId: 35_600_000,
  fixtures: [
    'Mumbai City v Bengaluru FC',
    'Mohun Bagan v East Bengal',
    'Arsenal v Chelsea',
    'Real Madrid v Barcelona',
    'Kerala Blasters v FC Goa',
  ],
  simulator: (matchId, sides) => new SoccerSimulator(matchId, sides),
  warmUpSteps: (matchId) => 10 + (matchId % 4) * 12,
};

export interface SportsOptions {
  db: Db;
  wallet: WalletService;
  cluster: Cluster;
  keeper: MatchOddsKeeper;
  venues: MatchOddsVenues;
  testMode?: boolean;
}

/**
 * Tennis and soccer (issue 15): each a world of a few matches whose Match Odds trade on cricket's
 * exchange (the same orders, makers, keeper and settlement), with its list and match poll.
 */
export async function registerSports(app: FastifyInstance, options: SportsOptions) {
  const { db, wallet, keeper, venues } = options;
  const worlds: SportWorld[] = [];
  for (const config of [TENNIS, SOCCER]) {
    const world = new SportWorld(db, config, options.cluster);
    const dashboard = new CricketService(db, config.sport);
    world.onPublished = (match) => keeper.afterTick(match);
    world.onFinished = (match) => settleSportMatch(db, wallet, match);
    world.onMatchesChanged = () => dashboard.refresh();
    await world.ensureFixtures();
    await dashboard.refresh();
    venues.add(world);
    app.addHook('onListen', async () => world.startClock());
    app.addHook('onClose', async () => world.stopClock());
    await app.register(sportRoutes, {
      prefix: '/cm/v1',
      world,
      dashboard,
      matchOdds: (match) => keeper.snapshot(match),
    });
    if (options.testMode) await app.register(sportTestRoutes, { prefix: `/__test/${config.sport}`, world });
    worlds.push(world);
  }
  const [tennis, soccer] = worlds as [SportWorld, SportWorld];
  return { tennis, soccer };
}
