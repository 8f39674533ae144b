import { brotliDecompressSync } from 'node:zlib';
import type { App } from '../app';
import type { Database } from '../db/client';
import { createTestApp, createTestDatabase, session } from '../testing/harness';
import { EVENT } from '../testing/cricketExchangeKit';
import { createHash } from 'node:crypto';
import { PUBLIC_READ_CACHE_CONTROL } from './publicCache';

let database: Database;
let app: App;
const ADMIN = 'operator-token-for-tests';

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database, { casinoEngine: false, adminToken: ADMIN });
}, 60_000);
afterAll(async () => {
  await app.close();
  await database.close();
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
const DASHBOARD = '/cm/v1/cricket/all-matches-dashboard';
const ANNOUNCEMENT = '/aam/v1/auth/announcement';

describe('cacheable public reads', () => {
  it('tags the same answer with the same strong ETag, and lets only a shared cache keep it for a second', async () => {
    const first = await get(DASHBOARD);
    const second = await get(DASHBOARD);
    expect(first.statusCode).toBe(200);
    // Strong (no W/) and a function of the bytes alone, so every instance tags one answer alike.
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(first.headers.etag).toBe(`"${createHash('sha1').update(first.rawPayload).digest('base64')}"`);
    expect(first.headers['cache-control']).toBe(PUBLIC_READ_CACHE_CONTROL);
  });

  it('answers 304 with no body when If-None-Match names the current answer', async () => {
    for (const url of [DASHBOARD, ANNOUNCEMENT, '/casino/v1/odds?casinoGames=AAA', '/casino/v1/games-list']) {
      const fresh = await get(url);
      expect(fresh.statusCode, url).toBe(200);
      const tag = String(fresh.headers.etag);
      const revalidated = await get(url, { 'if-none-match': tag });
      expect(revalidated.statusCode, url).toBe(304);
      expect(revalidated.rawPayload.length, url).toBe(0);
      expect(revalidated.headers.etag, url).toBe(tag);
      expect(revalidated.headers['cache-control'], url).toBe(PUBLIC_READ_CACHE_CONTROL);
      // A tag the client does not hold is a full answer; one it holds weakly still matches.
      expect((await get(url, { 'if-none-match': '"something-else"' })).statusCode, url).toBe(200);
      expect((await get(url, { 'if-none-match': `W/${tag}` })).statusCode, url).toBe(304);
    }
  });

  it('changes the ETag when the answer changes, and sends the new body to a client holding the old one', async () => {
    const before = await get(ANNOUNCEMENT);
    const put = await app.inject({
      method: 'PUT',
      url: '/admin/v1/announcement',
      headers: { 'x-admin-token': ADMIN },
      payload: { announcement: 'Tea break: markets reopen at 16:00' },
    });
    expect(put.statusCode).toBe(200);
    const after = await get(ANNOUNCEMENT, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json().response.announcement).toBe('Tea break: markets reopen at 16:00');
  });

  it('revalidates a compressed answer by the tag of its JSON, and sends no body on a match', async () => {
    const plain = await get(`/cm/v1/cricket/odds/${EVENT}`);
    expect(plain.statusCode).toBe(200);
    const packed = await get(`/cm/v1/cricket/odds/${EVENT}`, { 'accept-encoding': 'br' });
    expect(packed.headers.etag).toBe(plain.headers.etag);
    if (packed.headers['content-encoding'] === 'br')
      expect(JSON.parse(brotliDecompressSync(packed.rawPayload).toString('utf8'))).toEqual(plain.json());
    const again = await get(`/cm/v1/cricket/odds/${EVENT}`, {
      'accept-encoding': 'br',
      'if-none-match': String(plain.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it("gives a player's own answers and failed public reads no ETag and no-store", async () => {
    const ravi = await session(app, 'C1001');
    const profile = await get(`/aam/v1/accmanage/user/${ravi.id}`, ravi.auth);
    expect(profile.statusCode).toBe(200);
    expect(profile.headers.etag).toBeUndefined();
    expect(profile.headers['cache-control']).toBe('no-store');
    const bets = await get('/casino/v1/my-bet?casinoGames=AAA', ravi.auth);
    expect(bets.statusCode).toBe(200);
    expect(bets.headers.etag).toBeUndefined();
    expect(bets.headers['cache-control']).toBe('no-store');
    const missing = await get('/cm/v1/cricket/odds/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    expect(missing.headers['cache-control']).toBe('no-store');
    // A public read asked by a signed-in client is the same answer for everyone.
    const signedInPoll = await get(DASHBOARD, ravi.auth);
    expect(signedInPoll.headers['cache-control']).toBe(PUBLIC_READ_CACHE_CONTROL);
  });

  it('gives every origin the same public answer (no Vary: Origin), and lets a script read its ETag', async () => {
    const res = await get(DASHBOARD, { origin: 'http://localhost:3000' });
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(String(res.headers.vary ?? '')).not.toMatch(/origin/i);
    expect(String(res.headers['access-control-expose-headers'])).toMatch(/ETag/);
    // A player's answer still names the one origin it may go to.
    const ravi = await session(app, 'C1001');
    const own = await get(`/aam/v1/accmanage/user/${ravi.id}`, { ...ravi.auth, origin: 'http://localhost:3000' });
    expect(own.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(String(own.headers.vary)).toMatch(/origin/i);
  });
});
