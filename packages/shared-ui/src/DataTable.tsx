import { Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { EmptyRow } from './EmptyRow';
import { stackOnPhone } from './stackedTable';

/** One column of a `DataTable`: its header, and what a row shows in it (a figure column aligns at the end). */
export type DataColumn<Row> = {
  header: string;
  end?: boolean;
  color?: (row: Row) => string | undefined;
  cell: (row: Row) => ReactNode;
  testId?: string;
};

export type DataTableProps<Row> = {
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** What each row carries besides its cells: a test id, its reference, a back/lay background. */
  rowProps?: (row: Row) => Record<string, string | undefined>;
  testId?: string;
  /** A last row (its cells, by column), under the rows when there are any: a total. */
  total?: ReactNode;
  /** On a phone each row becomes a card of labelled cells (default), or the table stays a table. */
  stack?: boolean;
};

/**
 * A table of rows from its columns, declared once: every table of bets (Your Bets, the settled bets
 * of the history and the ledger, a casino table's panels) is one. 'No data found' when it is empty.
 */
export function DataTable<Row>({ columns, rows, rowKey, rowProps, testId, total, stack = true }: DataTableProps<Row>) {
  return (
    <Table.Root size="sm" variant="outline" data-testid={testId} css={stack ? stackOnPhone : undefined}>
      <Table.Header>
        <Table.Row>
          {columns.map((column) => (
            <Table.ColumnHeader key={column.header} textAlign={column.end ? 'end' : undefined}>
              {column.header}
            </Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.length === 0 ? <EmptyRow colSpan={columns.length} /> : null}
        {rows.map((row) => {
          const { bg, color, ...rest } = rowProps?.(row) ?? {};
          return (
            <Table.Row key={rowKey(row)} bg={bg} color={color} {...rest}>
              {columns.map((column) => (
                <Table.Cell
                  key={column.header}
                  textAlign={column.end ? 'end' : undefined}
                  color={column.color?.(row)}
                  data-label={column.header}
                  data-testid={column.testId}
                >
                  {column.cell(row)}
                </Table.Cell>
              ))}
            </Table.Row>
          );
        })}
        {total && rows.length > 0 ? <Table.Row fontWeight="bold">{total}</Table.Row> : null}
      </Table.Body>
    </Table.Root>
  );
}
