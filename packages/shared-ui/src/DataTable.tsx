import { Box, Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { EmptyRow } from './EmptyRow';
import { stackOnPhone } from './stackedTable';

/** One column of a `DataTable`: its header, and what a row shows in it (a figure column aligns at the end). */
export type DataColumn<Row> = {
  header: string;
  end?: boolean;
  /** Kept on one line (a date, a time). */
  nowrap?: boolean;
  color?: (row: Row) => string | undefined;
  cell: (row: Row) => ReactNode;
  testId?: string;
};

/**
 * What a row carries besides its cells: a test id and other data, a back/lay background and its
 * text colour, and a click where the row opens something (a cell of its own then holds the
 * keyboard's way in, a button or a link).
 */
export type DataRowProps = {
  [data: `data-${string}`]: string | undefined;
  bg?: string;
  color?: string;
  onClick?: () => void;
};

export type DataTableProps<Row> = {
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  rowProps?: (row: Row) => DataRowProps;
  testId?: string;
  /** A last row (its cells, by column), under the rows when there are any: a total. */
  total?: ReactNode;
  /** On a phone each row becomes a card of labelled cells (default), or the table stays a table. */
  stack?: boolean;
  /**
   * Names the table, in the language on screen, for a page's long table (a ledger): it then sits in
   * a region that scrolls sideways when it must, which the keyboard reaches and a screen reader names.
   */
  label?: string;
};

/**
 * A table of rows from its columns, declared once: every table of bets (Your Bets, the settled bets
 * of the history and the ledger, a casino table's panels) and of money (the ledger, the statement)
 * is one. 'No data found' when it is empty.
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  rowProps,
  testId,
  total,
  stack = true,
  label,
}: DataTableProps<Row>) {
  const table = (
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
          const { bg, color, onClick, ...rest } = rowProps?.(row) ?? {};
          return (
            <Table.Row
              key={rowKey(row)}
              bg={bg}
              color={color}
              onClick={onClick}
              cursor={onClick ? 'pointer' : undefined}
              _hover={onClick ? { bg: 'bg.subtle' } : undefined}
              {...rest}
            >
              {columns.map((column) => (
                <Table.Cell
                  key={column.header}
                  textAlign={column.end ? 'end' : undefined}
                  whiteSpace={column.nowrap ? 'nowrap' : undefined}
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
  if (label === undefined) return table;
  return (
    <Box overflowX="auto" tabIndex={0} role="region" aria-label={label}>
      {table}
    </Box>
  );
}
