import type { FastifyInstance } from 'fastify';
import type { Cluster } from '../cluster/cluster';
import type { Db } from '../db/client';
import type { SessionStore } from '../security/tokens';
import type { WalletService } from '../wallet/wallet';
import { cricketAccountRoutes } from './accountRoutes';
import { CricketBets } from './bets';
import { BookmakerCashOut } from './bookmakerCashOut';
import { cricketExchangeRoutes } from './exchangeRoutes';
import type { CricketService } from './service';
import { settleMatch } from './settlement';
import { cricketTestRoutes } from './testRoutes';
import { CricketWorld } from './world';
import { MatchOddsKeeper } from '../matchOdds/keeper';
import { MatchOddsOrders } from '../matchOdds/orders';
import { matchOddsRoutes } from '../matchOdds/routes';
import { MatchOrdersCache } from '../matchOdds/myOrders';
import { MatchOddsVenues } from '../matchOdds/venues';

export interface CricketExchangeOptions {
  db: Db;
  wallet: WalletService;
  sessions: SessionStore;
  dashboard: CricketService;
  testMode?: boolean;
  cluster: Cluster;
}

/**
 * The cricket exchange: simulator, bets, settlement and their routes. The clock starts when the
 * server listens (so `app.inject` tests drive the world themselves) and stops on close.
 */
export async function registerCricketExchange(app: FastifyInstance, options: CricketExchangeOptions) {
  const { db, wallet, sessions, dashboard } = options;
  const world = new CricketWorld(db, options.cluster);
  options.cluster.onLeadership(async (leader) => {
    if (leader) await world.lead();
  });
  const bets = new CricketBets(db, wallet, world);
  const keeper = new MatchOddsKeeper(db, wallet);
  // Tennis and soccer add their worlds (sports/register.ts).
  const venues = new MatchOddsVenues();
  venues.add(world);
  const orders = new MatchOddsOrders(db, wallet, venues);
  const myOrders = new MatchOrdersCache(db);
  wallet.onChange(async (userId) => myOrders.forget(userId));
  orders.onBookChanged = () => keeper.refresh();
  world.onPublished = (match) => keeper.afterTick(match);
  world.onSecond = () => keeper.refresh();
  await keeper.refresh();
  world.onFinished = (match) => settleMatch(db, wallet, match);
  world.onMatchesChanged = () => dashboard.refresh();
  wallet.onChange((userId) => bets.loadUser(userId));
  await world.load();

  app.addHook('onListen', async () => world.startClock());
  app.addHook('onClose', async () => world.stopClock());
  await app.register(cricketExchangeRoutes, {
    prefix: '/cm/v1',
    world,
    bets,
    cashOut: new BookmakerCashOut(wallet, world, bets),
    sessions,
    matchOdds: (match) => keeper.snapshot(match),
    matchOrders: (userId, match) => myOrders.of(userId, match),
  });
  await app.register(matchOddsRoutes, { prefix: '/cm/v1', world: venues, orders, myOrders, sessions });
  await app.register(cricketAccountRoutes, { prefix: '/aam/v1', db, world, bets, sessions });
  if (options.testMode) await app.register(cricketTestRoutes, { prefix: '/__test/cricket', world });
  return { world, bets, orders, keeper, venues, myOrders };
}
