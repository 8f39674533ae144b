/**
 * Session rows in the spec's order (section 2): numeric-prefixed over/run rows and 'match 1st over
 * run' rows; then 'fall of' rows; then 'wkt runs' rows; then every other row ('wkt pship'
 * included); last 'boundaries' and 'total match runs' rows. Order within a group is kept.
 */
export function sessionGroup(name: string): number {
  const n = name.toLowerCase();
  if (n.includes('boundaries') || n.includes('total match runs')) return 4;
  if (n.includes('fall of')) return 1;
  if (n.includes('wkt runs')) return 2;
  if (n.includes('wkt pship')) return 3;
  if (n.includes('match 1st over run') || /^\d+\s*(st|nd|rd|th)?\s*over/.test(n) || /^\d+.*\brun/.test(n)) return 0;
  return 3;
}

export function orderSessions<T>(rows: readonly T[], nameOf: (row: T) => string): T[] {
  return rows
    .map((row, index) => ({ row, index, group: sessionGroup(nameOf(row)) }))
    .sort((a, b) => a.group - b.group || a.index - b.index)
    .map((entry) => entry.row);
}
