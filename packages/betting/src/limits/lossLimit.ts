import { AMOUNT_DECIMALS, decimalPlaces } from '../amounts';
import { formatAmount, fromPaise, toPaise, type Paise } from '../money';
import { LOSS_PERIODS, type LossPeriod } from './istTime';

/** Raising or removing a limit waits this long; lowering one applies at once. */
export const LIMIT_RAISE_DELAY_MS = 24 * 60 * 60 * 1000;
/** The largest loss limit a player can set: 1,00,00,000.00 rupees. */
export const MAX_LOSS_LIMIT_PAISE: Paise = 1_000_000_000;

/** One period's limit as stored: the one in force, and a raise or removal waiting for its time. */
export interface LossLimitState {
  /** null: no limit. */
  limitPaise: Paise | null;
  /** A change waiting until `pendingAt` (epoch ms); a null `pendingPaise` with a time removes the limit. */
  pendingPaise: Paise | null;
  pendingAt: number | null;
}

export const NO_LOSS_LIMIT: LossLimitState = { limitPaise: null, pendingPaise: null, pendingAt: null };

/** The state at `nowMs`: a pending change whose time has come is the limit now. */
export function lossLimitAt(state: LossLimitState, nowMs: number): LossLimitState {
  if (state.pendingAt === null || state.pendingAt > nowMs) return state;
  return { limitPaise: state.pendingPaise, pendingPaise: null, pendingAt: null };
}

/**
 * A player asks for `requestedPaise` (null: no limit). Lowering (or setting a first limit) applies
 * at once and drops any pending raise; raising or removing waits LIMIT_RAISE_DELAY_MS from now;
 * asking for the limit in force drops a pending change.
 */
export function changeLossLimit(stored: LossLimitState, requestedPaise: Paise | null, nowMs: number): LossLimitState {
  const { limitPaise } = lossLimitAt(stored, nowMs);
  if (requestedPaise === limitPaise) return { limitPaise, pendingPaise: null, pendingAt: null };
  const lowers = requestedPaise !== null && (limitPaise === null || requestedPaise < limitPaise);
  if (lowers) return { limitPaise: requestedPaise, pendingPaise: null, pendingAt: null };
  return { limitPaise, pendingPaise: requestedPaise, pendingAt: nowMs + LIMIT_RAISE_DELAY_MS };
}

/** A limit as typed or sent (rupees): null when acceptable, else what is wrong with it. */
export function lossLimitProblem(rupees: unknown): string | null {
  if (typeof rupees !== 'number' || !Number.isFinite(rupees)) return 'Enter the limit as an amount in rupees';
  if (rupees <= 0) return 'A limit must be more than 0';
  if (decimalPlaces(rupees) > AMOUNT_DECIMALS) return 'A limit can have at most two decimals';
  if (toPaise(rupees) > MAX_LOSS_LIMIT_PAISE)
    return `A limit can be at most ${formatAmount(fromPaise(MAX_LOSS_LIMIT_PAISE))}`;
  return null;
}

export interface LossLimitCheck {
  /** The limits in force now, per period (null: none). */
  limitsPaise: Record<LossPeriod, Paise | null>;
  /** Net of the player's settled results since each period began: wins positive, losses negative. */
  settledNetPaise: Record<LossPeriod, Paise>;
  /** The worst case of every open bet before and after this bet (liability, non-negative). */
  liabilityBeforePaise: Paise;
  liabilityAfterPaise: Paise;
}

export interface LossLimitBreach {
  period: LossPeriod;
  limitPaise: Paise;
}

/**
 * Would this bet let the loss pass a limit? The loss of a period is what was lost net in settled
 * results since it began plus the worst case of every open bet: loss = liability − settled net.
 * A bet that does not raise the liability (it reduces or keeps the exposure) is never refused; one
 * that raises it is refused when the loss after it is over a limit. Daily is checked first.
 */
export function lossLimitBreach(check: LossLimitCheck): LossLimitBreach | null {
  if (check.liabilityAfterPaise <= check.liabilityBeforePaise) return null;
  for (const period of LOSS_PERIODS) {
    const limitPaise = check.limitsPaise[period];
    if (limitPaise === null) continue;
    const lossPaise = check.liabilityAfterPaise - check.settledNetPaise[period];
    if (lossPaise > limitPaise) return { period, limitPaise };
  }
  return null;
}

/** The refusal, naming the limit: "This bet would take your daily loss past your limit of 5,000.00". */
export function lossLimitMessage(breach: LossLimitBreach): string {
  return `This bet would take your ${breach.period} loss past your limit of ${formatAmount(fromPaise(breach.limitPaise))}`;
}
