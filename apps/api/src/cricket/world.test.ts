import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { matches } from '../db/schema';
import { createTestDatabase } from '../testing/harness';
import { CricketWorld } from './world';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(() => database.close());

describe('CricketWorld', () => {
  it('starts an upcoming match when its time comes, moves rates every tick, and holds still while paused', async () => {
    const world = new CricketWorld(database.db);
    await world.load();
    const upcoming = world.byCricketId(1004)!;
    expect(upcoming.inPlay).toBe(false);
    expect(upcoming.odds.bookMakerOdds[0]!.bm1.oddDetailsDTOS.every((r) => r.status === 'SUSPENDED')).toBe(true);
    expect(upcoming.odds.fancyOdds[0]!.oddDetailsDTOS).toEqual([]);

    await world.tick(new Date(upcoming.row.eventTime.getTime() + 1000));
    expect(upcoming.inPlay).toBe(true);
    expect(upcoming.odds.fancyOdds[0]!.oddDetailsDTOS.length).toBeGreaterThan(0);
    const [row] = await database.db.select().from(matches).where(eq(matches.cricketId, 1004));
    expect(row).toMatchObject({ inPlay: true, status: 'IN_PLAY' });

    const live = world.byCricketId(1001)!;
    const before = live.odds;
    world.paused = true;
    await world.tick();
    expect(live.odds).toBe(before);
    world.paused = false;
    await world.tick();
    expect(live.odds).not.toBe(before);
    expect(world.find(live.row.eventId)).toBe(live);
    expect(world.find(1001)).toBe(live);
  });
});
