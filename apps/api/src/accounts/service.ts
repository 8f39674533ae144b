import { fromPaise, toPaise, type Paise } from '@exchange/betting';
import { EXACTLY_SIX, SAME_AS_OLD, newPasswordProblem } from '@exchange/account-rules';
import type { Db } from '../db/client';
import type { UserRow } from '../db/schema';
import { ApiError } from '../http/envelope';
import { decryptPassword } from '../security/keys';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../security/passwords';
import type { SessionMeta, SessionStore } from '../security/tokens';
import type { WalletService } from '../wallet/wallet';
import { findUserById, findUserByUsername, insertUser, updatePassword, updateRateDifference } from './repository';
import type { PasswordChangeInput, Profile, SigninInput, UserData } from '@exchange/contracts/accounts';

export const PASSWORD_TOO_SHORT = EXACTLY_SIX;
export const SAME_PASSWORD = SAME_AS_OLD;
export const OLD_PASSWORD_WRONG = 'Old password is incorrect';
export const INVALID_CREDENTIALS = 'Invalid username or password';
export const ACCOUNT_INACTIVE = 'Account is not active';
export const UNDECRYPTABLE_PASSWORD =
  'Password could not be decrypted: encrypt it with the key from /aam/v1/auth/public-key (RSA-OAEP, SHA-256) and send it base64-encoded';

export interface AccountsDeps {
  db: Db;
  sessions: SessionStore;
  privateKeyPem: string;
  wallet: WalletService;
  /** Refuses a sign-in the player's own limits forbid (a time-out); run after the password is checked. */
  beforeSignIn?: (userId: number) => Promise<void>;
  /** The id of the player's newest settlement notice (0 for none), kept with the snapshot. */
  latestNotice?: (userId: number) => Promise<number>;
}

type Account = Pick<
  UserRow,
  'id' | 'displayName' | 'balancePaise' | 'liabilityPaise' | 'resetRequired' | 'rateDifference' | 'active'
> & { latestNotice: number };

/** Liability is stored as a non-negative amount at risk and shown to the player as 0 or negative. */
export function liabilityForClient(liabilityPaise: Paise): number {
  return liabilityPaise === 0 ? 0 : fromPaise(-liabilityPaise);
}

export function normaliseUsername(username: string): string {
  return username.trim().toUpperCase();
}

/** The 429 of a delayed sign-in; the client toasts its generic login message for any 429 (spec section 8). */
export function tooManySignIns(seconds: number): string {
  const wait = seconds < 120 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minutes`;
  return `Too many failed sign-in attempts. Try again in ${wait}.`;
}

/**
 * Sign-in, profile and balance rules. Profiles are polled every 3 s, so accounts are answered from
 * an in-memory snapshot that every write in this service refreshes; code that changes a balance
 * elsewhere must call `refresh` after its transaction commits.
 */
export class AccountsService {
  private readonly accounts = new Map<number, Account>();

  constructor(private readonly deps: AccountsDeps) {}

  async signIn(input: SigninInput, meta: SessionMeta): Promise<UserData> {
    const password = decryptPassword(input.password, this.deps.privateKeyPem);
    if (password === null) throw ApiError.badRequest(UNDECRYPTABLE_PASSWORD);
    const user = await findUserByUsername(this.deps.db, normaliseUsername(input.username));
    const passwordMatches = user
      ? await verifyPassword(password, user.passwordHash)
      : await burnPasswordCheck(password);
    if (!user || !passwordMatches) throw ApiError.unauthorized(INVALID_CREDENTIALS);
    // Checked after the password, so the answer never tells a stranger that an account exists.
    if (!user.active) throw ApiError.forbidden(ACCOUNT_INACTIVE);
    await this.deps.beforeSignIn?.(user.id);
    await this.remember(user);
    const { token } = await this.deps.sessions.issue(user.id, meta);
    return {
      id: user.id,
      token,
      username: user.displayName,
      balance: fromPaise(user.balancePaise),
      liability: liabilityForClient(user.liabilityPaise),
      resetRequired: user.resetRequired,
    };
  }

  /** A player may read only their own account. */
  async profile(viewerId: number, userId: number): Promise<Profile> {
    if (viewerId !== userId) throw ApiError.forbidden('You can only view your own account');
    const account = this.accounts.get(userId) ?? (await this.refresh(userId));
    if (!account) throw ApiError.notFound('Account not found');
    if (!account.active) throw ApiError.forbidden(ACCOUNT_INACTIVE);
    return {
      id: account.id,
      username: account.displayName,
      balance: fromPaise(account.balancePaise),
      liability: liabilityForClient(account.liabilityPaise),
      resetRequired: account.resetRequired,
      rateDifference: account.rateDifference,
      latestNotice: String(account.latestNotice),
    };
  }

  /**
   * Both change-password forms of the spec: old and new password RSA-encrypted like the login.
   * Success ends every session, so the player logs in again with the new password.
   */
  async changePassword(userId: number, input: PasswordChangeInput): Promise<void> {
    if (input.uid !== undefined && input.uid !== userId)
      throw ApiError.forbidden('You can only change your own password');
    const oldPassword = decryptPassword(input.password, this.deps.privateKeyPem);
    const newPassword = decryptPassword(input.newPassword, this.deps.privateKeyPem);
    if (oldPassword === null || newPassword === null) throw ApiError.badRequest(UNDECRYPTABLE_PASSWORD);
    if (newPassword === oldPassword) throw ApiError.badRequest(SAME_PASSWORD);
    // The profile modal sends uid (spec section 7): 6 or more characters; the page: exactly 6.
    const lengthProblem = newPasswordProblem(newPassword, input.uid === undefined ? 'page' : 'modal');
    if (lengthProblem) throw ApiError.badRequest(lengthProblem);
    const user = await findUserById(this.deps.db, userId);
    if (!user) throw ApiError.notFound('Account not found');
    // A wrong old password is a 400, not a 401: it must not log the player out.
    if (!(await verifyPassword(oldPassword, user.passwordHash))) throw ApiError.badRequest(OLD_PASSWORD_WRONG);
    await updatePassword(this.deps.db, userId, await hashPassword(newPassword));
    await this.deps.sessions.revokeUser(userId);
    await this.refresh(userId);
  }

  async setRateDifference(viewerId: number, userId: number, rateDifference: number): Promise<Profile> {
    if (viewerId !== userId) throw ApiError.forbidden('You can only change your own account');
    await updateRateDifference(this.deps.db, userId, rateDifference);
    await this.refresh(userId);
    return this.profile(viewerId, userId);
  }

  /** Reloads one account into the snapshot after a write elsewhere. */
  async refresh(userId: number): Promise<Account | undefined> {
    const user = await findUserById(this.deps.db, userId);
    if (!user) {
      this.accounts.delete(userId);
      return undefined;
    }
    return this.remember(user);
  }

  /** Test mode only: moves a balance to a figure through a ledger adjustment, so the books still reconcile. */
  async setBalance(username: string, balanceRupees: number): Promise<{ username: string; balance: number }> {
    const user = await this.requireUser(username);
    const balancePaise = await this.deps.wallet.run(user.id, async (wallet) => {
      const amountPaise = toPaise(balanceRupees) - wallet.balancePaise;
      if (amountPaise !== 0) await wallet.post({ kind: 'ADJUSTMENT', description: 'Balance adjustment', amountPaise });
      return wallet.balancePaise;
    });
    return { username: user.username, balance: fromPaise(balancePaise) };
  }

  /**
   * Test mode only: a fresh player for one end-to-end test, funded by a ledger deposit, so tests
   * that change a password or a balance never disturb each other or the demo accounts.
   */
  async createTestPlayer(input: {
    username: string;
    name: string;
    password: string;
    resetRequired: boolean;
    balance: number;
  }): Promise<{ id: number; username: string }> {
    const username = normaliseUsername(input.username);
    if (await findUserByUsername(this.deps.db, username)) throw new ApiError(409, `${username} already exists`);
    const user = await insertUser(this.deps.db, {
      username,
      displayName: `${username} ${input.name}`,
      passwordHash: await hashPassword(input.password),
      resetRequired: input.resetRequired,
    });
    if (input.balance > 0) {
      await this.deps.wallet.run(user.id, (wallet) =>
        wallet.post({ kind: 'DEPOSIT', description: 'Deposit', amountPaise: toPaise(input.balance) }),
      );
    }
    return { id: user.id, username };
  }

  /** Ends every session of the user; their next call gets the 401 that logs them out. */
  async revokeSessions(username: string): Promise<{ username: string; revoked: number }> {
    const user = await this.requireUser(username);
    return { username: user.username, revoked: await this.deps.sessions.revokeUser(user.id) };
  }

  private async requireUser(username: string): Promise<UserRow> {
    const user = await findUserByUsername(this.deps.db, normaliseUsername(username));
    if (!user) throw ApiError.notFound(`No user ${username}`);
    return user;
  }

  /**
   * Settlements move money, so every notice is written under a wallet change and the refresh that
   * follows it reads the newest notice too: the profile poll carries it at no extra query.
   */
  private async remember(user: UserRow): Promise<Account> {
    const { id, displayName, balancePaise, liabilityPaise, resetRequired, rateDifference, active } = user;
    const latestNotice = (await this.deps.latestNotice?.(id)) ?? 0;
    const account = {
      id,
      displayName,
      balancePaise,
      liabilityPaise,
      resetRequired,
      rateDifference,
      active,
      latestNotice,
    };
    this.accounts.set(id, account);
    return account;
  }
}
