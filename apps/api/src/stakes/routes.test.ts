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

const read = (auth: Record<string, string>) => app.inject({ method: 'GET', url: '/aam/v1/user/client-button2', headers: auth });
const save = (auth: Record<string, string>, payload: object) => app.inject({ method: 'POST', url: '/aam/v1/user/client-button2', headers: auth, payload });

describe('stake buttons (client-button2)', () => {
  it('gives a new player the spec chips in both groups', async () => {
    const ravi = await session(app, 'C1001');
    const wire = (await read(ravi.auth)).json().response;
    expect(wire.buttonValue1).toBe(STAKE_CHIPS[0]);
    expect(wire.buttonNameCasino4).toBe('1K');
    expect(wire[`buttonValue${STAKE_CHIPS.length}`]).toBe(500000);
  });

  it('saves a player\'s own presets and only theirs', async () => {
    const ravi = await session(app, 'C1001');
    const priya = await session(app, 'C1002');
    const res = await save(ravi.auth, { buttonName1: 'Tea', buttonValue1: 150, buttonNameCasino1: 'Lunch', buttonValueCasino1: 700 });
    expect(res.statusCode).toBe(200);
    expect((await read(ravi.auth)).json().response).toEqual({ buttonName1: 'Tea', buttonValue1: 150, buttonNameCasino1: 'Lunch', buttonValueCasino1: 700 });
    expect((await read(priya.auth)).json().response.buttonValue1).toBe(100);
  });

  it('refuses an invalid set with a clear message and keeps the saved one', async () => {
    const ravi = await session(app, 'C1001');
    const before = await database.db.select({ n: count() }).from(stakeButtons);
    const res = await save(ravi.auth, { buttonName1: 'Zero', buttonValue1: 0, buttonNameCasino1: 'ok', buttonValueCasino1: 5 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.description).toBe('Sports button 1: enter a whole amount from 1 to 99999999');
    expect(await database.db.select({ n: count() }).from(stakeButtons)).toEqual(before);
    expect((await save(ravi.auth, { hack: 'x' })).statusCode).toBe(400);
  });
});
