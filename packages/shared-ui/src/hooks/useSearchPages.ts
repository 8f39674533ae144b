import { useCallback, useMemo, useState } from 'react';
import { matchesSearch } from '../csv';
import { pageCount, pageRows } from '../paging';

type SearchField = string | number | null | undefined;

/**
 * A history page's search and pages (the ledger, the statement, the casino bets): the rows the
 * search matches, the page of them shown, and a new search starting again from page 1. `search` is
 * what `SearchExport` takes besides its columns, so the export holds every row the search shows.
 * `fields` (what of a row the search reads) is a module constant.
 */
export function useSearchPages<Row>(
  rows: readonly Row[],
  fields: (row: Row) => readonly SearchField[],
  pageSize: number,
) {
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const shown = useMemo(() => rows.filter((row) => matchesSearch(query, fields(row))), [rows, query, fields]);
  const onQuery = useCallback((next: string) => {
    setQuery(next);
    setPage(1);
  }, []);
  return {
    search: { query, onQuery, rows: shown },
    page,
    /** A page to show; a filter of the page's own sets page 1 with it. */
    setPage,
    pages: pageCount(shown.length, pageSize),
    rowsOnPage: pageRows(shown, page, pageSize),
  };
}
