import fc from 'fast-check';
import type { App } from '../app';
import type { Database } from '../db/client';
import { createTestApp, createTestDatabase, session } from '../testing/harness';
import { moneyState } from '../testing/moneyState';

/**
 * Every bet write endpoint against malformed payloads (issue 13): each is a 4xx with a message, and
 * the player's wallet, every bet and the ledger are as they were. Stakes are exact or refused.
 */
const VALID_AMOUNT = 'Please enter a Valid Amount';
const VALID_ODD = 'Please select a Valid Odd';

let database: Database;
let app: App;
let auth: { authorization: string };
let match: { cricketId: number; eventId: number };
type Runner = { selectionId: number; marketId: string; runnerName: string; back1: number; backSize1: number };
let india: Runner;
let line: Runner;
let dragonMarket: string;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database, { casinoEngine: false });
  match = (
    await app.inject({ method: 'POST', url: '/__test/cricket/matches', payload: { eventName: 'Bad v Input' } })
  ).json().response;
  await app.inject({ method: 'POST', url: '/__test/cricket/clock', payload: { paused: true } });
  auth = (await session(app, 'C1001')).auth;
  const odds = (await app.inject({ method: 'GET', url: `/cm/v1/cricket/odds/${match.eventId}` })).json().response;
  india = odds.bookMakerOdds[0].bm1.oddDetailsDTOS[0];
  line = odds.fancyOdds[0].oddDetailsDTOS[0];
  dragonMarket = (await app.inject({ method: 'GET', url: '/casino/v1/odds?casinoGames=DRAGON_TIGER_20' })).json()
    .response.marketId;
}, 60_000);
afterAll(async () => {
  await app.close();
  await database.close();
});

type Body = Record<string, unknown>;
/** A change to a valid body (undefined removes a field), or a raw payload sent as it is. */
type Case = [name: string, change: Body | { raw: string; contentType?: string } | 'none', message?: string];

const endpoints: Array<{
  name: string;
  url: string;
  valid: () => Body;
  rate: string;
  max: number;
  cases: () => Case[];
}> = [
  {
    name: 'match bet',
    url: '/cm/v1/bet/place',
    valid: () => ({
      amount: 100,
      marketId: india.marketId,
      selectionId: india.selectionId,
      type: 'back',
      eventId: match.eventId,
      backRate: india.back1,
      runnerName: india.runnerName,
    }),
    rate: 'backRate',
    max: 200_000,
    cases: () => [
      ['selectionId as text', { selectionId: String(india.selectionId) }],
      ['selectionId missing', { selectionId: undefined }],
      ['eventId as text', { eventId: 'abc' }],
      ['eventId with a fraction', { eventId: match.eventId + 0.5 }],
      ['an unknown event', { eventId: 5 }, 'Match not found'],
      ['side unknown', { type: 'sideways' }],
      ['backRate missing', { backRate: undefined }, 'backRate is required'],
      ['back with extra precision', { back: 85.001 }],
    ],
  },
  {
    name: 'session bet',
    url: '/cm/v1/bet/fancy-place',
    valid: () => ({
      amount: 100,
      eventId: match.eventId,
      marketId: line.marketId,
      type: 'yes',
      oddsBack: line.back1,
      backRate: line.backSize1,
    }),
    rate: 'backRate',
    max: 50_000,
    cases: () => [
      ['the line as text', { oddsBack: String(line.back1) }],
      ['the line with a fraction', { oddsBack: line.back1 + 0.5 }],
      ['the line negative', { oddsBack: -1 }],
      ['eventId as text', { eventId: 'abc' }],
      ['an unknown event', { eventId: 5 }, 'Match not found'],
      ['side unknown', { type: 'maybe' }],
      ['YES without its line', { oddsBack: undefined }, 'oddsBack and backRate are required for YES'],
      ['an unknown session', { marketId: 'no-such-line' }, 'Market is closed'],
    ],
  },
  {
    name: 'casino bet',
    url: '/casino/v1/bet/place',
    valid: () => ({
      amount: 100,
      marketId: dragonMarket,
      runnerName: 'Dragon',
      selectionId: 1,
      casinoGames: 'DRAGON_TIGER_20',
      back: 2,
      type: 'back',
    }),
    rate: 'back',
    max: 25_000,
    cases: () => [
      ['an unknown table', { casinoGames: 'NOPE' }, 'No data found for this event'],
      ['the table missing', { casinoGames: undefined }],
      ['the table as a number', { casinoGames: 20 }],
      ['an unknown option', { runnerName: 'Joker' }, 'No data found for this event'],
      ['selectionId as text', { selectionId: '1' }],
      ['back and lay both', { lay: 2 }, VALID_ODD],
      ['odds not offered', { back: 2.5 }, VALID_ODD],
      ['an old round', { marketId: '1' }, 'Betting is closed for this round'],
      ['paise on a casino stake', { amount: 100.5 }, VALID_AMOUNT],
    ],
  },
];

/** The same classes of bad input for every endpoint: stakes, types, missing fields, rates, side amounts, raw bodies. */
function commonCases(rate: string, valid: Body, max: number): Case[] {
  const rateValue = valid[rate] as number;
  return [
    ['stake 100.555 (three decimals)', { amount: 100.555 }, VALID_AMOUNT],
    ['stake 100.001', { amount: 100.001 }, VALID_AMOUNT],
    ['stake 250.999', { amount: 250.999 }, VALID_AMOUNT],
    ['stake 1e-7', { amount: 1e-7 }, VALID_AMOUNT],
    [
      'stake 1e400 (Infinity once parsed)',
      { raw: JSON.stringify(valid).replace(/"amount":100/, '"amount":1e400') },
      VALID_AMOUNT,
    ],
    ['stake -1', { amount: -1 }, VALID_AMOUNT],
    ['stake 0', { amount: 0 }, VALID_AMOUNT],
    ['stake -100.5', { amount: -100.5 }, VALID_AMOUNT],
    ['stake "100" (text)', { amount: '100' }, VALID_AMOUNT],
    ['stake "100.00" (text)', { amount: '100.00' }, VALID_AMOUNT],
    ['stake "NaN"', { amount: 'NaN' }, VALID_AMOUNT],
    ['stake "Infinity"', { amount: 'Infinity' }, VALID_AMOUNT],
    ['stake "1e3"', { amount: '1e3' }, VALID_AMOUNT],
    ['stake null', { amount: null }, VALID_AMOUNT],
    ['stake true', { amount: true }, VALID_AMOUNT],
    ['stake [100]', { amount: [100] }, VALID_AMOUNT],
    ['stake {}', { amount: {} }, VALID_AMOUNT],
    ['stake missing', { amount: undefined }, VALID_AMOUNT],
    ['stake 1e10', { amount: 1e10 }, VALID_AMOUNT],
    ['stake above 2^53', { amount: 2 ** 53 + 2 }, VALID_AMOUNT],
    ['stake above the limit', { amount: max + 1 }, `Maximum bet amount is ${max}`],
    ['stake below the minimum', { amount: 99 }, 'Minimum bet amount is 100'],
    ['stake NaN (not JSON)', { raw: JSON.stringify(valid).replace(/"amount":100/, '"amount":NaN') }],
    ['rate with extra precision', { [rate]: rateValue + 0.001 }, VALID_ODD],
    ['rate as text', { [rate]: String(rateValue) }],
    ['rate negative', { [rate]: -1 }],
    ['profit with extra precision', { profit: 1.234 }],
    ['loss negative', { loss: -5 }],
    ['loss as words', { loss: 'abc' }],
    ['market missing', { marketId: undefined }],
    ['market as a number', { marketId: 123 }],
    ['market empty', { marketId: '' }],
    ['market with a NUL byte', { marketId: 'x\u0000y' }],
    ['no body', 'none'],
    ['a JSON array', { raw: '[100]' }],
    ['a JSON string', { raw: '"amount=100"' }],
    ['broken JSON', { raw: '{"amount":' }],
    ['a form body', { raw: 'amount=100', contentType: 'application/x-www-form-urlencoded' }],
  ];
}

function send(url: string, valid: Body, change: Case[1]) {
  const headers = { ...auth };
  if (change === 'none') return app.inject({ method: 'POST', url, headers });
  if ('raw' in change && typeof change.raw === 'string') {
    return app.inject({
      method: 'POST',
      url,
      headers: { ...headers, 'content-type': (change.contentType as string | undefined) ?? 'application/json' },
      payload: change.raw,
    });
  }
  return app.inject({
    method: 'POST',
    url,
    headers,
    payload: JSON.parse(JSON.stringify({ ...valid, ...change })) as Body,
  });
}

async function expectRefused(url: string, valid: Body, change: Case[1], message?: string) {
  const before = await moneyState(database, 'C1001');
  const res = await send(url, valid, change);
  expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, res.body).toBeLessThan(500);
  const description = res.json().error?.description;
  expect(typeof description === 'string' && description.length > 0, res.body).toBe(true);
  if (message) expect(description).toBe(message);
  expect(await moneyState(database, 'C1001')).toEqual(before);
}

describe.each(endpoints)('malformed $name payloads', ({ url, valid, rate, max, cases }) => {
  it('the valid payload these start from is placed', async () => {
    const res = await send(url, valid(), {});
    expect(res.statusCode, res.body).toBe(200);
  });

  it('at least 30 classes of bad input, each a 4xx with a message and nothing written', async () => {
    const all = [...commonCases(rate, valid(), max), ...cases()];
    expect(all.length).toBeGreaterThanOrEqual(30);
    for (const [name, change, message] of all) {
      await expectRefused(url, valid(), change, message).catch((error: unknown) => {
        throw new Error(`${name}: ${String(error)}`);
      });
    }
  });

  it('any stake with more than two decimals is refused, never rounded (property)', async () => {
    const stake = fc
      .tuple(fc.integer({ min: 100, max: 20_000 }), fc.integer({ min: 1, max: 999 }))
      .map(([rupees, thousandths]) => Number(`${rupees}.${String(thousandths).padStart(3, '0')}`))
      .filter((amount) => (String(amount).split('.')[1]?.length ?? 0) > 2);
    await fc.assert(
      fc.asyncProperty(stake, async (amount) => {
        await expectRefused(url, valid(), { amount }, VALID_AMOUNT);
      }),
      { numRuns: 25 },
    );
  });

  it('any stake that is not a number is refused (property)', async () => {
    const notANumber = fc.oneof(
      fc.string(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.integer(), { maxLength: 3 }),
      fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 2 }),
    );
    await fc.assert(
      fc.asyncProperty(notANumber, async (amount) => {
        await expectRefused(url, valid(), { amount }, VALID_AMOUNT);
      }),
      { numRuns: 25 },
    );
  });
});
