import { formatBetTime, formatResultTime, parseUtc } from './localTime';

describe('server time (UTC) shown in the player’s zone', () => {
  const utc = '2025-03-09T18:45:07.000Z';

  it.each([
    ['Asia/Kolkata', '10/03/2025 00:15:07', '10/03/2025 12:15 AM'],
    ['America/New_York', '09/03/2025 14:45:07', '09/03/2025 02:45 PM'],
    ['UTC', '09/03/2025 18:45:07', '09/03/2025 06:45 PM'],
  ])('%s', (zone, resultTime, betTime) => {
    expect(formatResultTime(utc, zone)).toBe(resultTime);
    expect(formatBetTime(utc, zone)).toBe(betTime);
  });

  it('takes a time without a zone as UTC, not local', () => {
    expect(formatResultTime('2025-03-09T18:45:07', 'Asia/Kolkata')).toBe('10/03/2025 00:15:07');
    expect(parseUtc('2025-03-09T18:45:07')?.toISOString()).toBe('2025-03-09T18:45:07.000Z');
  });

  it('uses the local zone when none is given', () => {
    const local = new Date(utc);
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(formatResultTime(utc)).toBe(
      `${pad(local.getDate())}/${pad(local.getMonth() + 1)}/${local.getFullYear()} ${pad(local.getHours())}:${pad(local.getMinutes())}:${pad(local.getSeconds())}`,
    );
  });

  it('midnight and noon in the 12-hour form', () => {
    expect(formatBetTime('2025-01-01T00:05:00Z', 'UTC')).toBe('01/01/2025 12:05 AM');
    expect(formatBetTime('2025-01-01T12:05:00Z', 'UTC')).toBe('01/01/2025 12:05 PM');
  });

  it.each([[undefined], [null], [''], ['yesterday'], [1741545907000]])('gives an empty text for %s', (value) => {
    expect(formatResultTime(value)).toBe('');
    expect(formatBetTime(value)).toBe('');
  });
});
