/** Pages of `pageSize` rows; at least one page, so an empty table still shows page 1. */
export function pageCount(rows: number, pageSize: number): number {
  return Math.max(1, Math.ceil(rows / pageSize));
}

/** The slice of rows on a 1-based page. */
export function pageRows<T>(rows: readonly T[], page: number, pageSize: number): T[] {
  return rows.slice((page - 1) * pageSize, page * pageSize);
}

/**
 * Which page numbers to show: at most `maxButtons`. With `fromStart` (the statement's "first 5
 * only") they are always 1..max; otherwise a window that follows the current page.
 */
export function pageButtons(current: number, pages: number, maxButtons: number, fromStart = false): number[] {
  const count = Math.min(pages, maxButtons);
  const first = fromStart ? 1 : Math.min(Math.max(1, current - Math.floor(count / 2)), pages - count + 1);
  return Array.from({ length: count }, (_, i) => first + i);
}
