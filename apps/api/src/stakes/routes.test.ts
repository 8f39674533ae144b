import { STAKE_CHIPS } from '@exchange/betting';
import { count } from 'drizzle-orm';
import type { App } from '../app';
import type { Database } from '../db/client';
import { createTestApp, createTestDatabase, session } from '../testing/harness';
import { stakeButtons } from './tables';

let database: Database;
let app: App;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database);
}, 60_000);
afterAll(async () => {
  await app.close();
  await database.close();
});

const read = (auth: Record<string, string>) =>
  app.inject({ method: 'GET', url: '/aam/v1/user/client-button2', headers: auth });
const save = (auth: Record<string, string>, payload: object) =>
  app.inject({ method: 'POST', url: '/aam/v1/user/client-button2', headers: auth, payload });

describe('stake buttons (client-button2)', () => {
  it('gives a new player the spec chips in both groups', async () => {
    const ravi = await session(app, 'C1001');
    const wire = (await read(ravi.auth)).json().response;
    expect(wire.buttonValue1).toBe(STAKE_CHIPS[0]);
    expect(wire.buttonNameCasino4).toBe('1K');
    expect(wire[`buttonValue${STAKE_CHIPS.length}`]).toBe(500000);
  });

  it("saves a player's own presets and only theirs", async () => {
    const ravi = await session(app, 'C1001');
    const priya = await session(app, 'C1002');
    const res = await save(ravi.auth, {
      buttonName1: 'Tea',
      buttonValue1: 150,
      buttonNameCasino1: 'Lunch',
      buttonValueCasino1: 700,
    });
    expect(res.statusCode).toBe(200);
    expect((await read(ravi.auth)).json().response).toEqual({
      buttonName1: 'Tea',
      buttonValue1: 150,
      buttonNameCasino1: 'Lunch',
      buttonValueCasino1: 700,
    });
    expect((await read(priya.auth)).json().response.buttonValue1).toBe(100);
  });

  it('refuses an invalid set with a clear message and keeps the saved one', async () => {
    const ravi = await session(app, 'C1001');
    const before = await database.db.select({ n: count() }).from(stakeButtons);
    const res = await save(ravi.auth, {
      buttonName1: 'Zero',
      buttonValue1: 0,
      buttonNameCasino1: 'ok',
      buttonValueCasino1: 5,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.description).toBe('Sports button 1: enter a whole amount from 1 to 99999999');
    expect(await database.db.select({ n: count() }).from(stakeButtons)).toEqual(before);
    expect((await save(ravi.auth, { hack: 'x' })).statusCode).toBe(400);
  });

  const saved = {
    buttonName1: 'Tea',
    buttonValue1: 150,
    buttonName2: 'Chai',
    buttonValue2: 250,
    buttonNameCasino1: 'Lunch',
    buttonValueCasino1: 700,
  };
  const sports = (n: number) =>
    Object.fromEntries(
      Array.from({ length: n }, (_, i) => [
        [`buttonName${i + 1}`, `b${i + 1}`],
        [`buttonValue${i + 1}`, 100 + i],
      ]).flat(),
    );
  const casinoOnly = { buttonNameCasino1: 'a', buttonValueCasino1: 5 };
  const whole = 'enter a whole amount from 1 to 99999999';
  // [what is wrong, the body as sent (JSON text where JSON.stringify cannot write it), words the message must contain]
  const malformed: Array<[string, unknown, string]> = [
    ['an empty object', {}, 'add at least one button'],
    ['only an unknown key', { hack: 'x' }, 'Unknown field hack'],
    ['an unknown key beside good buttons', { ...saved, admin: true }, 'Unknown field admin'],
    ['a key in lower case', { ...saved, buttonname3: 'x' }, 'Unknown field buttonname3'],
    ['a key with a leading zero', { ...saved, buttonValue01: 5 }, 'Unknown field buttonValue01'],
    ['button 0', { ...saved, buttonName0: 'x', buttonValue0: 5 }, 'Unknown field buttonName0'],
    ['a 15th sports button', { ...sports(15), ...casinoOnly }, 'buttonName15: at most 14 Sports buttons'],
    ['casino button 99', { ...saved, buttonValueCasino99: 5 }, 'buttonValueCasino99: at most 14 Casino buttons'],
    ['a value without a name', { ...saved, buttonValue3: 300 }, 'buttonName3 is missing'],
    ['a name without a value', { ...saved, buttonNameCasino2: 'x' }, 'buttonValueCasino2 is missing'],
    ['a gap in the numbering', { ...saved, buttonName4: 'x', buttonValue4: 400 }, 'buttonName3 is missing'],
    ['no sports buttons', casinoOnly, 'Sports buttons: add at least one button'],
    ['no casino buttons', { buttonName1: 'a', buttonValue1: 5 }, 'Casino buttons: add at least one button'],
    ['a zero value', { ...saved, buttonValue2: 0 }, `Sports button 2: ${whole}`],
    ['a negative value', { ...saved, buttonValueCasino1: -100 }, `Casino button 1: ${whole}`],
    ['a fractional value', { ...saved, buttonValue1: 150.5 }, `Sports button 1: ${whole}`],
    ['a value over the range', { ...saved, buttonValue1: 100_000_000 }, `Sports button 1: ${whole}`],
    ['a value past a database integer', { ...saved, buttonValue1: 2_147_483_648 }, `Sports button 1: ${whole}`],
    [
      'a value too big for a double',
      '{"buttonName1":"a","buttonValue1":1e400,"buttonNameCasino1":"b","buttonValueCasino1":5}',
      `Sports button 1: ${whole}`,
    ],
    ['a value as text', { ...saved, buttonValue1: '150' }, `Sports button 1: ${whole}`],
    ['a value of null', { ...saved, buttonValueCasino1: null }, `Casino button 1: ${whole}`],
    ['a value of true', { ...saved, buttonValue2: true }, `Sports button 2: ${whole}`],
    ['a value as an array', { ...saved, buttonValue2: [250] }, `Sports button 2: ${whole}`],
    ['a value as an object', { ...saved, buttonValue2: { rupees: 250 } }, `Sports button 2: ${whole}`],
    ['an empty label', { ...saved, buttonName1: '' }, 'Sports button 1: enter a label'],
    ['a blank label', { ...saved, buttonNameCasino1: '   ' }, 'Casino button 1: enter a label'],
    [
      'a label with spaces around it',
      { ...saved, buttonName2: ' Chai ' },
      'Sports button 2: remove the spaces around the label',
    ],
    [
      'a label of 11 characters',
      { ...saved, buttonName1: 'abcdefghijk' },
      'Sports button 1: the label may be at most 10 characters',
    ],
    ['a label as a number', { ...saved, buttonName1: 150 }, 'Sports button 1: enter a label'],
    ['a label of null', { ...saved, buttonNameCasino1: null }, 'Casino button 1: enter a label'],
    [
      'a label with a tab',
      { ...saved, buttonName1: 'Te\ta' },
      'Sports button 1: the label may only contain printable characters',
    ],
    ['a label with a NUL', { ...saved, buttonName1: 'Te\u0000a' }, 'buttonName1 must not contain a NUL character'],
    ['a key with a NUL', { ...saved, 'buttonName1\u0000': 'x' }, 'must not contain a NUL character'],
    ['an array', [saved], ''],
    ['a JSON string', '"buttons"', ''],
    ['a number', '42', ''],
  ];

  it(`refuses ${malformed.length} malformed sets with a 400 that says what is wrong, and keeps the saved buttons`, async () => {
    const ravi = await session(app, 'C1001');
    expect((await save(ravi.auth, saved)).statusCode).toBe(200);
    const rowsBefore = await database.db
      .select()
      .from(stakeButtons)
      .orderBy(stakeButtons.userId, stakeButtons.stakeGroup, stakeButtons.position);
    const wrong: string[] = [];
    for (const [what, body, words] of malformed) {
      const payload = typeof body === 'string' ? body : JSON.stringify(body);
      const res = await app.inject({
        method: 'POST',
        url: '/aam/v1/user/client-button2',
        headers: { ...ravi.auth, 'content-type': 'application/json' },
        payload,
      });
      const description = String(res.json().error?.description ?? '');
      if (res.statusCode !== 400 || description === '' || !description.includes(words))
        wrong.push(`${what}: ${res.statusCode} ${description}`);
    }
    expect(wrong).toEqual([]);
    expect(
      await database.db
        .select()
        .from(stakeButtons)
        .orderBy(stakeButtons.userId, stakeButtons.stakeGroup, stakeButtons.position),
    ).toEqual(rowsBefore);
    expect((await read(ravi.auth)).json().response).toEqual(saved);
  });

  it('saves all 14 buttons of a group as sent, numbered as sent', async () => {
    const ravi = await session(app, 'C1001');
    const wire = { ...sports(14), buttonNameCasino1: 'Max', buttonValueCasino1: 25000 };
    expect((await save(ravi.auth, wire)).json().response).toEqual(wire);
    expect((await read(ravi.auth)).json().response).toEqual(wire);
  });
});
