import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LOSS_PERIODS, isRealityCheckMinutes, isTimeOutHours, lossLimitProblem } from '@exchange/betting';
import { Envelope } from '@exchange/contracts/envelope';
import {
  LossLimitsInput as LossLimitsBody,
  PlayerLimits,
  RealityCheckInput,
  TimeOut,
  TimeOutInput,
  type LossLimitsBody as LossLimitsSent,
  type LossLimitsInput,
} from '@exchange/contracts/limits';
import { authOf, requestToken } from '../http/auth';
import { ApiError, ok } from '../http/envelope';
import { signedIn } from '../http/routes';
import type { SessionStore } from '../security/tokens';
import type { PlayerLimitsService } from './service';

export const REALITY_CHECK_REFUSED = 'Choose a reality check of off, 15, 30 or 60 minutes';
export const TIME_OUT_REFUSED = 'Choose a time-out of 24 hours, 7 days or 30 days';
export const LIMITS_SAVED = 'Loss limits saved';

/** Each limit sent is checked on its own; the refusal names the period. Nothing is saved if one is wrong. */
export function lossLimitsInput(body: LossLimitsSent): LossLimitsInput {
  const input: LossLimitsInput = {};
  for (const period of LOSS_PERIODS) {
    const value = body[period];
    if (value === undefined) continue;
    if (value === null) {
      input[period] = null;
      continue;
    }
    const problem = lossLimitProblem(value);
    if (problem) throw ApiError.badRequest(`${period[0]!.toUpperCase()}${period.slice(1)} limit: ${problem}`);
    input[period] = value as number;
  }
  return input;
}

export const playerLimitsRoutes: FastifyPluginAsyncTypebox<{
  limits: PlayerLimitsService;
  sessions: SessionStore;
}> = async (app, opts) => {
  const player = signedIn(opts.sessions);
  const read = (request: Parameters<typeof authOf>[0]) =>
    opts.limits.read(authOf(request).userId, requestToken(request) ?? '');

  app.get(
    '/user/limits',
    player({
      tags: ['account'],
      summary: "The player's loss limits, reality check and time-out, and this session's start and net result",
      answer: Envelope(PlayerLimits),
    }),
    async (request) => ok(await read(request)),
  );

  app.put(
    '/user/limits/loss',
    player({
      tags: ['account'],
      summary:
        'Set daily, weekly or monthly net-loss limits: lowering applies at once, raising or removing after 24 hours',
      body: LossLimitsBody,
      answer: Envelope(PlayerLimits),
      errors: [400],
    }),
    async (request) => {
      await opts.limits.setLossLimits(authOf(request).userId, lossLimitsInput(request.body));
      return ok(await read(request), LIMITS_SAVED);
    },
  );

  app.put(
    '/user/limits/reality-check',
    player({
      tags: ['account'],
      summary: 'Set the reality check interval: off, 15, 30 or 60 minutes',
      body: RealityCheckInput,
      answer: Envelope(PlayerLimits),
      errors: [400],
    }),
    async (request) => {
      const { minutes } = request.body;
      if (!isRealityCheckMinutes(minutes)) throw ApiError.badRequest(REALITY_CHECK_REFUSED);
      await opts.limits.setRealityCheck(authOf(request).userId, minutes);
      return ok(await read(request), 'Reality check saved');
    },
  );

  app.post(
    '/user/limits/time-out',
    player({
      tags: ['account'],
      summary:
        'Take a self-exclusion time-out (cannot be cancelled): signs every session out and refuses sign-in and bets until it ends',
      body: TimeOutInput,
      answer: Envelope(TimeOut),
      errors: [400],
    }),
    async (request) => {
      const { hours } = request.body;
      if (!isTimeOutHours(hours)) throw ApiError.badRequest(TIME_OUT_REFUSED);
      const until = await opts.limits.takeTimeOut(authOf(request).userId, hours);
      return ok({ timeOutUntil: until.toISOString() }, 'Time-out started');
    },
  );
};
