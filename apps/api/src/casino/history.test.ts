import { gameRules, resultSummary, toPaise, type DealtCards } from '@exchange/betting';
import type { App } from '../app';
import type { Database } from '../db/client';
import { createTestApp, createTestDatabase, session } from '../testing/harness';

let database: Database;
let app: App;
const auth: Record<string, { authorization: string }> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database, { casinoEngine: false });
  for (const username of ['C1001', 'C1002']) auth[username] = (await session(app, username)).auth;
}, 60_000);
afterAll(async () => {
  await app.close();
  await database.close();
});

const get = (url: string, username?: string) =>
  app.inject({ method: 'GET', url: `/casino/v1${url}`, headers: username ? auth[username] : {} });
const marketOf = async (game: string): Promise<string> =>
  (await get(`/odds?casinoGames=${game}`)).json().response.marketId;
const fastForward = (game: string) => app.inject({ method: 'POST', url: `/__test/casino/${game}/fast-forward` });

type Bet = {
  id: number;
  marketId: string;
  runnerName: string;
  amount: number;
  profitLoss: number | null;
  ip: string;
  userAgent: string;
  backRate: number;
  layRate: number;
};

async function place(
  username: string,
  game: string,
  runnerName: string,
  rate: { back?: number; lay?: number },
  amount = 100,
  userAgent = `agent of ${username}`,
) {
  const option = gameRules(game)!.options.find((o) => o.runnerName === runnerName)!;
  const res = await app.inject({
    method: 'POST',
    url: '/casino/v1/bet/place',
    headers: { ...auth[username], 'user-agent': userAgent },
    remoteAddress: username === 'C1001' ? '10.0.0.1' : '10.0.0.2',
    payload: {
      amount,
      marketId: await marketOf(game),
      runnerName,
      selectionId: option.selectionId,
      casinoGames: game,
      ...rate,
    },
  });
  expect(res.statusCode).toBe(200);
  return res.json().response as Bet;
}

describe('result history (View All)', () => {
  it("pages a table's settled rounds newest first, and only that table's", async () => {
    const settled: string[] = [];
    for (let i = 0; i < 5; i++) {
      settled.unshift(await marketOf('LUCKY7'));
      await fastForward('LUCKY7');
    }
    await fastForward('AAA');
    const page = async (n: number) =>
      (await get(`/casino-results?casinoGames=LUCKY7&pageNumber=${n}&pageSize=2`, 'C1001')).json().response;
    const pages = [await page(0), await page(1), await page(2)];
    expect(pages.map((p) => p.casinoMarketHistoryResponseDTOS.map((r: { marketId: string }) => r.marketId))).toEqual([
      settled.slice(0, 2),
      settled.slice(2, 4),
      settled.slice(4),
    ]);
    expect(pages[0]).toMatchObject({ pageNumber: 0, pageSize: 2, totalElements: 5, totalPages: 3 });
    expect((await page(3)).casinoMarketHistoryResponseDTOS).toEqual([]);

    const first = pages[0].casinoMarketHistoryResponseDTOS[0];
    expect(Object.keys(first).sort()).toEqual(['createdAt', 'mainWinner', 'marketId', 'winnerLabel']);
    expect(new Date(first.createdAt).toISOString()).toBe(first.createdAt);
    // The strip's last ten and the history agree on the newest rounds.
    const last10 = (await get('/last-10-results?casinoGames=LUCKY7')).json().response.casinoMarketHistoryResponseDTOS;
    expect(last10.slice(0, 5).map((r: { marketId: string }) => r.marketId)).toEqual(settled);
  });

  it('defaults to the first page of 20', async () => {
    const res = (await get('/casino-results?casinoGames=LUCKY7', 'C1001')).json().response;
    expect(res).toMatchObject({ pageNumber: 0, pageSize: 20, totalElements: 5 });
  });

  it.each([
    ['no game', '/casino-results', 400],
    ['page size 0', '/casino-results?casinoGames=LUCKY7&pageSize=0', 400],
    ['page size over 100', '/casino-results?casinoGames=LUCKY7&pageSize=101', 400],
    ['negative page', '/casino-results?casinoGames=LUCKY7&pageNumber=-1', 400],
    ['page as text', '/casino-results?casinoGames=LUCKY7&pageNumber=two', 400],
    ['unknown game', '/casino-results?casinoGames=NOPE', 404],
  ])('%s is refused (%s)', async (_name, url, status) => {
    const res = await get(url, 'C1001');
    expect(res.statusCode).toBe(status);
    expect(res.json().error.description).toBeTruthy();
  });

  it('needs a session', async () => {
    expect((await get('/casino-results?casinoGames=LUCKY7')).statusCode).toBe(401);
  });
});

describe("a player never sees another player's bets", () => {
  it('through the result detail, the casino bets list and the settled bets', async () => {
    const game = 'AAA';
    const shared = await marketOf(game);
    const ravi = [
      await place('C1001', game, 'Amar', { back: 2.12 }, 100),
      await place('C1001', game, 'Akbar', { lay: 3.25 }, 200),
    ];
    const priyaShared = await place('C1002', game, 'Anthony', { back: 4.15 }, 300);
    await fastForward(game);
    const priyaOnly = await marketOf(game);
    const priyaAlone = await place('C1002', game, 'Even', { back: 2.12 }, 400);
    await fastForward(game);

    const detail = async (marketId: string, username: string) =>
      (await get(`/individaul-result?marketId=${marketId}&casinoGame=${game}`, username)).json().response;
    const mine = await detail(shared, 'C1001');
    expect(mine.betResponseDTOList.map((b: Bet) => b.id).sort()).toEqual(ravi.map((b) => b.id).sort());
    const raviSettled = mine.betResponseDTOList as Bet[];
    expect(toPaise(mine.totalProfitLoss)).toBe(raviSettled.reduce((sum, b) => sum + toPaise(b.profitLoss!), 0));
    // Recorded at placement: the caller's address and browser.
    expect(raviSettled.every((b) => b.ip === '10.0.0.1' && b.userAgent === 'agent of C1001')).toBe(true);
    expect(raviSettled.find((b) => b.runnerName === 'Akbar')).toMatchObject({
      backRate: 0,
      layRate: 3.25,
      amount: 200,
    });

    const hers = await detail(shared, 'C1002');
    expect(hers.betResponseDTOList.map((b: Bet) => b.id)).toEqual([priyaShared.id]);
    expect(hers.casinoIndividualResultDTO).toEqual(mine.casinoIndividualResultDTO);

    const notMine = await detail(priyaOnly, 'C1001');
    expect(notMine.casinoIndividualResultDTO.marketId).toBe(priyaOnly);
    expect(notMine.betResponseDTOList).toEqual([]);
    expect(notMine.totalProfitLoss).toBe(0);

    const listOf = async (url: string, username: string) =>
      ((await get(url, username)).json().response as Array<{ marketId: string; runnerName: string }>).filter((b) =>
        [shared, priyaOnly].includes(b.marketId),
      );
    expect((await listOf('/casino-bets', 'C1001')).map((b) => b.runnerName).sort()).toEqual(['Akbar', 'Amar']);
    expect((await listOf('/casino-bets', 'C1002')).map((b) => b.runnerName).sort()).toEqual(['Anthony', 'Even']);
    expect((await listOf('/my-bet/settled', 'C1001')).map((b) => b.runnerName).sort()).toEqual(['Akbar', 'Amar']);
    expect((await listOf('/my-bet/settled', 'C1002')).map((b) => (b as unknown as Bet).id).sort()).toEqual(
      [priyaShared.id, priyaAlone.id].sort(),
    );

    // The history lists rounds, never bets.
    const history = (await get(`/casino-results?casinoGames=${game}`, 'C1001')).json().response
      .casinoMarketHistoryResponseDTOS;
    expect(history.map((r: { marketId: string }) => r.marketId).slice(0, 2)).toEqual([priyaOnly, shared]);
    expect(JSON.stringify(history)).not.toContain('runnerName');
  });

  it('the result rows are the rules’ summary of the stored cards', async () => {
    const marketId = await marketOf('ABJ');
    await fastForward('ABJ');
    const round = (await get(`/individaul-result?marketId=${marketId}&casinoGame=ABJ`, 'C1001')).json().response
      .casinoIndividualResultDTO;
    const cards = Object.fromEntries(
      round.casinoCardResultMaps.map((l: { resultFor: string; result: string[] }) => [
        l.resultFor.toLowerCase(),
        l.result,
      ]),
    ) as DealtCards;
    expect(
      round.casinoIndividualResultMaps.map(({ resultFor, result }: { resultFor: string; result: string[] }) => ({
        resultFor,
        result,
      })),
    ).toEqual(resultSummary('ABJ', cards));
    expect(round.casinoIndividualResultMaps[0]).toMatchObject({
      id: 1,
      resultFor: 'Winner',
      result: [round.winnerLabel],
    });
  });

  it('an unknown round has no result and no bets', async () => {
    const res = (await get('/individaul-result?marketId=123&casinoGame=AAA', 'C1001')).json().response;
    expect(res).toEqual({ casinoIndividualResultDTO: null, betResponseDTOList: [], totalProfitLoss: 0 });
  });
});
