import type { App } from '../app';
import type { Database } from '../db/client';
import { matches } from '../db/schema';
import { createTestApp, createTestDatabase } from '../testing/harness';
import { MatchList } from '../sports/matches';

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

const dashboard = () => app.inject({ method: 'GET', url: '/cm/v1/cricket/all-matches-dashboard' });

describe('GET /cm/v1/cricket/all-matches-dashboard', () => {
  it('lists in-play matches first, then upcoming ones by start time, without auth', async () => {
    const res = await dashboard();
    expect(res.statusCode).toBe(200);
    const { code, message, response } = res.json();
    expect({ code, message }).toEqual({ code: 200, message: 'Success' });
    expect(response).toHaveLength(6);
    expect(response[0]).toEqual({
      cricketId: 1001,
      eventId: 34_120_001,
      eventName: 'India v Australia',
      eventTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00\.000Z$/),
      inPlay: true,
      sport: 'cricket',
    });
    const inPlay = response.map((m: { inPlay: boolean }) => m.inPlay);
    expect(inPlay).toEqual([true, true, true, false, false, false]);
    const times = response.map((m: { eventTime: string }) => Date.parse(m.eventTime));
    expect(times.slice(0, 3)).toEqual([...times.slice(0, 3)].sort((a, b) => a - b));
    expect(times.slice(3)).toEqual([...times.slice(3)].sort((a, b) => a - b));
    expect(Math.max(...times.slice(0, 3))).toBeLessThanOrEqual(Date.now());
    expect(Math.min(...times.slice(3))).toBeGreaterThan(Date.now());
  });

  it('is served from the snapshot until the matches are refreshed, and hides completed ones', async () => {
    const before = (await dashboard()).json().response;
    await database.db.insert(matches).values([
      {
        cricketId: 2001,
        eventId: 34_130_001,
        eventName: 'West Indies v Zimbabwe',
        eventTime: new Date(),
        inPlay: true,
        status: 'IN_PLAY',
      },
      {
        cricketId: 2002,
        eventId: 34_130_002,
        eventName: 'Ireland v Scotland',
        eventTime: new Date(),
        status: 'COMPLETED',
      },
    ]);
    expect((await dashboard()).json().response).toEqual(before);

    const cricket = new MatchList(database.db, 'cricket');
    await cricket.refresh();
    const names = cricket.dashboard().map((m) => m.eventName);
    expect(names).toHaveLength(7);
    expect(names.indexOf('West Indies v Zimbabwe')).toBe(3);
    expect(names).not.toContain('Ireland v Scotland');
  });
});
