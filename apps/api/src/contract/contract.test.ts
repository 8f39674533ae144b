import { rateFromHundredths, rateToHundredths, stepPrice } from '@exchange/betting';
import { matches } from '@exchange/contracts/read';
import swagger from '@fastify/swagger';
import Fastify, { type InjectOptions } from 'fastify';
import type { App } from '../app';
import type { Database } from '../db/client';
import { createTestApp, createTestDatabase, session } from '../testing/harness';
import { contractCases, type Demo } from './cases';

/**
 * The contract tests: every route of the API's OpenAPI document is called once with a valid demo
 * request, its answer is checked against the contract schema the clients read it with, and the
 * OpenAPI document is shown to describe that same schema. A route without a case fails the first test.
 */

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };
type OpenApi = { paths: Record<string, Record<string, Operation>> };

const ADMIN_TOKEN = 'contract-test-admin-token-0123456789';
// The /__test control routes exist only in test mode, which the contract tests need to settle a
// match and a round; they are no client's contract and are left out of the comparison.
const TEST_MODE_PREFIX = '/__test/';

let database: Database;
let app: App;
let openApi: OpenApi;
let casesDocument: OpenApi;
let demo: Demo;

const json = async (options: InjectOptions) => (await app.inject(options)).json().response;

async function setUp(): Promise<Demo> {
  const [ravi, priya, newbie] = [await session(app, 'C1001'), await session(app, 'C1002'), await session(app, 'C1003')];
  const auth = { C1001: ravi.auth, C1002: priya.auth, C1003: newbie.auth };

  // A settled match with a bet of Ravi's, for the history routes.
  const seeded = (await json({ method: 'GET', url: '/cm/v1/cricket/all-matches-dashboard' }))[0];
  const seededOdds = await json({ method: 'GET', url: `/cm/v1/cricket/odds/${seeded.eventId}` });
  const team = seededOdds.bookMakerOdds[0].bm1.oddDetailsDTOS[0];
  const placed = await app.inject({
    method: 'POST',
    url: '/cm/v1/bet/place',
    headers: auth.C1001,
    payload: {
      amount: 100,
      eventId: seeded.eventId,
      marketId: team.marketId,
      selectionId: team.selectionId,
      type: 'back',
      backRate: team.back1,
    },
  });
  if (placed.statusCode !== 200) throw new Error(`setting up the settled match failed: ${placed.body}`);
  await app.inject({ method: 'POST', url: `/__test/cricket/${seeded.cricketId}/finish` });
  const settledLogId = (await json({ method: 'GET', url: '/aam/v1/user/completed-games', headers: auth.C1001 }))
    .completedGames[0].accountLogId;

  // A new live match for the calls that bet.
  const created = await json({
    method: 'POST',
    url: '/__test/cricket/matches',
    payload: { eventName: 'Contract v Schema' },
  });
  const odds = await json({ method: 'GET', url: `/cm/v1/cricket/odds/${created.eventId}` });
  const liveTeam = odds.bookMakerOdds[0].bm1.oddDetailsDTOS[0];
  const liveSession = odds.fancyOdds[0].oddDetailsDTOS[0];

  // Two of Ravi's Match Odds orders resting above the best price (cancelled and re-priced by the cases).
  const runner = odds.matchOdds.runners[0];
  const restingPrice = rateFromHundredths(stepPrice(rateToHundredths(runner.back[0].price), 3));
  const resting: number[] = [];
  for (let n = 0; n < 2; n += 1) {
    const order = await app.inject({
      method: 'POST',
      url: '/cm/v1/bet/order',
      headers: auth.C1001,
      payload: {
        eventId: created.eventId,
        marketId: odds.matchOdds.marketId,
        selectionId: runner.selectionId,
        type: 'back',
        price: restingPrice,
        amount: 100,
      },
    });
    if (order.statusCode !== 200) throw new Error(`setting up a resting order failed: ${order.body}`);
    resting.push(order.json().response.orderId);
  }

  // A matched Match Odds bet of Ravi's, for the cash-out calls.
  const matched = await app.inject({
    method: 'POST',
    url: '/cm/v1/bet/order',
    headers: auth.C1001,
    payload: {
      eventId: created.eventId,
      marketId: odds.matchOdds.marketId,
      selectionId: runner.selectionId,
      type: 'back',
      price: runner.back[0].price,
      amount: 100,
    },
  });
  if (matched.statusCode !== 200) throw new Error(`setting up a matched order failed: ${matched.body}`);
  // And a bookmaker bet of Ravi's on the live match, for the bookmaker cash-out calls.
  const bookmakerBet = await app.inject({
    method: 'POST',
    url: '/cm/v1/bet/place',
    headers: auth.C1001,
    payload: {
      amount: 100,
      eventId: created.eventId,
      marketId: liveTeam.marketId,
      selectionId: liveTeam.selectionId,
      type: 'back',
      backRate: liveTeam.back1,
    },
  });
  if (bookmakerBet.statusCode !== 200) throw new Error(`setting up a bookmaker bet failed: ${bookmakerBet.body}`);

  // A settled casino round with a bet of Ravi's, then the open round after it.
  const game = 'DRAGON_TIGER_20';
  const first = await json({ method: 'GET', url: `/casino/v1/odds?casinoGames=${game}` });
  await app.inject({
    method: 'POST',
    url: '/casino/v1/bet/place',
    headers: auth.C1001,
    payload: {
      amount: 100,
      marketId: first.marketId,
      runnerName: 'Tiger',
      selectionId: 2,
      casinoGames: game,
      back: 2,
      type: 'back',
    },
  });
  await app.inject({ method: 'POST', url: `/__test/casino/${game}/fast-forward` });
  const open = await json({ method: 'GET', url: `/casino/v1/odds?casinoGames=${game}` });
  const lucky7 = await json({ method: 'GET', url: '/casino/v1/odds?casinoGames=LUCKY7' });
  await app.inject({
    method: 'POST',
    url: '/__test/users',
    payload: { username: 'C9101', name: 'Timeout', password: '123456', resetRequired: false, balance: 1000 },
  });
  const timeOut = await session(app, 'C9101');
  const firstOf = async (sport: 'tennis' | 'soccer'): Promise<number> =>
    (await json({ method: 'GET', url: `/cm/v1/${sport}/all-matches-dashboard` }))[0].eventId;

  return {
    auth,
    playerId: ravi.id,
    live: { eventId: created.eventId, cricketId: created.cricketId, team: liveTeam, session: liveSession },
    matchOdds: {
      marketId: odds.matchOdds.marketId,
      selectionId: runner.selectionId,
      bestBack: runner.back[0].price,
      restingPrice,
      resting: [resting[0]!, resting[1]!],
    },
    sports: { tennis: await firstOf('tennis'), soccer: await firstOf('soccer') },
    settledLogId,
    casino: { game, marketId: open.marketId, settledMarketId: first.marketId, lucky7MarketId: lucky7.marketId },
    adminToken: ADMIN_TOKEN,
    timeOutAuth: timeOut.auth,
  };
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database, { casinoEngine: false, adminToken: ADMIN_TOKEN });
  await app.ready();
  openApi = app.swagger() as unknown as OpenApi;
  casesDocument = await documentOfCases();
  demo = await setUp();
}, 120_000);
afterAll(async () => {
  await app.close();
  await database.close();
});

function openApiRoutes(): string[] {
  return Object.entries(openApi.paths).flatMap(([path, operations]) =>
    path.startsWith(TEST_MODE_PREFIX) ? [] : Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
  );
}

/**
 * The OpenAPI document @fastify/swagger writes for the cases' own schemas, on an app of nothing else:
 * the API's document must say the same for each route, so its routes answer with those very schemas.
 */
async function documentOfCases(): Promise<OpenApi> {
  const mirror = Fastify();
  await mirror.register(swagger, { openapi: {} });
  for (const [route, { answer }] of Object.entries(contractCases)) {
    const [method, path] = route.split(' ') as [string, string];
    const schema = answer === 'html' ? {} : { response: { 200: answer } };
    mirror.route({
      method: method as 'GET',
      url: path.replace(/\{(\w+)\}/g, ':$1'),
      schema,
      handler: async () => null,
    });
  }
  await mirror.ready();
  const document = mirror.swagger() as unknown as OpenApi;
  await mirror.close();
  return document;
}

const okSchemaOf = (document: OpenApi, route: string): unknown => {
  const [method, path] = route.split(' ') as [string, string];
  return document.paths[path]?.[method.toLowerCase()]?.responses?.['200']?.content?.['application/json']?.schema;
};

describe('the API contract', () => {
  it('has a contract test for every route of the OpenAPI document, and none for a route it lacks', () => {
    expect(openApiRoutes().sort()).toEqual(Object.keys(contractCases).sort());
  });

  for (const [route, { answer, call }] of Object.entries(contractCases)) {
    it(`${route} answers what the clients read`, async () => {
      const res = await app.inject(call(demo));
      expect(res.statusCode, res.body).toBe(200);
      if (answer === 'html') {
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(okSchemaOf(openApi, route)).toBeUndefined();
        return;
      }
      const body: unknown = res.json();
      expect(matches(answer, body), `${route} answered ${res.body.slice(0, 400)}`).toBe(true);
      expect(okSchemaOf(casesDocument, route)).toBeDefined();
      expect(okSchemaOf(openApi, route)).toEqual(okSchemaOf(casesDocument, route));
    });
  }
});
