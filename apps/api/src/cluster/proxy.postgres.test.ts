import { CASINO_TABLES, optionByName } from '@exchange/betting';
import postgres from 'postgres';
import { generateKeyPair } from '../security/keys';
import { copyTemplate, encryptPassword, testPostgresUrl } from '../testing/harness';
import {
  engineHolder,
  startApiProcess,
  startProxy,
  stopProcess,
  until,
  type ApiProcess,
  type Proxy,
} from '../testing/fleet';

// Two real API processes over one PostgreSQL behind HAProxy round robin, configured by
// deploy/haproxy.cfg (issue 18). Runs only in the api-postgres project, which provides the cluster.
let databaseUrl: string;
let sql: postgres.Sql;
const keys = generateKeyPair();
const apis: ApiProcess[] = [];
let proxy: Proxy;

type TableRound = { marketId: string; seedHash: string; autoTime: string; status: string; oddDetailsDTOS: unknown };
type Answer = { instance: string; status: number; body: { response: unknown } };

/**
 * A GET through the proxy. `Authorization` keeps HAProxy's cache out of it (it never answers such a
 * request from the cache), so each answer comes from the instance round robin picked.
 */
async function viaProxy(path: string, token = 'probe', init: RequestInit = {}): Promise<Answer> {
  const res = await fetch(`${proxy.url}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
  });
  return { instance: res.headers.get('x-instance') ?? '', status: res.status, body: await res.json() };
}
const odds = async (gameId: string) =>
  (await viaProxy(`/casino/v1/odds?casinoGames=${gameId}`)).body.response as TableRound;
const same = (o: TableRound) => JSON.stringify([o.marketId, o.seedHash, o.oddDetailsDTOS]);
const apiOf = (instance: string) => apis.find((api) => api.instanceId === instance)!;

async function signIn(username: string): Promise<{ id: number; token: string }> {
  const res = await viaProxy('/aam/v1/auth/signin', '', {
    method: 'POST',
    body: JSON.stringify({ username, password: encryptPassword('123456', keys.publicKeyPem) }),
  });
  expect(res.status).toBe(200);
  return res.body.response as { id: number; token: string };
}

async function placeLucky7(token: string, marketId: string, runnerName: string, amount: number) {
  const { selectionId, back } = optionByName('LUCKY7', runnerName)!;
  return viaProxy('/casino/v1/bet/place', token, {
    method: 'POST',
    body: JSON.stringify({ amount, marketId, runnerName, selectionId, casinoGames: 'LUCKY7', back }),
  });
}

/** The open LUCKY7 round once both instances show it (two answers in a row) with more than `seconds` to bet. */
async function openLucky7Round(seconds: number): Promise<TableRound> {
  let round: TableRound | undefined;
  await until(
    `both instances show a LUCKY7 round open for more than ${seconds} s`,
    async () => {
      const [a, b] = [await odds('LUCKY7'), await odds('LUCKY7')];
      round = a;
      return a.marketId === b.marketId && [a, b].every((o) => o.status === 'ACTIVE' && Number(o.autoTime) > seconds);
    },
    40_000,
  );
  return round!;
}

const wallet = async (id: number) =>
  (
    await sql<Array<{ balance: number; liability: number }>>`
    SELECT balance_paise::int AS balance, liability_paise::int AS liability FROM users WHERE id = ${id}`
  )[0]!;

beforeAll(async () => {
  const server = testPostgresUrl();
  if (!server) throw new Error('no PostgreSQL server provided: this file runs in the api-postgres project');
  databaseUrl = await copyTemplate(server);
  sql = postgres(databaseUrl, { max: 2, onnotice: () => undefined });
  // Started one after the other: the first takes the engine lock.
  apis.push(await startApiProcess({ databaseUrl, rsaPrivateKey: keys.privateKeyPem }));
  apis.push(await startApiProcess({ databaseUrl, rsaPrivateKey: keys.privateKeyPem }));
  proxy = await startProxy(apis);
}, 240_000);
afterAll(async () => {
  await Promise.all([proxy, ...apis].filter(Boolean).map(({ child }) => stopProcess(child)));
  await sql?.end({ timeout: 1 });
});

describe('two API processes behind HAProxy round robin', () => {
  it('answer the same round, seed hash and odds of every table, and the same match odds, whichever answers, for a minute', async () => {
    const dashboard = await viaProxy('/cm/v1/cricket/all-matches-dashboard');
    const match = (dashboard.body.response as Array<{ eventId: number; inPlay: boolean }>).find((m) => m.inPlay)!;
    expect(match).toBeDefined();
    const hit = new Set<string>();
    let samples = 0;
    let agreed = 0;
    const seedOf = new Map<string, string>();
    const roundsOf = new Map<string, Set<string>>();
    const started = Date.now();
    // A minute, as issue 18 asks: each table deals at least one whole round in it.
    while (Date.now() - started < 60_000) {
      for (const { gameId } of [...CASINO_TABLES, { gameId: `cricket:${match.eventId}` }]) {
        const path = gameId.startsWith('cricket:')
          ? `/cm/v1/cricket/odds/${match.eventId}`
          : `/casino/v1/odds?casinoGames=${gameId}`;
        // Two requests in a row: round robin sends them to the two instances.
        const [first, second] = [await viaProxy(path), await viaProxy(path)];
        expect([first.status, second.status]).toEqual([200, 200]);
        hit.add(first.instance).add(second.instance);
        samples += 1;
        const key = (a: Answer) =>
          gameId.startsWith('cricket:') ? JSON.stringify(a.body.response) : same(a.body.response as TableRound);
        if (first.instance !== second.instance && key(first) === key(second)) agreed += 1;
        for (const answer of [first, second]) {
          const { marketId, seedHash } = answer.body.response as TableRound;
          if (!gameId.startsWith('cricket:')) {
            // A round has one seed hash, whichever instance shows it.
            expect(seedOf.get(marketId) ?? seedHash, `${gameId} ${marketId}`).toBe(seedHash);
            seedOf.set(marketId, seedHash);
            roundsOf.set(gameId, (roundsOf.get(gameId) ?? new Set()).add(marketId));
          }
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 800));
    }
    expect([...hit].sort()).toEqual(apis.map((api) => api.instanceId).sort());
    // Rounds of about 30 s: every table moved on to a new round within the minute, and both agreed on it.
    for (const { gameId } of CASINO_TABLES) expect(roundsOf.get(gameId)?.size ?? 0, gameId).toBeGreaterThanOrEqual(2);
    // The follower mirrors the engine every second: a pair may straddle a change, nearly all agree.
    expect(agreed / samples).toBeGreaterThan(0.8);
  }, 120_000);

  it("lets the proxy's cache answer a public read for everyone, and answer a revalidation with 304", async () => {
    const url = `${proxy.url}/cm/v1/cricket/all-matches-dashboard`;
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push(await fetch(url));
    const instances = answers.map((res) => res.headers.get('x-instance'));
    // Round robin would alternate; one copy for up to a second answers runs of polls from one instance.
    expect(instances.some((id, i) => i > 0 && id === instances[i - 1])).toBe(true);
    expect(answers.every((res) => res.headers.get('cache-control') === 'public, s-maxage=1')).toBe(true);
    // Revalidations are answered by the proxy itself: an instance's answer would name it (X-Instance).
    let revalidations = 0;
    for (let i = 0; i < 10 && revalidations < 4; i += 1) {
      const current = (await fetch(url)).headers.get('etag')!;
      const revalidated = await fetch(url, { headers: { 'if-none-match': current, origin: 'http://127.0.0.1:3000' } });
      // The dashboard changed between the two requests: a full answer, rightly; try again.
      if (revalidated.status === 200) continue;
      revalidations += 1;
      expect(revalidated.status).toBe(304);
      expect(await revalidated.text()).toBe('');
      expect(revalidated.headers.get('x-instance')).toBeNull();
      expect(revalidated.headers.get('etag')).toBe(current);
      expect(revalidated.headers.get('cache-control')).toBe('public, s-maxage=1');
      expect(revalidated.headers.get('access-control-allow-origin')).not.toBeNull();
    }
    expect(revalidations).toBe(4);
    // A stale validator gets the whole answer.
    const stale = await fetch(url, { headers: { 'if-none-match': '"not-the-current-tag"' } });
    expect(stale.status).toBe(200);
    expect((await stale.json()).response.length).toBeGreaterThan(0);
  });

  it('places a bet through the proxy that either instance shows and exposes, and settles it once', async () => {
    const player = await signIn('C1001');
    const before = await wallet(player.id);
    const leader = apiOf((await engineHolder(databaseUrl))!);
    await fetch(`${leader.url}/__test/casino/LUCKY7/fast-forward`, { method: 'POST' });
    const { marketId } = await openLucky7Round(5);
    expect((await placeLucky7(player.token, marketId, 'High Card', 150)).status).toBe(200);
    for (let i = 0; i < 2; i += 1) {
      await until('this instance shows the bet and its exposure', async () => {
        const mine = await viaProxy('/casino/v1/my-bet?casinoGames=LUCKY7', player.token);
        const exposure = await viaProxy(`/casino/v1/pl-exposure?marketId=${marketId}`, player.token);
        const rows = (
          exposure.body.response as { casinoPLExposure: Array<{ selectionName: string; exposure: number }> }
        ).casinoPLExposure;
        return (
          (mine.body.response as Array<{ marketId: string }>).some((bet) => bet.marketId === marketId) &&
          rows.some((row) => row.selectionName === 'High Card' && row.exposure === 150)
        );
      });
    }
    await fetch(`${leader.url}/__test/casino/LUCKY7/fast-forward`, { method: 'POST' });
    await expectSettledOnce(player.id, marketId, before);
  }, 60_000);

  it('SIGKILL of the engine mid-round: the other instance takes over within seconds, every wallet reconciles', async () => {
    const players = [await signIn('C1001'), await signIn('C1002')];
    const before = await Promise.all(players.map((p) => wallet(p.id)));
    const round = await openLucky7Round(12);
    for (const [i, [runner, amount]] of (
      [
        ['Low Card', 200],
        ['High Card', 300],
      ] as const
    ).entries()) {
      const placed = await placeLucky7(players[i]!.token, round.marketId, runner, amount);
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    }

    const leader = apiOf((await engineHolder(databaseUrl))!);
    const survivor = apis.find((api) => api !== leader)!;
    const killedAt = Date.now();
    await stopProcess(leader.child, 'SIGKILL');
    await until(
      'the survivor holds the engine lock',
      async () => (await engineHolder(databaseUrl)) === survivor.instanceId,
      10_000,
    );
    const takeoverMs = Date.now() - killedAt;
    console.info(`engine failover: the survivor led ${takeoverMs} ms after SIGKILL of the leader`);
    expect(takeoverMs).toBeLessThan(5000);

    // The proxy keeps answering (a refused connection is retried on the survivor); the round goes on.
    const resumed = await odds('LUCKY7');
    expect([resumed.marketId, resumed.seedHash]).toEqual([round.marketId, round.seedHash]);
    await fetch(`${survivor.url}/__test/casino/LUCKY7/fast-forward`, { method: 'POST' });
    for (const [i, player] of players.entries()) await expectSettledOnce(player.id, round.marketId, before[i]!);
    await expectLedgerReconciles();
  }, 90_000);
});

/** One settlement entry for the round, the balance moved by exactly the bets' result, its liability released. */
async function expectSettledOnce(userId: number, marketId: string, before: { balance: number; liability: number }) {
  await until(
    'the round is settled',
    async () =>
      (await sql`SELECT 1 FROM casino_bets WHERE market_id = ${marketId} AND status <> 'SETTLED'`).length === 0 &&
      (await sql`SELECT 1 FROM casino_bets WHERE market_id = ${marketId}`).length > 0,
    30_000,
  );
  const settlements = await sql<Array<{ net: number; after: number }>>`
    SELECT (credit_paise - debit_paise)::int AS net, balance_after_paise::int AS after FROM ledger_entries
    WHERE user_id = ${userId} AND reference = ${`casino:${marketId}`}`;
  expect(settlements).toHaveLength(1);
  const [bets] = await sql<Array<{ net: number }>>`
    SELECT COALESCE(SUM(profit_loss_paise), 0)::int AS net FROM casino_bets WHERE user_id = ${userId} AND market_id = ${marketId}`;
  const net = bets!.net;
  expect(settlements[0]!.net).toBe(net);
  const after = await wallet(userId);
  expect(after).toEqual({ balance: before.balance + net, liability: before.liability });
  expect(settlements[0]!.after).toBe(after.balance);
}

/** Every player's balance is the last balance their ledger wrote; no settled round has an open bet. */
async function expectLedgerReconciles() {
  const mismatched = await sql`
    SELECT u.id FROM users u JOIN LATERAL (
      SELECT balance_after_paise FROM ledger_entries e WHERE e.user_id = u.id ORDER BY e.id DESC LIMIT 1
    ) last ON true WHERE last.balance_after_paise <> u.balance_paise`;
  expect(mismatched).toEqual([]);
  const open = await sql`
    SELECT b.id FROM casino_bets b JOIN casino_rounds r ON r.market_id = b.market_id WHERE b.status <> 'SETTLED'`;
  expect(open).toEqual([]);
}
