import { describe, expect, it } from 'vitest';
import { matchesStatementType, netOfEntries } from './statement';

describe('statement report types', () => {
  it.each([
    ['Deposit', 'ALL', true],
    ['Deposit', 'BALANCE', true],
    ['Deposit', 'GAME', false],
    ['Withdraw', 'BALANCE', true],
    ['India v Australia', 'GAME', true],
    ['India v Australia', 'BALANCE', false],
    ['Teen Patti 2020 round 12', 'GAME', true],
    ['Cash withdrawal by agent', 'BALANCE', true],
  ] as const)('%j in %s: %s', (description, type, shown) => {
    expect(matchesStatementType(description, type)).toBe(shown);
  });
});

describe('ledger wallet total', () => {
  it('is credits less debits, exact to the paisa', () => {
    expect(
      netOfEntries([
        { credit: 0.1, debit: 0 },
        { credit: 0.2, debit: 0 },
        { credit: 0, debit: 0.05 },
      ]),
    ).toBe(0.25);
    expect(
      netOfEntries([
        { credit: 150000, debit: 0 },
        { credit: 0, debit: 50000 },
      ]),
    ).toBe(100000);
    expect(netOfEntries([])).toBe(0);
  });
});
