import { count, eq } from 'drizzle-orm';
import type { App } from '../app';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { createTestApp, createTestDatabase, signIn } from '../testing/harness';
import { ledgerEntries } from '../wallet/tables';
import { KEY_REUSED } from '../betRequests/idempotency';
import { ODDS_CHANGED } from './bets';
import { cricketBets } from './tables';

let database: Database;
let app: App;
const EVENT = 34_120_001;
const CRICKET = 1001;
const tokens: Record<string, { id: number; token: string }> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database);
  // C1003 must change its password before betting; C2001 is a fresh player with little money.
  await app.inject({ method: 'POST', url: '/__test/users', payload: { username: 'C2001', name: 'Lowfunds', password: '123456', resetRequired: false, balance: 10000 } });
  for (const u of ['C1001', 'C1002', 'C1003', 'C2001']) tokens[u] = (await signIn(app, u)).json().response;
}, 60_000);
afterAll(async () => {
  await app.close();
  await database.close();
});

type Runner = { selectionId: number; marketId: string; runnerName: string; back1: number; lay1: number; backSize1: number; laySize1: number; status: string };
const auth = (u: string) => ({ authorization: `Bearer ${tokens[u]!.token}` });
const get = (url: string, u?: string) => app.inject({ method: 'GET', url, headers: u ? auth(u) : {} });
const post = (url: string, payload: object, u?: string, key?: string) =>
  app.inject({ method: 'POST', url, payload, headers: { ...(u ? auth(u) : {}), ...(key ? { 'idempotency-key': key } : {}) } });

async function odds() {
  const body = (await get(`/cm/v1/cricket/odds/${EVENT}`)).json().response;
  return { teams: body.bookMakerOdds[0].bm1.oddDetailsDTOS as Runner[], sessions: body.fancyOdds[0].oddDetailsDTOS as Runner[] };
}
const betRows = async () => (await database.db.select({ n: count() }).from(cricketBets))[0]!.n;
const userRow = async (u: string) => (await database.db.select().from(users).where(eq(users.username, u)))[0]!;
const back = (r: Runner, amount: number, u = 'C1001', key?: string) =>
  post('/cm/v1/bet/place', { amount, marketId: r.marketId, selectionId: r.selectionId, type: 'back', eventId: EVENT, backRate: r.back1, runnerName: r.runnerName }, u, key);
const lay = (r: Runner, amount: number, u = 'C1001') =>
  post('/cm/v1/bet/place', { amount, marketId: r.marketId, selectionId: r.selectionId, type: 'lay', eventId: EVENT, layRate: r.lay1 }, u);
const yes = (s: Runner, amount: number, u = 'C1001') => post('/cm/v1/bet/fancy-place', { amount, eventId: EVENT, marketId: s.marketId, type: 'yes', oddsBack: s.back1, backRate: s.backSize1 }, u);
const no = (s: Runner, amount: number, u = 'C1001') => post('/cm/v1/bet/fancy-place', { amount, eventId: EVENT, marketId: s.marketId, type: 'no', oddsLay: s.lay1, layRate: s.laySize1 }, u);

describe('public reads', () => {
  it('odds: a bookmaker market of two teams and the open session lines, without auth', async () => {
    const { teams, sessions } = await odds();
    expect(teams.map((t) => t.runnerName)).toEqual(['India', 'Australia']);
    expect(teams.every((t) => t.status === 'ACTIVE' && t.lay1 === t.back1 + 2)).toBe(true);
    expect(sessions.length).toBeGreaterThan(0);
    expect(sessions.every((s) => s.back1 === s.lay1 + 1 && s.backSize1 === 100)).toBe(true);
  });

  it('event data, score (both calls), stream; unknown events are 404', async () => {
    expect((await get(`/cm/v1/cricket/event-data/${EVENT}`)).json().response).toMatchObject({ eventId: EVENT, cricketId: CRICKET, eventName: 'India v Australia' });
    const score = (await post(`/aam/v1/auth/score-sport2?eventId=${EVENT}`, {})).json().response.score;
    expect(score).toMatchObject({ spnnation1: 'India', spnnation2: 'Australia', score1: expect.stringMatching(/^\d+-\d+ \(\d+\.\d\)$/) });
    expect(score.balls).toHaveLength(6);
    expect((await get(`/aam/v1/auth/score-sport-v2/${CRICKET}`)).json().response.score).toEqual(score);
    expect((await get(`/aam/v1/auth/streaming/${EVENT}`)).json().response.url).toContain(String(EVENT));
    expect((await get('/cm/v1/cricket/odds/999')).statusCode).toBe(404);
  });
});

describe('placing bets', () => {
  it('back one team, lay the other, YES and NO on a session: positions, ladder, liability', async () => {
    const { teams, sessions } = await odds();
    const [india, australia] = teams as [Runner, Runner];
    const line = sessions[0]!;
    const placed = await back(india, 1000);
    expect(placed.json()).toMatchObject({ code: 200, message: 'Bet Placed', response: { repeated: false } });
    expect((await lay(australia, 500)).statusCode).toBe(200);
    const fancy = await yes(line, 200);
    expect(fancy.json().message).toBe('Bet Placed successfully');
    expect((await no(line, 300)).statusCode).toBe(200);

    // India: +rate/100×1000 (back) +500 (lay Australia wins its stake); Australia: −1000 − rate/100×500.
    const indiaPos = (india.back1 / 100) * 1000 + 500;
    const ausPos = -1000 - (australia.lay1 / 100) * 500;
    const details = (await get(`/cm/v1/cricket/match-details?eventId=${EVENT}`, 'C1001')).json().response;
    expect(details).toMatchObject({ minStack: 100, bookmakerMaxStack: 200000, sessionMaxStack: 50000 });
    const [bm, session] = details.plExposureResponseDTOs;
    expect(bm.runnerPlExposureDTOS).toEqual([
      { selectionId: india.selectionId, exposure: indiaPos },
      { selectionId: australia.selectionId, exposure: ausPos },
    ]);
    expect(bm.exposure).toBe(ausPos);
    // YES at L (200) and NO at L−1 (300), both at 100: below L−1 −200+300; at L−1 −200−300; from L +200−300.
    expect(session.marketIdExternal).toBe(line.marketId);
    expect(session.runnerPlExposureDTOS).toEqual([
      { selectionId: line.lay1 - 1, exposure: 100 },
      { selectionId: line.lay1, exposure: -500 },
      { selectionId: line.back1, exposure: -100 },
    ]);
    expect(session.exposure).toBe(-500);
    expect((await userRow('C1001')).liabilityPaise).toBe((-ausPos + 500) * 100);
    const profile = (await get(`/aam/v1/accmanage/user/${tokens.C1001!.id}`, 'C1001')).json().response;
    expect(profile.liability).toBe(ausPos - 500);

    const mine = (await get(`/cm/v1/bet/my-bet/${EVENT}`, 'C1001')).json();
    expect(mine.response).toHaveLength(4);
    expect(mine.response[0]).toMatchObject({ runnerName: line.runnerName, lay: line.lay1, layRate: 100, amount: 300, marketName: 'FANCY_ODDS' });
    expect(mine.response[3]).toMatchObject({ runnerName: 'India', back: india.back1, backRate: india.back1, marketName: 'BOOKMAKER_ODDS_1' });
    expect(mine.extra).toEqual({ fancyPlusMinus: 0 });
    expect((await get('/cm/v1/bet/bet-count', 'C1001')).json().response.betCount[String(CRICKET)]).toEqual({ matchCount: 2, fancyCount: 2 });
    expect((await post('/aam/v1/user/current-bets', {}, 'C1001')).json().response).toHaveLength(4);
    // Another player sees none of it.
    expect((await get(`/cm/v1/bet/my-bet/${EVENT}`, 'C1002')).json().response).toEqual([]);
  });

  it('refuses changed odds, stakes outside the limits, suspended markets, bad input and no token, writing nothing', async () => {
    const { teams, sessions } = await odds();
    const india = teams[0]!;
    const before = await betRows();
    const liability = (await userRow('C1001')).liabilityPaise;
    const cases: Array<[Promise<{ statusCode: number; json: () => { error: { description: string } } }>, number, string]> = [
      [back({ ...india, back1: india.back1 + 1 }, 1000), 400, ODDS_CHANGED],
      [yes({ ...sessions[0]!, back1: sessions[0]!.back1 + 3 }, 500), 400, ODDS_CHANGED],
      [back(india, 200001), 400, 'Maximum bet amount is 200000'],
      [yes(sessions[0]!, 50001), 400, 'Maximum bet amount is 50000'],
      [back(india, 50), 400, 'Minimum bet amount is 100'],
      [back(india, 20000, 'C2001'), 400, 'Insufficient balance for this bet'],
      [back(india, 1000, 'C1003'), 403, 'Please change your password before placing bets'],
      [yes(sessions[0]!, 500, 'C1003'), 403, 'Please change your password before placing bets'],
      [post('/cm/v1/bet/place', { marketId: india.marketId, selectionId: india.selectionId, type: 'back', eventId: EVENT, backRate: india.back1 }, 'C1001'), 400, 'Please enter a Valid Amount'],
      [post('/cm/v1/bet/place', { amount: -5, marketId: 'x', selectionId: 1, type: 'back', eventId: EVENT, backRate: 1 }, 'C1001'), 400, 'Please enter a Valid Amount'],
      [post('/cm/v1/bet/place', { amount: 100, marketId: india.marketId, selectionId: india.selectionId, type: 'sideways', eventId: EVENT, backRate: 1 }, 'C1001'), 400, 'body/type'],
      [post('/cm/v1/bet/place', { amount: 100, marketId: india.marketId, selectionId: india.selectionId, type: 'back', eventId: EVENT }, 'C1001'), 400, 'backRate is required'],
      [post('/cm/v1/bet/place', { amount: 100, marketId: india.marketId, selectionId: india.selectionId, type: 'back', eventId: 5, backRate: 1 }, 'C1001'), 404, 'Match not found'],
      [back(india, 1000, 'C1001', 'bad key with spaces'), 400, 'Idempotency-Key'],
      [post('/cm/v1/bet/place', { amount: 100, marketId: india.marketId, selectionId: india.selectionId, type: 'back', eventId: EVENT, backRate: india.back1 }), 401, 'Session expired'],
    ];
    for (const [res, status, text] of cases) {
      const r = await res;
      expect(r.statusCode, `${text}: ${r.json().error?.description}`).toBe(status);
      expect(r.json().error.description).toContain(text);
    }
    await post(`/__test/cricket/${CRICKET}/suspend`, { suspended: true });
    const suspended = await odds();
    expect(suspended.teams[0]!.status).toBe('SUSPENDED');
    const r = await back(suspended.teams[0]!, 1000);
    expect(r.json().error.description).toBe('Market is suspended');
    await post(`/__test/cricket/${CRICKET}/suspend`, { suspended: false });
    expect(await betRows()).toBe(before);
    expect((await userRow('C1001')).liabilityPaise).toBe(liability);
  });

  it('a retried bet with the same Idempotency-Key is stored once', async () => {
    const india = (await odds()).teams[0]!;
    const before = await betRows();
    const liability = (await userRow('C1001')).liabilityPaise;
    const first = await back(india, 100, 'C1001', 'slip-42');
    const again = await back(india, 100, 'C1001', 'slip-42');
    expect(first.json().response.repeated).toBe(false);
    expect(again.json().response).toMatchObject({ repeated: true, betId: first.json().response.betId });
    expect(await betRows()).toBe(before + 1);
    const reused = await back(india, 200, 'C1001', 'slip-42');
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error.description).toBe(KEY_REUSED);
    expect(await betRows()).toBe(before + 1);
    // Backing India again adds 100 to what Australia would cost.
    expect((await userRow('C1001')).liabilityPaise).toBe(liability + 100_00);
  });

  it('100 concurrent bets from one account never take the available balance below zero', async () => {
    const india = (await odds()).teams[0]!;
    const user = await userRow('C1002');
    const stake = 1000;
    const results = await Promise.all(Array.from({ length: 100 }, (_, i) => back(india, stake, 'C1002', `burst-${i}`)));
    const accepted = results.filter((r) => r.statusCode === 200).length;
    expect(accepted).toBe(Math.floor((user.balancePaise - user.liabilityPaise) / (stake * 100)));
    expect(results.filter((r) => r.statusCode !== 200).every((r) => r.json().error.description === 'Insufficient balance for this bet')).toBe(true);
    const after = await userRow('C1002');
    expect(after.balancePaise - after.liabilityPaise).toBeGreaterThanOrEqual(0);
    expect(after.liabilityPaise).toBe(accepted * stake * 100);
  });
});

describe('settlement', () => {
  it('plays the match to its end and posts each player one ledger row, once; completed games and bet details follow', async () => {
    const c1001 = await userRow('C1001');
    const mineBefore = (await get(`/cm/v1/bet/my-bet/${EVENT}`, 'C1001')).json().response;
    const end = (await post(`/__test/cricket/${CRICKET}/finish`, {})).json().response;
    expect(end).toMatchObject({ finished: true, settled: true });
    const results = new Map<string, number | null>(end.sessions.map((s: { marketId: string; result: number | null }) => [s.marketId, s.result]));

    // Hand arithmetic over the open bets, as the client would show them.
    let expected = 0;
    for (const bet of mineBefore) {
      const isBack = bet.back > 0;
      if (bet.marketName === 'FANCY_ODDS') {
        const runs = results.get(bet.marketId)!;
        const wins = isBack ? runs >= bet.back : runs < bet.lay;
        expected += wins ? (isBack ? (bet.amount * bet.backRate) / 100 : bet.amount) : -(isBack ? bet.amount : (bet.amount * bet.layRate) / 100);
      } else {
        const won = bet.runnerName === end.winner;
        const wins = isBack ? won : !won;
        expected += wins ? (isBack ? (bet.amount * bet.backRate) / 100 : bet.amount) : -(isBack ? bet.amount : (bet.amount * bet.layRate) / 100);
      }
    }
    const after = await userRow('C1001');
    expect(after.liabilityPaise).toBe(0);
    expect(after.balancePaise - c1001.balancePaise).toBe(Math.round(expected * 100));
    const ledger = await database.db.select().from(ledgerEntries).where(eq(ledgerEntries.reference, `cricket:${CRICKET}`));
    expect(ledger.filter((l) => l.userId === c1001.id)).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ kind: 'SETTLEMENT', sport: 'CRICKET', description: 'India v Australia', wonBy: end.winner ?? 'Tie' });

    const games = (await get('/aam/v1/user/completed-games', 'C1001')).json().response.completedGames;
    expect(games).toHaveLength(1);
    expect(games[0]).toMatchObject({ eventName: 'India v Australia', matchBetCount: 3, sessionBetCount: 2, winLoss: Math.round(expected * 100) / 100 });
    expect(Date.parse(games[0].eventDateTime)).toBeLessThan(Date.now() - 60 * 60_000);
    const detail = (await get(`/aam/v1/user/bets-from-log?accountLogId=${games[0].accountLogId}`, 'C1001')).json().response;
    expect(detail.betResponseDTOList).toHaveLength(5);
    expect(detail.profitLossAfterCommission).toBe(games[0].winLoss);
    expect((await get(`/aam/v1/user/bet-details?accountLogId=${games[0].accountLogId}`, 'C1002')).statusCode).toBe(404);

    // Settling again changes nothing; the match has left the dashboard and its markets are closed.
    await post(`/__test/cricket/${CRICKET}/finish`, {});
    expect((await database.db.select().from(ledgerEntries).where(eq(ledgerEntries.reference, `cricket:${CRICKET}`))).length).toBe(ledger.length);
    const dashboard = (await get('/cm/v1/cricket/all-matches-dashboard')).json().response;
    expect(dashboard.map((m: { cricketId: number }) => m.cricketId)).not.toContain(CRICKET);
    // A new fixture takes its place, so the world never runs out of cricket.
    expect(dashboard).toHaveLength(6);
    expect(dashboard.find((m: { cricketId: number }) => m.cricketId === 1007)).toMatchObject({ inPlay: false, eventName: 'West Indies v Afghanistan' });
    const { teams } = await odds();
    expect((await back(teams[0]!, 100)).json().error.description).toBe('Market is closed');
    expect((await get(`/cm/v1/bet/my-bet/${EVENT}`, 'C1001')).json().response).toEqual([]);
  });
});

describe('test mode: a match of its own', () => {
  it('opens a new match in play with its own odds, listed on the dashboard; a malformed name is a 400', async () => {
    const opened = await post('/__test/cricket/matches', { eventName: 'Lucknow Super Giants v Gujarat Titans' });
    expect(opened.statusCode).toBe(200);
    const { cricketId, eventId } = opened.json().response;
    expect(cricketId).toBeGreaterThan(CRICKET);
    const body = (await get(`/cm/v1/cricket/odds/${eventId}`)).json().response;
    expect(body.bookMakerOdds[0].bm1.oddDetailsDTOS.map((t: Runner) => t.runnerName)).toEqual(['Lucknow Super Giants', 'Gujarat Titans']);
    const dashboard = (await get('/cm/v1/cricket/all-matches-dashboard')).json().response as Array<{ cricketId: number; inPlay: boolean }>;
    expect(dashboard.find((m) => m.cricketId === cricketId)).toMatchObject({ inPlay: true });
    expect((await post('/__test/cricket/matches', { eventName: 'no teams here' })).statusCode).toBe(400);
  });
});
