import { formatAmount, formatEventTime, formatUserLabel, formatWallet } from './formatters';

describe('formatUserLabel', () => {
  it.each([
    ['C1001 Ravi', 'Ravi (C1001)'],
    ['C1002 Priyadarshini', 'Priyadar (C1002)'],
    ['C1003 Ravi Kumar', 'Ravi Kum (C1003)'],
    ['C1004  Spaced', 'Spaced (C1004)'],
    ['  C1005 Trim  ', 'Trim (C1005)'],
    ['Ravi', 'Ravi'],
    ['C1006 ', 'C1006'],
    ['', ''],
    [undefined, ''],
    [null, ''],
  ])('%j → %j', (username, expected) => {
    expect(formatUserLabel(username)).toBe(expected);
  });
});

describe('formatEventTime', () => {
  it.each([
    ['2025-03-09T14:05:00', '09-03-2025, 2:05 PM'],
    ['2025-12-31T00:30:00', '31-12-2025, 12:30 AM'],
    ['2025-07-01T12:00:00', '01-07-2025, 12:00 PM'],
    // An instant with an offset is shown in local time.
    [new Date(2025, 0, 15, 9, 7).toISOString(), '15-01-2025, 9:07 AM'],
    ['', ''],
    [undefined, ''],
    ['not a date', ''],
  ])('%j → %j', (iso, expected) => {
    expect(formatEventTime(iso)).toBe(expected);
  });
});

describe('formatWallet', () => {
  it.each([
    [1000, 0, '1,000.00'],
    [99200, 0, '99,200.00'],
    [150000, -50000, '1,00,000.00'],
    [1000, -250, '750.00'],
    [1000.1, -0.2, '999.90'],
    [0.1, 0.2, '0.30'],
    [100, -150.5, '-50.50'],
  ])('balance %d + liability %d → %s', (balance, liability, expected) => {
    expect(formatWallet(balance, liability)).toBe(expected);
  });
});

describe('formatAmount (from @exchange/betting)', () => {
  it('shows two decimals with Indian grouping', () => {
    expect(formatAmount(1234.5)).toBe('1,234.50');
    expect(formatAmount(-100000)).toBe('-1,00,000.00');
  });
});
