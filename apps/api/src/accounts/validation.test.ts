import { EXACTLY_SIX, PASSWORD_TOO_LONG, SAME_AS_OLD } from '@exchange/account-rules';
import { count, eq } from 'drizzle-orm';
import type { App } from '../app';
import type { Database } from '../db/client';
import { sessions, users } from '../db/schema';
import { createTestApp, createTestDatabase, encryptPassword, session, signIn } from '../testing/harness';
import { PASSWORD_CHANGES_PER_MINUTE } from './routes';

// Malformed requests to the account's write endpoints: each is a 4xx with a message, and the
// password, sessions, profile and wallet are as they were.

let database: Database;
let app: App;
let players = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database, { casinoEngine: false });
}, 60_000);
afterAll(async () => {
  await app.close();
  await database.close();
});

/** A fresh player per batch of requests, so the per-player password-change limit is never what answers. */
async function freshPlayer(password = '123456') {
  players += 1;
  const username = `C77${String(players).padStart(3, '0')}`;
  const res = await app.inject({
    method: 'POST',
    url: '/__test/users',
    payload: { username, name: 'Tester', password, resetRequired: false, balance: 10000 },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { username, ...(await session(app, username, password)) };
}

type Player = Awaited<ReturnType<typeof freshPlayer>>;

async function accountState(player: Player) {
  const [user] = await database.db.select().from(users).where(eq(users.id, player.id));
  const [live] = await database.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, player.id));
  const profile = await app.inject({ method: 'GET', url: `/aam/v1/accmanage/user/${player.id}`, headers: player.auth });
  return {
    passwordHash: user!.passwordHash,
    resetRequired: user!.resetRequired,
    rateDifference: user!.rateDifference,
    sessions: live!.n,
    profile: profile.json().response,
  };
}

const description = (res: { json: () => unknown }) =>
  String((res.json() as { error?: { description?: string } }).error?.description ?? '');

describe('PUT /auth/password: the spec rule for the form that asks', () => {
  const put = (player: Player, payload: unknown) =>
    app.inject({
      method: 'PUT',
      url: '/aam/v1/auth/password',
      headers: { ...player.auth, 'content-type': 'application/json' },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  const page = (oldPassword: string, newPassword: string) => ({
    password: encryptPassword(oldPassword),
    newPassword: encryptPassword(newPassword),
  });
  const modal = (player: Player, oldPassword: string, newPassword: string) => ({
    ...page(oldPassword, newPassword),
    resetRequired: false,
    uid: player.id,
  });

  it('holds the page to exactly 6 characters and the profile modal to 6 or more', async () => {
    const a = await freshPlayer();
    expect(description(await put(a, page('123456', '1234567')))).toBe(EXACTLY_SIX);
    expect((await put(a, modal(a, '123456', '1234567'))).statusCode).toBe(200);
    const b = await freshPlayer();
    expect((await put(b, page('123456', 'abc123'))).statusCode).toBe(200);
    expect((await signIn(app, b.username, 'abc123')).statusCode).toBe(200);
    // Seven password hashes (two players, two changes, sign-ins): over 5 s on a busy 2-core machine.
  }, 20_000);

  // [what is wrong, the body for this player, words of the message]
  const malformed: Array<[string, (p: Player) => unknown, string]> = [
    ['page: 5 characters', () => page('123456', '12345'), EXACTLY_SIX],
    ['page: 7 characters', () => page('123456', '1234567'), EXACTLY_SIX],
    ['page: 64 characters', () => page('123456', 'x'.repeat(64)), EXACTLY_SIX],
    ['page: empty new password', () => page('123456', ''), EXACTLY_SIX],
    ['page: five emoji (ten UTF-16 units)', () => page('123456', '😀😀😀😀😀'), EXACTLY_SIX],
    ['modal: 5 characters', (p) => modal(p, '123456', '12345'), EXACTLY_SIX],
    ['modal: 73 bytes', (p) => modal(p, '123456', 'x'.repeat(73)), PASSWORD_TOO_LONG],
    ['modal: 37 accented letters (74 bytes)', (p) => modal(p, '123456', 'é'.repeat(37)), PASSWORD_TOO_LONG],
    ['same as the old one', () => page('123456', '123456'), SAME_AS_OLD],
    ['wrong old password', () => page('654321', 'abcdef'), 'Old password is incorrect'],
    ['resetRequired true', (p) => ({ ...modal(p, '123456', 'abcdefg'), resetRequired: true }), 'resetRequired'],
    ['resetRequired as text', (p) => ({ ...modal(p, '123456', 'abcdefg'), resetRequired: 'false' }), 'resetRequired'],
    ['uid of another player', (p) => ({ ...modal(p, '123456', 'abcdefg'), uid: 1 }), 'only change your own password'],
    ['uid 2.5', (p) => ({ ...modal(p, '123456', 'abcdefg'), uid: p.id + 0.5 }), 'uid'],
    ['uid as text', (p) => ({ ...modal(p, '123456', 'abcdefg'), uid: String(p.id) }), 'uid'],
    ['uid 0', (p) => ({ ...modal(p, '123456', 'abcdefg'), uid: 0 }), 'uid'],
    ['uid past a database integer', (p) => ({ ...modal(p, '123456', 'abcdefg'), uid: 2_147_483_648 }), 'uid'],
    ['an unknown field', () => ({ ...page('123456', 'abcdef'), role: 'admin' }), 'role'],
    ['no old password', () => ({ newPassword: encryptPassword('abcdef') }), 'password'],
    ['no new password', () => ({ password: encryptPassword('123456') }), 'newPassword'],
    ['passwords in clear text', () => ({ password: '123456', newPassword: 'abcdef' }), 'could not be decrypted'],
    [
      'a new password that is not RSA',
      () => ({ password: encryptPassword('123456'), newPassword: 'bm90IHJzYQ==' }),
      'could not be decrypted',
    ],
    ['an empty password field', () => ({ password: '', newPassword: encryptPassword('abcdef') }), 'password'],
    ['a number as the password', () => ({ password: 123456, newPassword: encryptPassword('abcdef') }), 'password'],
    ['null as the new password', () => ({ password: encryptPassword('123456'), newPassword: null }), 'newPassword'],
    [
      'a 3000-character password field',
      () => ({ password: 'A'.repeat(3000), newPassword: encryptPassword('abcdef') }),
      'password',
    ],
    [
      'a NUL in a field',
      () => ({ password: `${encryptPassword('123456')}\u0000`, newPassword: encryptPassword('abcdef') }),
      'NUL',
    ],
    ['an array', () => [page('123456', 'abcdef')], 'body'],
    ['a JSON string', () => '"abcdef"', 'body'],
    ['an empty object', () => ({}), 'password'],
    ['not JSON', () => '{"password":', ''],
  ];

  it(`refuses ${malformed.length} malformed changes with a 4xx and a message; password, sessions and profile unchanged`, async () => {
    const wrong: string[] = [];
    let player = await freshPlayer();
    let sent = 0;
    let before = await accountState(player);
    for (const [what, body, words] of malformed) {
      if (sent === PASSWORD_CHANGES_PER_MINUTE - 1) {
        expect(await accountState(player)).toEqual(before);
        player = await freshPlayer();
        before = await accountState(player);
        sent = 0;
      }
      sent += 1;
      const res = await put(player, body(player));
      const text = description(res);
      if (
        res.statusCode < 400 ||
        res.statusCode >= 500 ||
        res.statusCode === 429 ||
        text === '' ||
        !text.includes(words)
      )
        wrong.push(`${what}: ${res.statusCode} ${text}`);
    }
    expect(wrong).toEqual([]);
    expect(await accountState(player)).toEqual(before);
    expect((await signIn(app, player.username, '123456')).statusCode).toBe(200);
  });
});

describe('PUT /accmanage/user/:id/rate-difference', () => {
  const put = (player: Player, id: string, payload: unknown) =>
    app.inject({
      method: 'PUT',
      url: `/aam/v1/accmanage/user/${id}/rate-difference`,
      headers: { ...player.auth, 'content-type': 'application/json' },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

  it('refuses 34 malformed ids and bodies with a 4xx and a message, and the rate difference stays', async () => {
    const player = await freshPlayer();
    expect((await put(player, String(player.id), { rateDifference: 3 })).statusCode).toBe(200);
    const before = await accountState(player);
    const id = String(player.id);
    const badIds = [
      `${id}.5`,
      `${id}e0`,
      `0x${player.id.toString(16)}`,
      `+${id}`,
      `0${id}`,
      `%20${id}`,
      `${id}%20`,
      '2147483648',
      '99999999999',
      '0',
      '-1',
      `${id}%00`,
      'abc',
      '1',
    ];
    const badBodies: unknown[] = [
      { rateDifference: 0 },
      { rateDifference: 6 },
      { rateDifference: 2.5 },
      { rateDifference: '2' },
      { rateDifference: null },
      { rateDifference: true },
      { rateDifference: [2] },
      { rateDifference: -1 },
      '{"rateDifference":1e400}',
      {},
      { rate: 2 },
      [2],
      '"2"',
      '2',
      '{"rateDifference":',
      { rateDifference: '2\u0000' },
      { rateDifference: 2147483648 },
      { rateDifference: { value: 2 } },
      'null',
      { rateDifference: 'NaN' },
    ];
    const wrong: string[] = [];
    for (const badId of badIds) {
      const res = await put(player, badId, { rateDifference: 5 });
      if (res.statusCode < 400 || res.statusCode >= 500 || description(res) === '')
        wrong.push(`id ${badId}: ${res.statusCode} ${description(res)}`);
    }
    for (const body of badBodies) {
      const res = await put(player, id, body);
      if (res.statusCode !== 400 || description(res) === '')
        wrong.push(`body ${JSON.stringify(body)}: ${res.statusCode} ${description(res)}`);
    }
    expect(wrong).toEqual([]);
    expect(await accountState(player)).toEqual(before);
  });
});

describe('POST /auth/signin', () => {
  const rsa = encryptPassword('123456');
  const malformed: Array<[string, unknown]> = [
    ['an empty object', {}],
    ['no password', { username: 'C1001' }],
    ['no username', { password: rsa }],
    ['an empty username', { username: '', password: rsa }],
    ['a blank username', { username: '   ', password: rsa }],
    ['a 33-character username', { username: `C${'1'.repeat(32)}`, password: rsa }],
    ['a number as the username', { username: 1001, password: rsa }],
    ['null as the username', { username: null, password: rsa }],
    ['true as the username', { username: true, password: rsa }],
    ['an array as the username', { username: ['C1001'], password: rsa }],
    ['an object as the username', { username: { code: 'C1001' }, password: rsa }],
    ['a NUL after the username', { username: 'C1001\u0000', password: rsa }],
    ['only a NUL', { username: '\u0000', password: rsa }],
    ['a NUL inside the username', { username: 'C10\u000001', password: rsa }],
    ['an emoji username', { username: 'C😀', password: rsa }],
    ['an unknown player', { username: 'C9999', password: rsa }],
    ['a wrong password', { username: 'C1001', password: encryptPassword('654321') }],
    ['an empty password', { username: 'C1001', password: '' }],
    ['the password in clear text', { username: 'C1001', password: '123456' }],
    ['a password that is not base64', { username: 'C1001', password: '!!!not base64!!!' }],
    ['a password for another key', { username: 'C1001', password: `${rsa.slice(0, -8)}AAAAAAA=` }],
    ['a 3000-character password', { username: 'C1001', password: 'A'.repeat(3000) }],
    ['a number as the password', { username: 'C1001', password: 123456 }],
    ['an object as the password', { username: 'C1001', password: { value: rsa } }],
    ['a NUL in the password', { username: 'C1001', password: `${rsa}\u0000` }],
    ['an array', [{ username: 'C1001', password: rsa }]],
    ['a JSON string', '"C1001"'],
    ['a JSON number', '1001'],
    ['null', 'null'],
    ['not JSON', '{"username":"C1001",'],
    ['a NUL in a key', { username: 'C1001', password: rsa, 'x\u0000': 1 }],
  ];

  it(`refuses ${malformed.length} malformed sign-ins with a 4xx and a message; no session is opened and no balance moves`, async () => {
    const snapshot = async () => ({
      sessions: (await database.db.select({ n: count() }).from(sessions))[0]!.n,
      users: await database.db.select().from(users).orderBy(users.id),
    });
    const before = await snapshot();
    const wrong: string[] = [];
    for (const [i, [what, body]] of malformed.entries()) {
      const payload = typeof body === 'string' ? body : JSON.stringify(body);
      const res = await app.inject({
        method: 'POST',
        url: '/aam/v1/auth/signin',
        remoteAddress: `198.51.100.${i + 1}`,
        headers: { 'content-type': 'application/json' },
        payload,
      });
      if (res.statusCode < 400 || res.statusCode >= 500 || description(res) === '')
        wrong.push(`${what}: ${res.statusCode} ${description(res)}`);
    }
    expect(wrong).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });
});
