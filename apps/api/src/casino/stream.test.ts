import { CASINO_TABLES, dealRound, gameRules } from '@exchange/betting';
import type { App } from '../app';
import type { Database } from '../db/client';
import { createTestApp, createTestDatabase } from '../testing/harness';
import { TableEngine } from './engine';
import { STREAM_CSP, streamNotFoundPage, streamPage, streamSeats } from './stream';
import { streamRound } from './streamRound';

let database: Database;
let app: App;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database, { casinoEngine: false });
}, 60_000);
afterAll(async () => {
  await app.close();
  await database.close();
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
const control = (url: string, payload?: object) =>
  app.inject({ method: 'POST', url: `/__test/casino${url}`, ...(payload ? { payload } : {}) });
const tableOf = (gameId: string) => CASINO_TABLES.find((t) => t.gameId === gameId)!;

describe("a table's stream page", () => {
  it("is HTML under a CSP that runs only its own origin's script, no inline script, no eval, and reaches nothing else", async () => {
    const res = await get('/casino/v1/stream/TEEN_20');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toBe(STREAM_CSP);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(csp).not.toMatch(/https?:|\*/);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    // One external module script, no inline one, no self-reload.
    expect(res.body.match(/<script/g)).toHaveLength(1);
    expect(res.body).toContain('<script type="module" src="../stream-frame.js"></script>');
    expect(res.body).not.toMatch(/http-equiv|location\.reload|\son\w+=/i);
    expect(res.body).toContain('data-round="../stream-round?casinoGames=TEEN_20"');
  });

  it('shows the table, LIVE, and its card slots face down: three a player on Teen Patti, one a side on Dragon Tiger', async () => {
    const teen = (await get('/casino/v1/stream/TEEN_20')).body;
    expect(teen).toContain('Teen Patti 2020');
    expect(teen).toContain('LIVE');
    // Its dot pulses a few times as the stream comes up, then stays lit: nothing animates for ever.
    expect(teen).toContain('animation:pulse 1.6s ease-in-out 3}');
    expect(teen).not.toContain('infinite');
    expect(teen).toMatch(
      /data-side="playerA"><span class="label">Player A<\/span><div class="slots">(<div class="slot"><\/div>){3}<\/div>/,
    );
    expect(teen).toMatch(/data-side="playerB">.*?(<div class="slot"><\/div>){3}<\/div>/);
    const dt = (await get('/casino/v1/stream/DRAGON_TIGER_20')).body;
    expect(dt).toContain('class="across"');
    expect(dt.match(/class="slot"/g)).toHaveLength(2);
  });

  it('gives every table of the catalogue a seat per side its deal has, within five slots', () => {
    for (const table of CASINO_TABLES) {
      const rules = gameRules(table.gameId)!;
      const seats = streamSeats(rules);
      expect(seats.map((s) => s.side)).toEqual(Object.keys(dealRound(table.gameId, 'seed').cards));
      for (const seat of seats) expect(seat.slots).toBeGreaterThanOrEqual(1);
      for (const seat of seats) expect(seat.slots).toBeLessThanOrEqual(5);
    }
    expect(streamSeats(gameRules('ABJ')!)).toEqual([
      { side: 'joker', label: 'Joker', slots: 1 },
      { side: 'andar', label: 'Andar', slots: 5 },
      { side: 'bahar', label: 'Bahar', slots: 5 },
    ]);
  });

  it('escapes the table name and the sides in the page', () => {
    const page = streamPage(
      { ...tableOf('LUCKY7'), name: '<img src=x onerror=alert(1)> & "Co"' },
      { deal: () => ({ '"><script>': ['AS'] }) },
    );
    expect(page).not.toContain('<img');
    expect(page).not.toContain('"><script>');
    expect(page).toContain('&#60;img src=x onerror=alert(1)&#62; &#38; &#34;Co&#34;');
  });

  it('answers an unknown game code with a plain 404 page under the same CSP, escaping the code', async () => {
    const res = await get('/casino/v1/stream/%3Cb%3Enope');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toBe(STREAM_CSP);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('No live table');
    expect(res.body).toContain('&#60;b&#62;nope');
    expect(res.body).not.toContain('<b>nope');
    expect(res.body).not.toContain('<script');
    expect(streamNotFoundPage('x')).toContain('This stream does not exist.');
  });

  it("serves the page's script as JavaScript with an ETag, and a 304 when the browser has it", async () => {
    const res = await get('/casino/v1/stream-frame.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body).toContain('export function start(');
    // Nothing the CSP would refuse, and no address but the page's own relative ones.
    expect(res.body).not.toMatch(/\beval\(|new Function|https?:\/\//);
    const again = await get('/casino/v1/stream-frame.js', { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('the stream poll (/stream-round)', () => {
  it('gives the round, its empty sides and when the deal is due, the same on every poll while nothing changes (304)', async () => {
    await control('/TEEN_20/fast-forward');
    const odds = (await get('/casino/v1/odds?casinoGames=TEEN_20')).json().response;
    const res = await get('/casino/v1/stream-round?casinoGames=TEEN_20');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, s-maxage=1');
    const round = res.json().response;
    expect(round).toMatchObject({ marketId: odds.marketId, phase: 'BETTING', cards: odds.cards, autoTime: null });
    expect(round.dealAt - Date.now()).toBeGreaterThan(20_000);
    expect(round.dealAt - Date.now()).toBeLessThanOrEqual(25_000);
    const again = await get('/casino/v1/stream-round?casinoGames=TEEN_20', {
      'if-none-match': String(res.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });

  it('moves the deal with the countdown a control route sets: the page keeps counting by its own clock', async () => {
    await control('/TEEN_20/auto-time', { autoTime: 300 });
    const round = (await get('/casino/v1/stream-round?casinoGames=TEEN_20')).json().response;
    expect(round).toMatchObject({ phase: 'BETTING', autoTime: null });
    expect(round.dealAt - Date.now()).toBeGreaterThan(298_000);
    expect(round.dealAt - Date.now()).toBeLessThanOrEqual(300_000);
  });

  it('puts the deal back by as long as the tables stood paused', async () => {
    await control('/TEEN_20/auto-time', { autoTime: 60 });
    const before = (await get('/casino/v1/stream-round?casinoGames=TEEN_20')).json().response.dealAt;
    await control('/pause');
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    await control('/resume');
    const after = (await get('/casino/v1/stream-round?casinoGames=TEEN_20')).json().response;
    expect(after.autoTime).toBeNull();
    expect(after.dealAt - before).toBeGreaterThanOrEqual(1_150);
    expect(after.dealAt - before).toBeLessThan(3_000);
  });

  it('gives the cards the engine dealt, exactly as the odds do, once the round closes', async () => {
    const engine = new TableEngine(
      tableOf('TEEN_20'),
      async () => undefined,
      () => undefined,
    );
    const { marketId, seed } = engine.round;
    await engine.close();
    const round = streamRound(engine);
    expect(round).toEqual({
      marketId,
      phase: 'RESULT',
      cards: dealRound('TEEN_20', seed).cards,
      dealAt: null,
      autoTime: 0,
    });
  });

  it('counts the schedule from the opening of the round, 25 s, whatever the moment of the poll', () => {
    const engine = new TableEngine(
      tableOf('LUCKY7'),
      async () => undefined,
      () => undefined,
    );
    const opened = engine.round.openedAt.getTime();
    expect(streamRound(engine, opened + 300).dealAt).toBe(opened + 25_000);
    engine.round.autoTime = 15;
    expect(streamRound(engine, opened + 10_400).dealAt).toBe(opened + 25_000);
    // Three seconds off the schedule (a countdown standing still): the engine's own countdown.
    expect(streamRound(engine, opened + 13_500)).toMatchObject({ dealAt: null, autoTime: 15 });
  });

  it('stays on the schedule when the engine ticks late (a busy server): no second-by-second answers', async () => {
    const engine = new TableEngine(
      tableOf('TEEN_20'),
      async () => undefined,
      () => undefined,
    );
    const opened = engine.round.openedAt.getTime();
    await engine.tick(opened + 1_000);
    // The next tick comes 4 s late.
    await engine.tick(opened + 6_000);
    expect(engine.round.autoTime).toBe(19);
    expect(streamRound(engine, opened + 6_000)).toMatchObject({ dealAt: opened + 25_000, autoTime: null });
  });

  it('is 404 for an unknown table and 400 without one', async () => {
    expect((await get('/casino/v1/stream-round?casinoGames=NOPE')).statusCode).toBe(404);
    expect((await get('/casino/v1/stream-round')).statusCode).toBe(400);
  });
});
