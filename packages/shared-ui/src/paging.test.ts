import { describe, expect, it } from 'vitest';
import { pageButtons, pageCount, pageRows } from './paging';

describe('paging', () => {
  it('counts pages of 25, at least one', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
  });

  it('slices the rows of a page', () => {
    const rows = Array.from({ length: 60 }, (_, i) => i);
    expect(pageRows(rows, 3, 25)).toEqual([50, 51, 52, 53, 54, 55, 56, 57, 58, 59]);
  });

  it('shows the first five page numbers only when asked (statement)', () => {
    expect(pageButtons(8, 12, 5, true)).toEqual([1, 2, 3, 4, 5]);
  });

  it('otherwise keeps the current page in view (ledger)', () => {
    expect(pageButtons(1, 12, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageButtons(8, 12, 5)).toEqual([6, 7, 8, 9, 10]);
    expect(pageButtons(12, 12, 5)).toEqual([8, 9, 10, 11, 12]);
    expect(pageButtons(2, 3, 5)).toEqual([1, 2, 3]);
  });
});
