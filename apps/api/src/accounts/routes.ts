import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authOf, bearerSecurity, headerValue, requireAuth } from '../http/auth';
import { Envelope, errorResponses, ok } from '../http/envelope';
import type { SessionStore } from '../security/tokens';
import { ClientHeaders, PasswordChangeBody, Profile, ProfileParams, PublicKey, RateDifferenceBody, SigninBody, UserData } from './schemas';
import { Type } from '@fastify/type-provider-typebox';
import type { AccountsService } from './service';

export interface LoginRateLimit {
  max: number;
  timeWindowMs: number;
}

export interface AccountRoutesOptions {
  accounts: AccountsService;
  sessions: SessionStore;
  publicKeyPem: string;
  loginRateLimit: LoginRateLimit;
}

// Keyed by address and account, so one player's typos do not lock out others behind the same NAT.
function loginAttemptKey(request: FastifyRequest): string {
  const body = request.body as { username?: unknown } | undefined;
  const username = typeof body?.username === 'string' ? body.username.trim().toUpperCase() : '';
  return `${request.ip}|${username}`;
}

export const accountRoutes: FastifyPluginAsyncTypebox<AccountRoutesOptions> = async (app, opts) => {
  const authenticate = requireAuth(opts.sessions);

  app.get(
    '/auth/public-key',
    {
      schema: {
        tags: ['auth'],
        summary: 'RSA public key the client encrypts the login password with',
        response: { 200: Envelope(PublicKey), ...errorResponses() },
      },
    },
    async () => ok({ publicKey: opts.publicKeyPem }),
  );

  app.post(
    '/auth/signin',
    {
      config: {
        rateLimit: {
          max: opts.loginRateLimit.max,
          timeWindow: opts.loginRateLimit.timeWindowMs,
          // After body parsing, so the key can include the username.
          hook: 'preHandler',
          keyGenerator: loginAttemptKey,
        },
      },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a login code and an RSA-encrypted password',
        description:
          "401 answers `response: 'Invalid username or password'`; 403 answers `error.description: 'Account is not active'`.",
        headers: ClientHeaders,
        body: SigninBody,
        response: { 200: Envelope(UserData), ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) =>
      ok(
        await opts.accounts.signIn(request.body, {
          originId: headerValue(request, 'x-origin-id'),
          fingerprint: headerValue(request, 'x-fingerprint'),
          ip: request.ip,
          userAgent: headerValue(request, 'user-agent'),
        }),
      ),
  );

  app.get(
    '/accmanage/user/:id',
    {
      preHandler: authenticate,
      schema: {
        tags: ['account'],
        summary: "The signed-in player's profile (polled every 3 s)",
        security: bearerSecurity,
        headers: ClientHeaders,
        params: ProfileParams,
        response: { 200: Envelope(Profile), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ok(await opts.accounts.profile(authOf(request).userId, request.params.id)),
  );

  app.put(
    '/auth/password',
    {
      preHandler: authenticate,
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        tags: ['account'],
        summary: 'Change the password (old and new RSA-encrypted); ends every session',
        security: bearerSecurity,
        body: PasswordChangeBody,
        response: { 200: Envelope(Type.Null()), ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      await opts.accounts.changePassword(authOf(request).userId, request.body);
      return ok(null, 'Password changed successfully');
    },
  );

  app.put(
    '/accmanage/user/:id/rate-difference',
    {
      preHandler: authenticate,
      schema: {
        tags: ['account'],
        summary: 'Save the rate difference (1 to 5) of the profile page',
        security: bearerSecurity,
        params: ProfileParams,
        body: RateDifferenceBody,
        response: { 200: Envelope(Profile), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ok(await opts.accounts.setRateDifference(authOf(request).userId, request.params.id, request.body.rateDifference)),
  );
};
