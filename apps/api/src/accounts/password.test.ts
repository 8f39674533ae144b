import type { App } from '../app';
import type { Database } from '../db/client';
import { createTestApp, createTestDatabase, encryptPassword, session, signIn } from '../testing/harness';
import { OLD_PASSWORD_WRONG, PASSWORD_TOO_SHORT, SAME_PASSWORD } from './service';

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

function change(auth: Record<string, string>, oldPassword: string, newPassword: string, extra: object = {}) {
  return app.inject({
    method: 'PUT',
    url: '/aam/v1/auth/password',
    headers: auth,
    payload: { password: encryptPassword(oldPassword), newPassword: encryptPassword(newPassword), ...extra },
  });
}

describe('changing the password', () => {
  it.each([
    ['12345', '123456', PASSWORD_TOO_SHORT],
    ['123456', '123456', SAME_PASSWORD],
    ['654321', 'wrong1', OLD_PASSWORD_WRONG],
  ])('new %j (old %j) is refused: %s, without logging out', async (newPassword, oldPassword, message) => {
    const ravi = await session(app, 'C1001');
    const res = await change(ravi.auth, oldPassword, newPassword);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.description).toBe(message);
    expect(
      (await app.inject({ method: 'GET', url: `/aam/v1/accmanage/user/${ravi.id}`, headers: ravi.auth })).statusCode,
    ).toBe(200);
  });

  it("refuses changing someone else's password", async () => {
    const ravi = await session(app, 'C1001');
    const priya = await session(app, 'C1002');
    expect((await change(ravi.auth, '123456', '654321', { uid: priya.id, resetRequired: false })).statusCode).toBe(403);
  });

  it('clears a forced reset, ends every session, and the new password logs in', async () => {
    const newbie = await session(app, 'C1003');
    const other = await session(app, 'C1003');
    const res = await change(newbie.auth, '123456', 'fresh7', { uid: newbie.id, resetRequired: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Password changed successfully');
    expect(
      (await app.inject({ method: 'GET', url: `/aam/v1/accmanage/user/${other.id}`, headers: other.auth })).statusCode,
    ).toBe(401);
    expect((await signIn(app, 'C1003', '123456')).statusCode).toBe(401);
    const again = await signIn(app, 'C1003', 'fresh7');
    expect(again.statusCode).toBe(200);
    expect(again.json().response.resetRequired).toBe(false);
  });
});

describe('rate difference', () => {
  it("saves 1 to 5 for the player's own account only", async () => {
    const priya = await session(app, 'C1002');
    const ravi = await session(app, 'C1001');
    const put = (auth: Record<string, string>, id: number, rateDifference: unknown) =>
      app.inject({
        method: 'PUT',
        url: `/aam/v1/accmanage/user/${id}/rate-difference`,
        headers: auth,
        payload: { rateDifference },
      });
    const saved = await put(priya.auth, priya.id, 4);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().response.rateDifference).toBe(4);
    expect((await put(priya.auth, priya.id, 6)).statusCode).toBe(400);
    expect((await put(priya.auth, priya.id, 'two')).statusCode).toBe(400);
    expect((await put(ravi.auth, priya.id, 2)).statusCode).toBe(403);
  });
});
