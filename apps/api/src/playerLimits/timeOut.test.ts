import { sessions } from '../db/schema';
import { hashToken } from '../security/tokens';
import { signIn } from '../testing/harness';
import { START, limitsKit } from '../testing/limitsKit';

const kit = limitsKit();
const HOUR = 3_600_000;

describe('a self-exclusion time-out', () => {
  it('ends the sessions, refuses sign-in with its end time (IST) until then, and lets the player back after', async () => {
    const p = await kit.player();
    const taken = await p.call('POST', '/aam/v1/user/limits/time-out', { hours: 24 });
    expect(taken.statusCode).toBe(200);
    expect(taken.json().response).toEqual({ timeOutUntil: new Date(START + 24 * HOUR).toISOString() });
    // START is 12:00 PM IST on 25-11-2026; the time-out ends 24 hours later.
    expect((await p.call('GET', '/aam/v1/user/limits')).statusCode).toBe(401);
    const text = 'You have taken a time-out until 26-11-2026 12:00 PM (IST)';
    const refused = await signIn(kit.app, p.username);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.description).toBe(text);
    kit.clock.now = START + 24 * HOUR - 1;
    expect((await signIn(kit.app, p.username)).statusCode).toBe(403);
    kit.clock.now = START + 24 * HOUR;
    expect((await signIn(kit.app, p.username)).statusCode).toBe(200);
  });

  it('refuses a bet from a session that is still alive somewhere (e.g. on an instance not yet told), in the wallet', async () => {
    const p = await kit.player();
    await p.call('POST', '/aam/v1/user/limits/time-out', { hours: 168 });
    // A session the store has not seen revoked: written as another instance would have issued it.
    const token = `late-session-${p.id}`;
    await kit.db
      .insert(sessions)
      .values({ tokenHash: hashToken(token), userId: p.id, expiresAt: new Date(Date.now() + HOUR) });
    const team = (await kit.odds()).teams[0]!;
    const bet = await kit.app.inject({
      method: 'POST',
      url: '/cm/v1/bet/place',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        amount: 100,
        marketId: team.marketId,
        selectionId: team.selectionId,
        type: 'back',
        eventId: 34_120_001,
        backRate: team.back1,
      },
    });
    expect(bet.statusCode).toBe(403);
    expect(bet.json().error.description).toBe('You have taken a time-out until 02-12-2026 12:00 PM (IST)');
    expect(await p.liability()).toBe(0);
  });

  it('cannot be shortened: a day later sign-in is still refused, and a 24-hour one asked meanwhile keeps the 30 days', async () => {
    const p = await kit.player();
    await p.call('POST', '/aam/v1/user/limits/time-out', { hours: 720 });
    kit.clock.now = START + 24 * HOUR;
    const thirtyDays = 'You have taken a time-out until 25-12-2026 12:00 PM (IST)';
    expect((await signIn(kit.app, p.username)).json().error.description).toBe(thirtyDays);
    // Asked from a session that outlived the revocation (another instance), a shorter time-out changes nothing.
    const token = `late-session-${p.id}`;
    await kit.db
      .insert(sessions)
      .values({ tokenHash: hashToken(token), userId: p.id, expiresAt: new Date(Date.now() + HOUR) });
    const shorter = await kit.app.inject({
      method: 'POST',
      url: '/aam/v1/user/limits/time-out',
      headers: { authorization: `Bearer ${token}` },
      payload: { hours: 24 },
    });
    expect(shorter.json().response).toEqual({ timeOutUntil: new Date(START + 720 * HOUR).toISOString() });
    kit.clock.now = START + 720 * HOUR - 1;
    expect((await signIn(kit.app, p.username)).json().error.description).toBe(thirtyDays);
    kit.clock.now = START + 720 * HOUR;
    expect((await signIn(kit.app, p.username)).statusCode).toBe(200);
  });

  it.each([[0], [12], ['24'], [null]])('refuses a time-out of %o with the choices', async (hours) => {
    const p = await kit.player();
    const res = await p.call('POST', '/aam/v1/user/limits/time-out', { hours });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.description).toBe('Choose a time-out of 24 hours, 7 days or 30 days');
    expect((await p.call('GET', '/aam/v1/user/limits')).statusCode).toBe(200);
  });
});

describe('the reality check interval', () => {
  it('is stored per player and answered with the session start and its net result', async () => {
    const p = await kit.player();
    const before = await p.limits();
    expect(before.realityCheckMinutes).toBe(0);
    expect(before.session.netResult).toBe(0);
    const saved = await p.call('PUT', '/aam/v1/user/limits/reality-check', { minutes: 30 });
    expect(saved.json().response.realityCheckMinutes).toBe(30);
    await p.settled(-250, Date.now() + 1000);
    const after = await p.limits();
    expect(after.realityCheckMinutes).toBe(30);
    expect(after.session.netResult).toBe(-250);
    expect(Date.parse(after.session.startedAt)).toBeLessThanOrEqual(Date.now());
  });

  it.each([[5], [45], ['15'], [-15]])('refuses %o minutes', async (minutes) => {
    const p = await kit.player();
    const res = await p.call('PUT', '/aam/v1/user/limits/reality-check', { minutes });
    expect(res.json().error.description).toBe('Choose a reality check of off, 15, 30 or 60 minutes');
    expect((await p.limits()).realityCheckMinutes).toBe(0);
  });
});
