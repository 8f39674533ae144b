import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import type { SessionStore } from '../security/tokens';
import type { SportMarkets } from '../sports/register';
import type { WalletService } from '../wallet/wallet';
import { MatchOddsKeeper } from './keeper';
import { MatchOrdersCache } from './myOrders';
import { MatchOddsOrders } from './orders';
import { matchOddsRoutes } from './routes';
import { settleSportMatch } from './sportSettlement';
import { MatchOddsVenues } from './venues';

export interface MatchOddsOptions {
  db: Db;
  wallet: WalletService;
  sessions: SessionStore;
}

/**
 * The Match Odds exchange of every sport: orders, makers, the keeper of the books, a player's
 * orders, and its routes. Each sport adds its world as a venue (cricket/register.ts, and
 * `sportMarkets` for tennis and soccer through sports/register.ts).
 */
export async function registerMatchOdds(app: FastifyInstance, { db, wallet, sessions }: MatchOddsOptions) {
  const keeper = new MatchOddsKeeper(db, wallet);
  const venues = new MatchOddsVenues();
  const orders = new MatchOddsOrders(db, wallet, venues);
  const myOrders = new MatchOrdersCache(db);
  wallet.onChange(async (userId) => myOrders.forget(userId));
  orders.onBookChanged = () => keeper.refresh();
  await keeper.refresh();
  await app.register(matchOddsRoutes, { prefix: '/cm/v1', world: venues, orders, myOrders, sessions });
  /** A tennis or soccer world trades here, and its matches are settled here alone. */
  const sportMarkets: SportMarkets = {
    addVenue: (world) => venues.add(world),
    afterTick: (match) => keeper.afterTick(match),
    snapshot: (match) => keeper.snapshot(match),
    settle: (match) => settleSportMatch(db, wallet, match),
  };
  return { keeper, venues, orders, myOrders, sportMarkets };
}

export type MatchOddsExchange = Awaited<ReturnType<typeof registerMatchOdds>>;
