import { CASINO_TABLES, optionByName } from '@exchange/betting';
import { and, eq, like } from 'drizzle-orm';
import postgres from 'postgres';
import type { App } from '../app';
import { casinoBets } from '../casino/tables';
import { openDatabase, type Database } from '../db/client';
import { users } from '../db/schema';
import { copyTemplate, createTestApp, session, testPostgresUrl } from '../testing/harness';
import { ledgerEntries } from '../wallet/tables';
import { postgresCluster, type Cluster } from './cluster';

// Two API instances over one PostgreSQL database, as behind a load balancer (issue 18). Runs only in
// the api-postgres project, which provides the throwaway cluster.
type Instance = { app: App; database: Database; cluster: Cluster };

let url: string;
const instances: Instance[] = [];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function startInstance(): Promise<Instance> {
  const database = await openDatabase({ databaseUrl: url });
  const cluster = postgresCluster(url);
  const app = await createTestApp(database, { cluster });
  // Listening starts the cricket clock, as in production.
  await app.listen({ port: 0, host: '127.0.0.1' });
  const instance = { app, database, cluster };
  instances.push(instance);
  return instance;
}

async function stopInstance(instance: Instance): Promise<void> {
  instances.splice(instances.indexOf(instance), 1);
  await instance.app.close();
  await instance.database.close();
}

async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await sleep(100);
  }
}

const get = async (app: App, url: string, headers: Record<string, string> = {}) => {
  const res = await app.inject({ method: 'GET', url, headers });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json().response;
};
const tableOdds = (app: App, gameId: string) => get(app, `/casino/v1/odds?casinoGames=${gameId}`);
const roundOf = (o: { marketId: string; seedHash: string; oddDetailsDTOS: unknown }) =>
  JSON.stringify([o.marketId, o.seedHash, o.oddDetailsDTOS]);

beforeAll(async () => {
  const server = testPostgresUrl();
  if (!server) throw new Error('no PostgreSQL server provided: this file runs in the api-postgres project');
  url = await copyTemplate(server);
}, 60_000);
afterAll(async () => {
  for (const instance of [...instances]) await stopInstance(instance);
});

describe('two instances over one PostgreSQL', () => {
  let a: Instance;
  let b: Instance;

  it('elect exactly one engine, and both answer the same rounds, seed hashes, odds and cricket for 20 s', async () => {
    a = await startInstance();
    b = await startInstance();
    expect(a.cluster.isLeader()).toBe(true);
    expect(b.cluster.isLeader()).toBe(false);

    const match = (await get(a.app, '/cm/v1/cricket/all-matches-dashboard')).find(
      (m: { inPlay: boolean }) => m.inPlay,
    ) as { eventId: number };
    expect(match).toBeDefined();
    expect(await get(b.app, '/cm/v1/cricket/all-matches-dashboard')).toEqual(
      await get(a.app, '/cm/v1/cricket/all-matches-dashboard'),
    );

    const seen = { a: new Map<string, string>(), b: new Map<string, string>() };
    let samples = 0;
    let agreed = 0;
    let cricketAgreed = 0;
    for (let i = 0; i < 20; i += 1) {
      await sleep(1000);
      for (const table of CASINO_TABLES) {
        const [oa, ob] = await Promise.all([tableOdds(a.app, table.gameId), tableOdds(b.app, table.gameId)]);
        seen.a.set(oa.marketId, oa.seedHash);
        seen.b.set(ob.marketId, ob.seedHash);
        samples += 1;
        if (roundOf(oa) === roundOf(ob)) agreed += 1;
      }
      const url = `/cm/v1/cricket/odds/${match.eventId}`;
      const [ca, cb] = await Promise.all([get(a.app, url), get(b.app, url)]);
      if (JSON.stringify(ca) === JSON.stringify(cb)) cricketAgreed += 1;
    }
    // Every round either instance showed is the same round, with the same seed hash, on the other.
    for (const [marketId, hash] of seen.b) if (seen.a.has(marketId)) expect(seen.a.get(marketId)).toBe(hash);
    const common = [...seen.b.keys()].filter((id) => seen.a.has(id));
    expect(common.length).toBeGreaterThanOrEqual(seen.b.size - CASINO_TABLES.length);
    // The follower refreshes every second, so a sample may straddle a change; nearly all agree.
    expect(agreed / samples).toBeGreaterThan(0.8);
    expect(cricketAgreed).toBeGreaterThanOrEqual(14);
  }, 60_000);

  it('a bet placed through the follower is seen and exposed through the leader and settled once', async () => {
    const player = await session(b.app, 'C1001');
    const [before] = await a.database.db.select().from(users).where(eq(users.id, player.id));
    await a.app.inject({ method: 'POST', url: '/__test/casino/DRAGON_TIGER_20/fast-forward' });
    await until('the follower shows the new round', async () => {
      const [oa, ob] = await Promise.all([tableOdds(a.app, 'DRAGON_TIGER_20'), tableOdds(b.app, 'DRAGON_TIGER_20')]);
      return oa.marketId === ob.marketId && ob.status === 'ACTIVE';
    });
    const { marketId } = await tableOdds(b.app, 'DRAGON_TIGER_20');
    const placed = await b.app.inject({
      method: 'POST',
      url: '/casino/v1/bet/place',
      headers: player.auth,
      payload: { amount: 100, marketId, runnerName: 'Dragon', selectionId: 1, casinoGames: 'DRAGON_TIGER_20', back: 2 },
    });
    expect(placed.statusCode).toBe(200);

    // The leader's copies (open bets, profile) are refreshed by the follower's notification.
    await until('the leader shows the bet', async () => {
      const mine = await get(a.app, '/casino/v1/my-bet?casinoGames=DRAGON_TIGER_20', player.auth);
      return mine.some((bet: { marketId: string }) => bet.marketId === marketId);
    });
    const exposure = await get(a.app, `/casino/v1/pl-exposure?marketId=${marketId}`, player.auth);
    expect(exposure.casinoPLExposure).toContainEqual({ selectionName: 'Dragon', exposure: 100 });
    const profile = await get(a.app, `/aam/v1/accmanage/user/${player.id}`, player.auth);
    // The profile shows liability as a negative amount.
    expect(profile.liability).toBe(-before!.liabilityPaise / 100 - 100);

    await a.app.inject({ method: 'POST', url: '/__test/casino/DRAGON_TIGER_20/fast-forward' });
    await until('the follower sees the bet settled', async () => {
      const settled = await get(b.app, '/casino/v1/my-bet/settled', player.auth);
      return settled.some((bet: { marketId: string }) => bet.marketId === marketId);
    });
    await expectSettledOnce(player.id, marketId, before!);
  }, 60_000);

  it('a money change is announced to the other instance once, and not passed back and forth', async () => {
    // Every instance's notification about the player, as the other instances hear it.
    const listener = postgres(url, { max: 1, onnotice: () => undefined });
    const heard: string[] = [];
    try {
      const player = await session(b.app, 'C1002');
      await listener.listen('wallet_changed', (message) => heard.push(message));
      await a.app.inject({ method: 'POST', url: '/__test/casino/DRAGON_TIGER_20/fast-forward' });
      await until('the follower shows the new round', async () => {
        const [oa, ob] = await Promise.all([tableOdds(a.app, 'DRAGON_TIGER_20'), tableOdds(b.app, 'DRAGON_TIGER_20')]);
        return oa.marketId === ob.marketId && ob.status === 'ACTIVE';
      });
      const { marketId } = await tableOdds(b.app, 'DRAGON_TIGER_20');
      const tiger = optionByName('DRAGON_TIGER_20', 'Tiger')!;
      const placed = await b.app.inject({
        method: 'POST',
        url: '/casino/v1/bet/place',
        headers: player.auth,
        payload: {
          amount: 100,
          marketId,
          runnerName: 'Tiger',
          selectionId: tiger.selectionId,
          casinoGames: 'DRAGON_TIGER_20',
          back: tiger.back,
        },
      });
      expect(placed.statusCode).toBe(200);
      await until('the leader shows the bet', async () => {
        const mine = await get(a.app, '/casino/v1/my-bet?casinoGames=DRAGON_TIGER_20', player.auth);
        return mine.some((bet: { marketId: string }) => bet.marketId === marketId);
      });
      // Time for an echo to go round many times (each trip takes milliseconds).
      await sleep(2000);
      // The follower committed the bet and said so once. Had the leader passed it back, the follower
      // would have passed it on again, and so on: many notices from both. (The leader may rightly
      // announce a change of its own, e.g. a settlement; the follower does not repeat that either.)
      const fromFollower = heard.filter((message) => message === `${b.cluster.instanceId}|${player.id}`);
      expect(fromFollower).toHaveLength(1);

      // Settled before the next test, which reconciles this player's balance.
      await a.app.inject({ method: 'POST', url: '/__test/casino/DRAGON_TIGER_20/fast-forward' });
      await until('the bet is settled', async () => {
        const settled = await get(b.app, '/casino/v1/my-bet/settled', player.auth);
        return settled.some((bet: { marketId: string }) => bet.marketId === marketId);
      });
    } finally {
      await listener.end({ timeout: 1 });
    }
  }, 60_000);

  it('a sign-out through one instance ends the session on the other', async () => {
    const player = await session(a.app, 'C1002');
    const profile = () =>
      b.app.inject({ method: 'GET', url: `/aam/v1/accmanage/user/${player.id}`, headers: player.auth });
    expect((await profile()).statusCode).toBe(200);
    expect((await a.app.inject({ method: 'POST', url: '/aam/v1/auth/signout', headers: player.auth })).statusCode).toBe(
      200,
    );
    await until('the other instance refuses the token', async () => (await profile()).statusCode === 401, 5000);
  }, 30_000);

  it('stopping the leader mid-round hands the round over to the other, which settles it once', async () => {
    const players = [await session(a.app, 'C1001'), await session(b.app, 'C1002')];
    const before = await Promise.all(
      players.map(async (p) => (await a.database.db.select().from(users).where(eq(users.id, p.id)))[0]!),
    );
    await until(
      'the follower shows the leader round with time to bet',
      async () => {
        const [oa, ob] = await Promise.all([tableOdds(a.app, 'LUCKY7'), tableOdds(b.app, 'LUCKY7')]);
        return oa.marketId === ob.marketId && Number(ob.autoTime) > 12;
      },
      40_000,
    );
    const { marketId, seedHash } = await tableOdds(b.app, 'LUCKY7');
    for (const [i, [instance, runnerName]] of (
      [
        [a, 'Low Card'],
        [b, 'High Card'],
      ] as const
    ).entries()) {
      const { selectionId, back } = optionByName('LUCKY7', runnerName)!;
      const res = await instance.app.inject({
        method: 'POST',
        url: '/casino/v1/bet/place',
        headers: players[i]!.auth,
        payload: { amount: 200, marketId, runnerName, selectionId, casinoGames: 'LUCKY7', back },
      });
      expect(res.statusCode, res.body).toBe(200);
    }

    await stopInstance(a);
    await until('the other instance leads', () => b.cluster.isLeader(), 5000);
    // The round goes on where it was: the same id and seed hash, bets still open.
    const resumed = await tableOdds(b.app, 'LUCKY7');
    expect([resumed.marketId, resumed.seedHash]).toEqual([marketId, seedHash]);

    await until(
      'the round settles on the new leader',
      async () => {
        const open = await b.database.db
          .select()
          .from(casinoBets)
          .where(and(eq(casinoBets.marketId, marketId), eq(casinoBets.status, 'MATCHED')));
        return open.length === 0;
      },
      40_000,
    );
    for (const [i, player] of players.entries()) await expectSettledOnce(player.id, marketId, before[i]!, b.database);
  }, 90_000);
});

/** One settlement row for the round, the balance moved by exactly the bets' result, no liability left on it. */
async function expectSettledOnce(
  userId: number,
  marketId: string,
  before: typeof users.$inferSelect,
  database: Database = instances[0]!.database,
) {
  const { db } = database;
  const settlements = await db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), like(ledgerEntries.reference, `casino:${marketId}`)));
  expect(settlements).toHaveLength(1);
  const bets = await db
    .select()
    .from(casinoBets)
    .where(and(eq(casinoBets.userId, userId), eq(casinoBets.marketId, marketId)));
  expect(bets.every((bet) => bet.status === 'SETTLED')).toBe(true);
  const net = bets.reduce((sum, bet) => sum + bet.profitLossPaise!, 0);
  expect(settlements[0]!.creditPaise - settlements[0]!.debitPaise).toBe(net);
  const [after] = await db.select().from(users).where(eq(users.id, userId));
  expect(after!.balancePaise).toBe(before.balancePaise + net);
  expect(after!.liabilityPaise).toBe(before.liabilityPaise);
  expect(settlements[0]!.balanceAfterPaise).toBe(after!.balancePaise);
}
