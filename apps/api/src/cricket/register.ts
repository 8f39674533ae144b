import type { FastifyInstance } from 'fastify';
import type { Cluster } from '../cluster/cluster';
import type { Db } from '../db/client';
import type { MatchOddsExchange } from '../matchOdds/register';
import type { SessionStore } from '../security/tokens';
import type { MatchList } from '../sports/matches';
import type { WalletService } from '../wallet/wallet';
import { cricketAccountRoutes } from './accountRoutes';
import { CricketBets } from './bets';
import { BookmakerCashOut } from './bookmakerCashOut';
import { cricketExchangeRoutes } from './exchangeRoutes';
import { settleMatch } from './settlement';
import { cricketTestRoutes } from './testRoutes';
import { CricketWorld } from './world';

export interface CricketExchangeOptions {
  db: Db;
  wallet: WalletService;
  sessions: SessionStore;
  dashboard: MatchList;
  /** The Match Odds exchange a cricket match also trades on (matchOdds/register.ts). */
  matchOdds: MatchOddsExchange;
  testMode?: boolean;
  cluster: Cluster;
}

/**
 * The cricket exchange: simulator, bookmaker and session bets, settlement (its Match Odds with them)
 * and their routes. The clock starts when the server listens (so `app.inject` tests drive the world
 * themselves) and stops on close.
 */
export async function registerCricketExchange(app: FastifyInstance, options: CricketExchangeOptions) {
  const { db, wallet, sessions, dashboard } = options;
  const { keeper, venues, myOrders } = options.matchOdds;
  const world = new CricketWorld(db, options.cluster);
  options.cluster.onLeadership(async (leader) => {
    if (leader) await world.lead();
  });
  const bets = new CricketBets(db, wallet, world);
  venues.add(world);
  world.onPublished = (match) => keeper.afterTick(match);
  world.onSecond = () => keeper.refresh();
  world.onFinished = (match) => settleMatch(db, wallet, match);
  world.onMatchesChanged = () => dashboard.refresh();
  wallet.onChange((userId) => bets.loadUser(userId));
  await world.load();

  world.runOn(app);
  await app.register(cricketExchangeRoutes, {
    prefix: '/cm/v1',
    world,
    bets,
    cashOut: new BookmakerCashOut(wallet, world, bets),
    sessions,
    matchOdds: (match) => keeper.snapshot(match),
    matchOrders: (userId, match) => myOrders.of(userId, match),
  });
  await app.register(cricketAccountRoutes, { prefix: '/aam/v1', world, bets, sessions });
  if (options.testMode) await app.register(cricketTestRoutes, { prefix: '/__test/cricket', world });
  return { world, bets };
}
