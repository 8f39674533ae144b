import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sessions, users } from '../db/schema';
import { ApiError } from '../http/envelope';
import { hashPassword } from '../security/passwords';
import { SESSION_TTL_MS, SessionStore, hashToken } from '../security/tokens';
import { createTestDatabase, encryptPassword, testKeys } from '../testing/harness';
import {
  ACCOUNT_INACTIVE,
  AccountsService,
  INVALID_CREDENTIALS,
  UNDECRYPTABLE_PASSWORD,
  liabilityForClient,
} from './service';
import { WalletService } from '../wallet/wallet';

let database: Database;
let now: number;
let store: SessionStore;
let accounts: AccountsService;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(users).values({
    username: 'C1009',
    displayName: 'C1009 Closed',
    passwordHash: await hashPassword('123456'),
    active: false,
  });
}, 60_000);
afterAll(() => database.close());

beforeEach(() => {
  now = Date.now();
  store = new SessionStore(database.db, () => now);
  const wallet = new WalletService(database.db);
  accounts = new AccountsService({ db: database.db, sessions: store, privateKeyPem: testKeys().privateKeyPem, wallet });
  wallet.onChange((userId) => accounts.refresh(userId));
});

function credentials(username: string, password = '123456') {
  return { username, password: encryptPassword(password) };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('AccountsService.signIn', () => {
  it('returns user data in rupees with a working token', async () => {
    const user = await accounts.signIn(credentials('C1002'), { originId: 'web', fingerprint: 'fp-1' });
    expect(user).toMatchObject({ username: 'C1002 Priya', balance: 50_000, liability: 0, resetRequired: false });
    expect(await store.verify(user.token)).toBe(user.id);
    const [row] = await database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(user.token)));
    expect(row).toMatchObject({ userId: user.id, originId: 'web', fingerprint: 'fp-1', revoked: false });
    expect(row?.expiresAt.getTime()).toBe(now + SESSION_TTL_MS);
  });

  it('accepts the login code in any case and flags a required password change', async () => {
    const user = await accounts.signIn(credentials(' c1003 '), {});
    expect(user).toMatchObject({ username: 'C1003 Newbie', balance: 10_000, resetRequired: true });
  });

  it('answers a wrong password and an unknown user alike', async () => {
    for (const attempt of [credentials('C1001', '654321'), credentials('C9999')]) {
      const error = await failure(accounts.signIn(attempt, {}));
      expect(error).toMatchObject({ statusCode: 401, response: INVALID_CREDENTIALS });
    }
  });

  it('refuses an inactive account only once the password is right', async () => {
    expect(await failure(accounts.signIn(credentials('C1009', 'wrong1'), {}))).toMatchObject({ statusCode: 401 });
    expect(await failure(accounts.signIn(credentials('C1009'), {}))).toMatchObject({
      statusCode: 403,
      description: ACCOUNT_INACTIVE,
    });
  });

  it('rejects a password that is not our ciphertext', async () => {
    const error = await failure(accounts.signIn({ username: 'C1001', password: '123456' }, {}));
    expect(error).toMatchObject({ statusCode: 400, description: UNDECRYPTABLE_PASSWORD });
  });
});

describe('sessions', () => {
  it('expire after 24 hours', async () => {
    const { token } = await accounts.signIn(credentials('C1001'), {});
    now += SESSION_TTL_MS - 1;
    expect(await store.verify(token)).not.toBeNull();
    now += 1;
    expect(await store.verify(token)).toBeNull();
  });

  it('survive a restart (a fresh store reads them from the database) but not a revocation', async () => {
    const { token, id } = await accounts.signIn(credentials('C1001'), {});
    const afterRestart = new SessionStore(database.db, () => now);
    expect(await afterRestart.verify(token)).toBe(id);
    expect((await accounts.revokeSessions('C1001')).revoked).toBeGreaterThanOrEqual(1);
    expect(await store.verify(token)).toBeNull();
    expect(await new SessionStore(database.db, () => now).verify(token)).toBeNull();
  });

  it('reject tokens that were never issued', async () => {
    expect(await store.verify('not-a-token')).toBeNull();
  });
});

describe('AccountsService.profile', () => {
  it('serves a balance change made through the service', async () => {
    const { id } = await accounts.signIn(credentials('C1002'), {});
    await accounts.setBalance('C1002', 1234.5);
    expect(await accounts.profile(id, id)).toMatchObject({ balance: 1234.5, liability: 0, rateDifference: 1 });
    await accounts.setBalance('C1002', 50_000);
  });

  it("refuses another player's account", async () => {
    const { id } = await accounts.signIn(credentials('C1001'), {});
    expect(await failure(accounts.profile(id, id + 1))).toMatchObject({ statusCode: 403 });
  });
});

describe('liabilityForClient', () => {
  it('shows money at risk as a non-positive rupee amount', () => {
    expect(liabilityForClient(0)).toBe(0);
    expect(liabilityForClient(150_050)).toBe(-1500.5);
  });
});
