import { isSessionMarket, payoutOf, type MarketKind } from './marketKind';
import type { PayoutKind } from './profitLoss';

/**
 * The cricket session (fancy) types of spec section 9, exactly as they travel in `gameType` (the
 * odds answer's fancyOdds groups, the fancy bet payload, the stored bet):
 * - Normal: runs by a point of an innings (`6 over run IND`) or at a wicket (`Fall of 1st wkt IND`);
 * - Over By Over: the runs of one over only; Ball By Ball: the runs off one ball;
 * - meter: a count (the innings' runs) with a wider NO/YES gap (docs/decisions/0028-session-types.md);
 * - fancy1: YES/NO at decimal odds on an event happening.
 */
export const SESSION_TYPES = ['Normal', 'Over By Over', 'Ball By Ball', 'meter', 'fancy1'] as const;

export type SessionType = (typeof SESSION_TYPES)[number];

export const NORMAL_SESSION: SessionType = 'Normal';
/** The odds-based fancy of these exchanges. */
export const ODDS_SESSION: SessionType = 'fancy1';

export function isSessionType(value: unknown): value is SessionType {
  return typeof value === 'string' && (SESSION_TYPES as readonly string[]).includes(value);
}

/** A group's or a stored bet's gameType as a session type; anything else (a row from before the types) is Normal. */
export function sessionTypeOf(gameType: string | null | undefined): SessionType {
  return isSessionType(gameType) ? gameType : NORMAL_SESSION;
}

/**
 * How a session type is decided and paid:
 * - 'line': a NO line and a YES line on a count, paid at the line's rate per hundred (FANCY):
 *   YES wins when the count ends at its line or above, NO when it ends below its line;
 * - 'event' (fancy1): YES (back) and NO (lay) at decimal odds on an event, paid by the plain
 *   back/lay rule (PLAIN), decided by whether the event happened.
 */
export type SessionRule = 'line' | 'event';

export function sessionRule(type: SessionType): SessionRule {
  return type === ODDS_SESSION ? 'event' : 'line';
}

/** The payout of a session type (spec section 9): fancy1 the plain back/lay rule, the others the fancy rate. */
export function sessionPayout(type: SessionType): PayoutKind {
  return sessionRule(type) === 'event' ? 'PLAIN' : 'FANCY';
}

/** How a cricket bet pays: a session bet by its session's type, any other by its market kind. */
export function cricketPayout(kind: MarketKind, gameType: string | null | undefined): PayoutKind {
  return isSessionMarket(kind) ? sessionPayout(sessionTypeOf(gameType)) : payoutOf(kind);
}
