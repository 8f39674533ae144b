import { act, renderHook } from '@testing-library/react';
import { useSearchPages } from './useSearchPages';

type Entry = { id: number; remark: string };
const entries: Entry[] = Array.from({ length: 30 }, (_, i) => ({
  id: i + 1,
  remark: i < 20 ? `Deposit ${i + 1}` : 'India v Australia',
}));
const fields = (entry: Entry) => [entry.remark];

describe('useSearchPages', () => {
  it('pages what the search shows, and a new search starts again from page 1', () => {
    const { result } = renderHook(() => useSearchPages(entries, fields, 25));
    expect(result.current.pages).toBe(2);
    expect(result.current.rowsOnPage).toHaveLength(25);
    act(() => result.current.setPage(2));
    expect(result.current.rowsOnPage.map((e) => e.id)).toEqual([26, 27, 28, 29, 30]);

    act(() => result.current.search.onQuery('australia'));
    expect(result.current.page).toBe(1);
    expect(result.current.search.query).toBe('australia');
    expect(result.current.search.rows).toHaveLength(10);
    expect(result.current.pages).toBe(1);
    expect(result.current.rowsOnPage.map((e) => e.id)).toEqual([21, 22, 23, 24, 25, 26, 27, 28, 29, 30]);
  });

  it('shows one empty page when nothing matches', () => {
    const { result } = renderHook(() => useSearchPages(entries, fields, 25));
    act(() => result.current.search.onQuery('zimbabwe'));
    expect(result.current.search.rows).toEqual([]);
    expect(result.current.pages).toBe(1);
    expect(result.current.rowsOnPage).toEqual([]);
  });
});
