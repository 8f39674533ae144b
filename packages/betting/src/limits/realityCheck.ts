import { formatIstDateTime } from './istTime';

/** How often the reality check interrupts play, in minutes; 0 is off. */
export const REALITY_CHECK_MINUTES = [0, 15, 30, 60] as const;
export type RealityCheckMinutes = (typeof REALITY_CHECK_MINUTES)[number];

export function isRealityCheckMinutes(value: unknown): value is RealityCheckMinutes {
  return REALITY_CHECK_MINUTES.some((minutes) => minutes === value);
}

/** Self-exclusion time-outs a player can take, in hours: 24 hours, 7 days, 30 days. */
export const TIME_OUT_HOURS = [24, 168, 720] as const;
export type TimeOutHours = (typeof TIME_OUT_HOURS)[number];

export function isTimeOutHours(value: unknown): value is TimeOutHours {
  return TIME_OUT_HOURS.some((hours) => hours === value);
}

/** The button's words for a time-out: "24 hours", "7 days", "30 days". */
export function timeOutLabel(hours: TimeOutHours): string {
  return hours === 24 ? '24 hours' : `${hours / 24} days`;
}

/** Time played as the reality check tells it: "1 h 05 min", "12 min". */
export function playedFor(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  const hours = Math.floor(minutes / 60);
  if (hours === 0) return `${minutes} min`;
  return `${hours} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/** The refusal of a sign-in or a bet during a time-out, with its end on an IST clock. */
export function timeOutMessage(untilMs: number): string {
  return `You have taken a time-out until ${formatIstDateTime(untilMs)} (IST)`;
}
