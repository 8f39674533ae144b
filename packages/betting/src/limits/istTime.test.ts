import { formatIstDateTime, periodStart } from './istTime';
import { playedFor, timeOutMessage } from './realityCheck';

describe('periods on an IST clock', () => {
  // Wednesday 25-11-2026 at 02:00 IST is still Tuesday 24-11 20:30 in UTC.
  const wednesdayEarly = Date.UTC(2026, 10, 24, 20, 30);

  it('a day starts at midnight IST (18:30 UTC the day before)', () => {
    expect(new Date(periodStart('daily', wednesdayEarly)).toISOString()).toBe('2026-11-24T18:30:00.000Z');
    expect(new Date(periodStart('daily', Date.UTC(2026, 10, 24, 18, 29))).toISOString()).toBe(
      '2026-11-23T18:30:00.000Z',
    );
  });

  it('a week starts on Monday at midnight IST; a Sunday belongs to the week before', () => {
    expect(new Date(periodStart('weekly', wednesdayEarly)).toISOString()).toBe('2026-11-22T18:30:00.000Z');
    const sundayNight = Date.UTC(2026, 10, 29, 18, 0); // Sunday 29-11, 11:30 PM IST
    expect(new Date(periodStart('weekly', sundayNight)).toISOString()).toBe('2026-11-22T18:30:00.000Z');
    const mondayMidnight = Date.UTC(2026, 10, 29, 18, 30);
    expect(periodStart('weekly', mondayMidnight)).toBe(mondayMidnight);
  });

  it("gives the same periods whatever the server's own zone, daylight saving included", () => {
    const hostZone = process.env.TZ;
    const instants = [wednesdayEarly, Date.UTC(2026, 10, 1, 9), Date.UTC(2026, 2, 8, 12), Date.UTC(2026, 9, 4, 15)];
    const periodsIn = (zone: string) => {
      process.env.TZ = zone;
      return instants.flatMap((at) => [
        periodStart('daily', at),
        periodStart('weekly', at),
        periodStart('monthly', at),
      ]);
    };
    try {
      const utc = periodsIn('UTC');
      for (const zone of ['America/Los_Angeles', 'Europe/London', 'Australia/Sydney', 'Asia/Kolkata'])
        expect(periodsIn(zone), zone).toEqual(utc);
    } finally {
      if (hostZone === undefined) delete process.env.TZ;
      else process.env.TZ = hostZone;
    }
  });

  it('a month starts on the 1st at midnight IST', () => {
    expect(new Date(periodStart('monthly', wednesdayEarly)).toISOString()).toBe('2026-10-31T18:30:00.000Z');
    // 1 December 00:10 IST is 30 November in UTC, but already December's period.
    expect(new Date(periodStart('monthly', Date.UTC(2026, 10, 30, 18, 40))).toISOString()).toBe(
      '2026-11-30T18:30:00.000Z',
    );
  });
});

describe('formatIstDateTime and the time-out message', () => {
  it('writes DD-MM-YYYY h:mm A on an IST clock', () => {
    expect(formatIstDateTime(Date.UTC(2026, 10, 24, 23, 6))).toBe('25-11-2026 4:36 AM');
    expect(formatIstDateTime(Date.UTC(2026, 10, 25, 6, 30))).toBe('25-11-2026 12:00 PM');
    expect(formatIstDateTime(Date.UTC(2026, 10, 24, 18, 30))).toBe('25-11-2026 12:00 AM');
    expect(formatIstDateTime(Number.NaN)).toBe('-');
  });

  it('states the end of the time-out', () => {
    expect(timeOutMessage(Date.UTC(2026, 11, 1, 14, 45))).toBe(
      'You have taken a time-out until 01-12-2026 8:15 PM (IST)',
    );
  });

  it('tells the time played in minutes, and hours past an hour', () => {
    expect(playedFor(59_999)).toBe('0 min');
    expect(playedFor(12 * 60_000)).toBe('12 min');
    expect(playedFor(65 * 60_000 + 30_000)).toBe('1 h 05 min');
  });
});
