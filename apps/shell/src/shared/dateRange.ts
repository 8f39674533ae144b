import dayjs from 'dayjs';

/** 'YYYY-MM-DD' strings, as date inputs hold them. */
export type DateRange = { from: string; to: string };

export function lastDays(days: number, today = dayjs()): DateRange {
  return { from: today.subtract(days, 'day').format('YYYY-MM-DD'), to: today.format('YYYY-MM-DD') };
}

/** The whole of both days in the player's local time, as epoch milliseconds. */
export function toEpochRange(range: DateRange): { startDate: number; endDate: number } | null {
  const from = dayjs(range.from, 'YYYY-MM-DD');
  const to = dayjs(range.to, 'YYYY-MM-DD');
  if (!from.isValid() || !to.isValid() || from.isAfter(to)) return null;
  return { startDate: from.startOf('day').valueOf(), endDate: to.endOf('day').valueOf() };
}
