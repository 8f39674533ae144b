import { Table } from '@chakra-ui/react';
import { NO_DATA_TEXT } from './NoData';

export type EmptyRowProps = {
  /** The table's column count, so the message spans the whole row. */
  colSpan: number;
  message?: string;
};

/** The one row of an empty table body (inside a Chakra `Table.Body`). */
export function EmptyRow({ colSpan, message = NO_DATA_TEXT }: EmptyRowProps) {
  return (
    <Table.Row>
      <Table.Cell colSpan={colSpan} textAlign="center" color="fg.muted" py="4">
        {message}
      </Table.Cell>
    </Table.Row>
  );
}
