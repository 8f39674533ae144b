import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { lastDays, toEpochRange } from './dateRange';

describe('date ranges', () => {
  it('defaults to the last N days up to today', () => {
    expect(lastDays(70, dayjs('2026-11-22'))).toEqual({ from: '2026-09-13', to: '2026-11-22' });
    expect(lastDays(7, dayjs('2026-11-22'))).toEqual({ from: '2026-11-15', to: '2026-11-22' });
  });

  it('covers both whole days', () => {
    const range = toEpochRange({ from: '2026-11-20', to: '2026-11-22' })!;
    expect(range.endDate - range.startDate).toBe(3 * 86_400_000 - 1);
  });

  it('refuses an empty or reversed range instead of sending it', () => {
    expect(toEpochRange({ from: '', to: '2026-11-22' })).toBeNull();
    expect(toEpochRange({ from: '2026-11-23', to: '2026-11-22' })).toBeNull();
  });
});
