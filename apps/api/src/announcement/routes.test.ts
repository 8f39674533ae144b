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

const read = async () => (await app.inject({ method: 'GET', url: '/aam/v1/auth/announcement' })).json().response.announcement;
const put = (token: string | undefined, announcement: string) =>
  app.inject({ method: 'PUT', url: '/admin/v1/announcement', headers: token ? { 'x-admin-token': token } : {}, payload: { announcement } });

describe('announcement', () => {
  it('starts with the default text', async () => {
    expect(await read()).toBe(DEFAULT_ANNOUNCEMENT);
  });

  it('an operator with the admin token changes it, as plain text, and it survives a restart', async () => {
    const res = await put('secret-admin', 'IPL final\ttonight <b>8 PM</b>');
    expect(res.statusCode).toBe(200);
    expect(await read()).toBe('IPL final tonight <b>8 PM</b>');
    const restarted = await createTestApp(database);
    expect((await restarted.inject({ method: 'GET', url: '/aam/v1/auth/announcement' })).json().response.announcement).toBe('IPL final tonight <b>8 PM</b>');
    await restarted.close();
  });

  it('refuses anyone without the token, and the route does not exist without an admin token', async () => {
    expect((await put('guess', 'hacked')).statusCode).toBe(403);
    expect((await put(undefined, 'hacked')).statusCode).toBe(403);
    expect(await read()).not.toBe('hacked');
    const noAdmin = await createTestApp(database);
    expect((await noAdmin.inject({ method: 'PUT', url: '/admin/v1/announcement', payload: { announcement: 'x' } })).statusCode).toBe(404);
    await noAdmin.close();
  });

  it('refuses an over-long text', async () => {
    expect((await put('secret-admin', 'x'.repeat(501))).statusCode).toBe(400);
  });
});
