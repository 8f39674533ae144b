/** One column of an export: its header as the page shows it, and a row's cell as the page prints it. */
export type CsvColumn<Row> = { header: string; value: (row: Row) => string };

/**
 * A cell that a spreadsheet would run as a formula ('=', '+', '@', a tab or carriage return, or a '-'
 * that does not start a number) is written with a leading quote; '-1,234.50' and a lone '-' (a
 * cell with no value) stay as they are.
 */
const FORMULA = /^[=+@\t\r]|^-(?!$|\d[\d,]*(\.\d+)?$)/;

/**
 * The rows as CSV text by Papa Parse (quotes, commas, newlines and any script handled by the
 * library, never by hand): a header line, then one line per row, CRLF between lines. Papa Parse is
 * loaded on the first export, not with the page.
 */
export async function csvText<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): Promise<string> {
  const { default: Papa } = await import('papaparse');
  return Papa.unparse(
    { fields: columns.map((c) => c.header), data: rows.map((row) => columns.map((c) => c.value(row))) },
    { escapeFormulae: FORMULA, newline: '\r\n' },
  );
}

/** Saves the rows as a UTF-8 CSV file (with a byte-order mark, so spreadsheets read Hindi text right). */
export async function downloadCsv<Row>(
  fileName: string,
  columns: readonly CsvColumn<Row>[],
  rows: readonly Row[],
): Promise<void> {
  const text = await csvText(columns, rows);
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Whether a row matches what the player typed: every word found, in any field, ignoring case. */
export function matchesSearch(query: string, fields: readonly (string | number | null | undefined)[]): boolean {
  const words = query.trim().toLocaleLowerCase('en-IN').split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = fields
    .filter((f) => f !== null && f !== undefined)
    .join('\n')
    .toLocaleLowerCase('en-IN');
  return words.every((word) => text.includes(word));
}
