import { Table } from '@chakra-ui/react';
import { NO_DATA_TEXT } from './NoData';
import { useTranslateText } from './i18n/translate';

export type EmptyRowProps = {
  /** The table's column count, so the message spans the whole row. */
  colSpan: number;
  message?: string;
};

/** The one row of an empty table body (inside a Chakra `Table.Body`). */
export function EmptyRow({ colSpan, message = NO_DATA_TEXT }: EmptyRowProps) {
  const tx = useTranslateText();
  return (
    <Table.Row>
      <Table.Cell colSpan={colSpan} textAlign="center" color="fg.muted" py="4">
        {tx(message)}
      </Table.Cell>
    </Table.Row>
  );
}
