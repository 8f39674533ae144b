import { Button, Flex, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { downloadCsv, type CsvColumn } from './csv';
import { useT } from './i18n/translate';

export type SearchExportProps<Row> = {
  query: string;
  onQuery: (query: string) => void;
  /** Every row the filter and the search show, on all pages, in the page's order. */
  rows: readonly Row[];
  columns: readonly CsvColumn<Row>[];
  /** Without '.csv'; today's date is added. */
  fileName: string;
};

/** A history page's search box ('event, runner, round id') and its 'Export CSV' of what it shows. */
export function SearchExport<Row>({ query, onQuery, rows, columns, fileName }: SearchExportProps<Row>) {
  const [busy, setBusy] = useState(false);
  const t = useT();
  const exportRows = () => {
    setBusy(true);
    const day = new Date().toLocaleDateString('en-CA');
    void downloadCsv(`${fileName}-${day}.csv`, columns, rows).finally(() => setBusy(false));
  };
  return (
    <Flex gap="2" align="center" flex={{ base: '1 1 100%', md: '1' }} justify="flex-end">
      <Input
        type="search"
        size="sm"
        w={{ base: 'full', md: '64' }}
        flex={{ base: '1', md: 'none' }}
        placeholder={t('common.searchHistory')}
        aria-label={t('common.search')}
        data-testid="history-search"
        value={query}
        onChange={(e) => onQuery(e.target.value)}
      />
      <Button
        type="button"
        size="sm"
        variant="outline"
        colorPalette="brand"
        onClick={exportRows}
        disabled={rows.length === 0 || busy}
        data-testid="export-csv"
      >
        {t('common.exportCsv')}
      </Button>
    </Flex>
  );
}
