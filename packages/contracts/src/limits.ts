import { Type, type Static } from '@exchange/typebox-kit';

const IsoTime = (description: string) => Type.String({ format: 'date-time', description });

export const LossLimit = Type.Object({
  limit: Type.Union([Type.Number(), Type.Null()], { description: 'The limit in force, in rupees; null: none' }),
  pending: Type.Union([
    Type.Object({
      limit: Type.Union([Type.Number(), Type.Null()], { description: 'The raised limit; null removes the limit' }),
      effectiveAt: IsoTime('When the raise or removal takes effect (24 hours after it was asked)'),
    }),
    Type.Null(),
  ]),
});
export type LossLimit = Static<typeof LossLimit>;

/** The limits a player has set on their own play, and the session the reality check reports on. */
export const PlayerLimits = Type.Object({
  lossLimits: Type.Object({ daily: LossLimit, weekly: LossLimit, monthly: LossLimit }),
  realityCheckMinutes: Type.Integer({ description: 'Reality check every N minutes: 0 (off), 15, 30 or 60' }),
  timeOutUntil: Type.Union([IsoTime('End of a self-exclusion time-out'), Type.Null()]),
  session: Type.Object({
    startedAt: IsoTime('When this session signed in'),
    netResult: Type.Number({ description: 'Net of settled results since then, in rupees (wins positive)' }),
  }),
});
export type PlayerLimits = Static<typeof PlayerLimits>;

const LimitField = (period: string) =>
  Type.Optional(
    Type.Unknown({
      description: `The ${period} net-loss limit in rupees (at most two decimals), or null to remove it; left out: unchanged`,
    }),
  );

/** Read as sent and judged by lossLimitProblem (packages/betting), so a refusal names what is wrong. */
export const LossLimitsInput = Type.Object(
  { daily: LimitField('daily'), weekly: LimitField('weekly'), monthly: LimitField('monthly') },
  { additionalProperties: false },
);
export type LossLimitsBody = Static<typeof LossLimitsInput>;
/** A body that passed lossLimitProblem. */
export type LossLimitsInput = Partial<Record<'daily' | 'weekly' | 'monthly', number | null>>;

export const RealityCheckInput = Type.Object(
  { minutes: Type.Unknown({ description: '0 (off), 15, 30 or 60' }) },
  { additionalProperties: false },
);

export const TimeOutInput = Type.Object(
  { hours: Type.Unknown({ description: '24 (24 hours), 168 (7 days) or 720 (30 days)' }) },
  { additionalProperties: false },
);

export type RealityCheckBody = Static<typeof RealityCheckInput>;
export type TimeOutBody = Static<typeof TimeOutInput>;

export const TimeOut = Type.Object({
  timeOutUntil: IsoTime('End of the time-out; every session of the player has been ended'),
});
export type TimeOut = Static<typeof TimeOut>;
