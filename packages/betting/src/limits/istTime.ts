/**
 * Responsible-gambling periods and end times are told in India Standard Time (Asia/Kolkata),
 * whatever the server's or the browser's own zone is: dayjs with its utc and timezone plugins, the
 * date library the client apps already carry.
 */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

const IST = 'Asia/Kolkata';
const DATE = 'YYYY-MM-DD';

export const LOSS_PERIODS = ['daily', 'weekly', 'monthly'] as const;
export type LossPeriod = (typeof LOSS_PERIODS)[number];

/**
 * When the IST calendar day, week (from Monday) or month holding `nowMs` began, in epoch ms. The
 * timezone plugin reads the IST date and turns an IST midnight into an instant; the calendar steps
 * run on dayjs's UTC clock, because the plugin's own startOf is off by the host's DST change (a
 * server in a zone with DST, e.g. America/Los_Angeles on 1 November 2026).
 */
export function periodStart(period: LossPeriod, nowMs: number): number {
  const date = dayjs.utc(dayjs(nowMs).tz(IST).format(DATE));
  const start =
    period === 'monthly'
      ? date.startOf('month')
      : // dayjs counts a week from Sunday (day() 0): back to Monday.
        date.subtract(period === 'weekly' ? (date.day() + 6) % 7 : 0, 'day');
  return dayjs.tz(start.format(DATE), IST).valueOf();
}

/** The spec's cricket date format, DD-MM-YYYY h:mm A, read on an IST clock: "25-11-2026 4:36 AM". */
export function formatIstDateTime(ms: number): string {
  if (!Number.isFinite(ms)) return '-';
  return dayjs(ms).tz(IST).format('DD-MM-YYYY h:mm A');
}
