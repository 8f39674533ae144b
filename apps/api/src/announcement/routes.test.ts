import type { App } from '../app';
import type { Database } from '../db/client';
import { createTestApp, createTestDatabase } from '../testing/harness';
import { DEFAULT_ANNOUNCEMENT } from './service';

let database: Database;
let app: App;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database, { adminToken: 'secret-admin' });
}, 60_000);
afterAll(async () => {
  await app.close();
  await database.close();
});

const read = async () =>
  (await app.inject({ method: 'GET', url: '/aam/v1/auth/announcement' })).json().response.announcement;
const put = (token: string | undefined, announcement: string) =>
  app.inject({
    method: 'PUT',
    url: '/admin/v1/announcement',
    headers: token ? { 'x-admin-token': token } : {},
    payload: { announcement },
  });

describe('announcement', () => {
  it('starts with the default text', async () => {
    expect(await read()).toBe(DEFAULT_ANNOUNCEMENT);
  });

  it('an operator with the admin token changes it, as plain text, and it survives a restart', async () => {
    const res = await put('secret-admin', 'IPL final\ttonight <b>8 PM</b>');
    expect(res.statusCode).toBe(200);
    expect(await read()).toBe('IPL final tonight <b>8 PM</b>');
    const restarted = await createTestApp(database);
    expect(
      (await restarted.inject({ method: 'GET', url: '/aam/v1/auth/announcement' })).json().response.announcement,
    ).toBe('IPL final tonight <b>8 PM</b>');
    await restarted.close();
  });

  it('refuses anyone without the token, and the route does not exist without an admin token', async () => {
    expect((await put('guess', 'hacked')).statusCode).toBe(403);
    expect((await put(undefined, 'hacked')).statusCode).toBe(403);
    expect(await read()).not.toBe('hacked');
    const noAdmin = await createTestApp(database);
    expect(
      (await noAdmin.inject({ method: 'PUT', url: '/admin/v1/announcement', payload: { announcement: 'x' } }))
        .statusCode,
    ).toBe(404);
    await noAdmin.close();
  });

  it('refuses an over-long text', async () => {
    expect((await put('secret-admin', 'x'.repeat(501))).statusCode).toBe(400);
  });

  /** Bodies an operator's script or an attacker might send: each is refused with a message, nothing changes. */
  const malformed: Array<[string, unknown, string?]> = [
    ['no body', undefined],
    ['empty object', {}],
    ['null', null],
    ['a number', 42],
    ['a string', 'IPL final'],
    ['an array', ['IPL final']],
    ['true', true],
    ['announcement null', { announcement: null }],
    ['announcement a number', { announcement: 7 }],
    ['announcement true', { announcement: true }],
    ['announcement an array', { announcement: ['a', 'b'] }],
    ['announcement an object', { announcement: { text: 'a' } }],
    ['announcement over 500 characters', { announcement: 'x'.repeat(501) }],
    ['announcement far over the limit', { announcement: 'x'.repeat(5000) }],
    ['announcement with a NUL', { announcement: 'IPL\u0000final' }],
    ['a misspelt field', { announcment: 'IPL final' }],
    ['an extra field', { announcement: 'IPL final', priority: 'high' }],
    ['an extra field with a prototype name', JSON.parse('{"announcement":"IPL final","__proto__":{"admin":true}}')],
    ['announcement in upper case', { ANNOUNCEMENT: 'IPL final' }],
    ['nested announcement', { announcement: { announcement: 'IPL final' } }],
    ['announcement Infinity', { announcement: Number.POSITIVE_INFINITY }],
    ['announcement NaN-like', { announcement: Number.NaN }],
    ['two announcements', [{ announcement: 'a' }, { announcement: 'b' }]],
    ['raw text body', 'announcement=IPL final', 'text/plain'],
    ['form body', 'announcement=IPL+final', 'application/x-www-form-urlencoded'],
    ['broken JSON', '{"announcement": "IPL final"', 'application/json'],
    ['JSON with a trailing comma', '{"announcement": "IPL final",}', 'application/json'],
    ['JSON with single quotes', "{'announcement': 'IPL final'}", 'application/json'],
    ['an empty JSON body', '', 'application/json'],
    ['a JSON string', '"IPL final"', 'application/json'],
    ['a JSON number', '12', 'application/json'],
    ['XML', '<announcement>IPL final</announcement>', 'application/xml'],
  ];

  it.each(malformed)(
    'refuses %s with a 4xx and a message, and the announcement is unchanged',
    async (_name, body, contentType) => {
      const before = await read();
      const raw = typeof body === 'string' && contentType !== undefined;
      const res = await app.inject({
        method: 'PUT',
        url: '/admin/v1/announcement',
        headers: { 'x-admin-token': 'secret-admin', ...(raw ? { 'content-type': contentType } : {}) },
        ...(body === undefined ? {} : raw ? { body } : { payload: body as object }),
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      const answer = res.json();
      expect(String(answer.error?.description ?? answer.message ?? '')).not.toBe('');
      expect(await read()).toBe(before);
    },
  );
});
