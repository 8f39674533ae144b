import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authOf, headerValue, requestToken } from '../http/auth';
import { ApiError, ok } from '../http/envelope';
import { answering, signedIn } from '../http/routes';
import { Envelope } from '@exchange/contracts/envelope';
import { LoginThrottle, type LoginThrottleOptions } from '../security/loginThrottle';
import type { SessionStore } from '../security/tokens';
import type { Db } from '../db/client';
import {
  ClientHeaders,
  PasswordChangeBody,
  Profile,
  ProfileParams,
  PublicKey,
  RateDifferenceBody,
  SigninBody,
  UserData,
} from '@exchange/contracts/accounts';
import { Type } from '@fastify/type-provider-typebox';
import { normaliseUsername, tooManySignIns, type AccountsService } from './service';

export interface LoginRateLimit {
  max: number;
  timeWindowMs: number;
}

export interface AccountRoutesOptions {
  db: Db;
  accounts: AccountsService;
  sessions: SessionStore;
  publicKeyPem: string;
  loginRateLimit: LoginRateLimit;
  /** Growing delays after failed sign-ins per account and per address (defaults in loginThrottle.ts). */
  loginThrottle?: Partial<LoginThrottleOptions> | undefined;
}

/** Password changes per player per minute, counted after the token check. */
export const PASSWORD_CHANGES_PER_MINUTE = 10;

// Keyed by address and account, so one player's typos do not lock out others behind the same NAT.
function loginAttemptKey(request: FastifyRequest): string {
  const body = request.body as { username?: unknown } | undefined;
  const username = typeof body?.username === 'string' ? body.username.trim().toUpperCase() : '';
  return `${request.ip}|${username}`;
}

// Counted only once the token is checked, so strangers get their 401 and players sharing an
// address do not use up each other's attempts.
function playerKey(request: FastifyRequest): string {
  return `player:${authOf(request).userId}`;
}

export const accountRoutes: FastifyPluginAsyncTypebox<AccountRoutesOptions> = async (app, opts) => {
  const player = signedIn(opts.sessions);
  const throttle = new LoginThrottle(opts.db, opts.loginThrottle);

  app.get(
    '/auth/public-key',
    answering({
      tags: ['auth'],
      summary: 'RSA public key the client encrypts the login password with',
      answer: Envelope(PublicKey),
    }),
    async () => ok({ publicKey: opts.publicKeyPem }),
  );

  app.post(
    '/auth/signin',
    {
      ...answering({
        tags: ['auth'],
        summary: 'Sign in with a login code and an RSA-encrypted password',
        description:
          "401 answers `response: 'Invalid username or password'`; 403 answers `error.description: 'Account is not active'`. " +
          '429 with `Retry-After` (seconds): after 5 failed sign-ins to one account (from any address) or 20 from one address ' +
          '(to any account) each further attempt waits 1 s, doubling per failure up to 15 minutes; attempts while waiting are ' +
          "refused without checking the password. A successful sign-in clears the account's count; an address the account " +
          "signed in from in the last 30 days is not delayed by the account's count. Also 10 attempts a minute per address and login code.",
        headers: ClientHeaders,
        body: SigninBody,
        answer: Envelope(UserData),
        errors: [400, 401, 403, 429],
      }),
      config: {
        rateLimit: {
          max: opts.loginRateLimit.max,
          timeWindow: opts.loginRateLimit.timeWindowMs,
          // After body parsing, so the key can include the username.
          hook: 'preHandler',
          keyGenerator: loginAttemptKey,
        },
      },
    },
    async (request, reply) => {
      const username = normaliseUsername(request.body.username);
      const decision = await throttle.begin(request.ip, username);
      if (!decision.allowed) {
        const seconds = Math.max(1, Math.ceil(decision.retryAfterMs / 1000));
        reply.header('retry-after', String(seconds));
        throw new ApiError(429, tooManySignIns(seconds));
      }
      const { attempt } = decision;
      for (const { scope, delayMs } of attempt.delaysStarted) {
        request.log.warn({ scope, ip: request.ip, username, delayMs }, 'sign-in delayed after repeated failures');
      }
      try {
        const user = await opts.accounts.signIn(request.body, {
          originId: headerValue(request, 'x-origin-id'),
          fingerprint: headerValue(request, 'x-fingerprint'),
          ip: request.ip,
          userAgent: headerValue(request, 'user-agent'),
        });
        await attempt.succeeded();
        return ok(user);
      } catch (error) {
        if (error instanceof ApiError && error.statusCode === 401) await attempt.failed();
        else await attempt.inconclusive();
        throw error;
      }
    },
  );

  app.post(
    '/auth/signout',
    player({
      tags: ['auth'],
      summary: 'Sign out: ends this session on the server',
      description:
        'Revokes the bearer token of the request: from then on it answers 401 on every API base (aam, cm, casino). ' +
        "The player's other sessions stay signed in (a password change ends them all). No body. " +
        'An unknown, expired or already revoked token gets the usual 401.',
      headers: ClientHeaders,
      answer: Envelope(Type.Null()),
    }),
    async (request) => {
      const token = requestToken(request);
      if (token !== undefined) await opts.sessions.revokeToken(token);
      return ok(null, 'Signed out');
    },
  );

  app.get(
    '/accmanage/user/:id',
    player({
      tags: ['account'],
      summary: "The signed-in player's profile (polled every 3 s)",
      headers: ClientHeaders,
      params: ProfileParams,
      answer: Envelope(Profile),
      errors: [400, 403, 404],
    }),
    async (request) => ok(await opts.accounts.profile(authOf(request).userId, request.params.id)),
  );

  app.put(
    '/auth/password',
    {
      ...player({
        tags: ['account'],
        summary: 'Change the password (old and new RSA-encrypted); ends every session',
        description: `401 without a live token; 429 after ${PASSWORD_CHANGES_PER_MINUTE} attempts a minute by the same player (any address).`,
        body: PasswordChangeBody,
        answer: Envelope(Type.Null()),
        errors: [400, 403, 429],
      }),
      config: {
        rateLimit: {
          max: PASSWORD_CHANGES_PER_MINUTE,
          timeWindow: 60_000,
          hook: 'preHandler',
          keyGenerator: playerKey,
        },
      },
    },
    async (request) => {
      await opts.accounts.changePassword(authOf(request).userId, request.body);
      return ok(null, 'Password changed successfully');
    },
  );

  app.put(
    '/accmanage/user/:id/rate-difference',
    player({
      tags: ['account'],
      summary: 'Save the rate difference (1 to 5) of the profile page',
      params: ProfileParams,
      body: RateDifferenceBody,
      answer: Envelope(Profile),
      errors: [400, 403],
    }),
    async (request) =>
      ok(await opts.accounts.setRateDifference(authOf(request).userId, request.params.id, request.body.rateDifference)),
  );
};
