/**
 * Responsible-gambling periods and end times are told in India Standard Time, UTC+5:30 all year
 * (no daylight saving), whatever the server's or the browser's own zone is.
 */
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

export const LOSS_PERIODS = ['daily', 'weekly', 'monthly'] as const;
export type LossPeriod = (typeof LOSS_PERIODS)[number];

/** When the IST calendar day, week (from Monday) or month holding `nowMs` began, in epoch ms. */
export function periodStart(period: LossPeriod, nowMs: number): number {
  const ist = new Date(nowMs + IST_OFFSET_MS);
  const year = ist.getUTCFullYear();
  const month = ist.getUTCMonth();
  if (period === 'monthly') return Date.UTC(year, month, 1) - IST_OFFSET_MS;
  const dayStart = Date.UTC(year, month, ist.getUTCDate()) - IST_OFFSET_MS;
  if (period === 'daily') return dayStart;
  const daysSinceMonday = (ist.getUTCDay() + 6) % 7;
  return dayStart - daysSinceMonday * DAY_MS;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The spec's cricket date format, DD-MM-YYYY h:mm A, read on an IST clock: "25-11-2026 4:36 AM". */
export function formatIstDateTime(ms: number): string {
  if (!Number.isFinite(ms)) return '-';
  const ist = new Date(ms + IST_OFFSET_MS);
  const hours = ist.getUTCHours();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const date = `${pad(ist.getUTCDate())}-${pad(ist.getUTCMonth() + 1)}-${ist.getUTCFullYear()}`;
  return `${date} ${hour12}:${pad(ist.getUTCMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
}
