/**
 * Server times are UTC (spec section 2: "server time treated as UTC"); the player reads them in
 * their own zone. A time without a zone designator is taken as UTC, not as local time. The zone
 * is a parameter so that tests (and a player's chosen zone, should one exist) can fix it.
 */
const HAS_ZONE = /(Z|[+-]\d{2}:?\d{2})$/i;

export function parseUtc(value: unknown): Date | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const text = value.trim();
  const date = new Date(HAS_ZONE.test(text) || !text.includes('T') ? text : `${text}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

type Parts = Record<'day' | 'month' | 'year' | 'hour' | 'minute' | 'second' | 'dayPeriod', string>;

function partsOf(date: Date, hour12: boolean, timeZone?: string): Parts {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: hour12 ? 'h12' : 'h23',
  });
  const parts = Object.fromEntries(format.formatToParts(date).map((p) => [p.type, p.value])) as Parts;
  return parts;
}

/** 'DD/MM/YYYY HH:mm:ss' (result popup: match time and bet dates); '' for a missing or bad time. */
export function formatResultTime(value: unknown, timeZone?: string): string {
  const date = parseUtc(value);
  if (!date) return '';
  const p = partsOf(date, false, timeZone);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}:${p.second}`;
}

/** 'DD/MM/YYYY hh:mm A' (Casino Bets page); '' for a missing or bad time. */
export function formatBetTime(value: unknown, timeZone?: string): string {
  const date = parseUtc(value);
  if (!date) return '';
  const p = partsOf(date, true, timeZone);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute} ${p.dayPeriod.toUpperCase()}`;
}
