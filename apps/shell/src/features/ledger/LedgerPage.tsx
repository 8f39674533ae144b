import { Box, Button, Flex, Text } from '@exchange/shared-ui/chakra';
import dayjs from 'dayjs';
import { useState } from 'react';
import { netOfEntries } from '@exchange/betting';
import {
  DataTable,
  PageTitle,
  Pager,
  SearchExport,
  formatAmount,
  notify,
  type CsvColumn,
  type DataColumn,
  useSearchPages,
  useT,
  useTranslateText,
} from '@exchange/shared-ui';
import { historyApi, settlesBets } from '../history';
import { DateRangeFields } from '../../shared/DateRangeFields';
import { RangeReport } from '../../shared/RangeReport';
import { LedgerBetsModal } from './LedgerBetsModal';
import { lastDays, toEpochRange } from '../../shared/dateRange';
import { ledgerApi, type LedgerEntry } from './ledgerApi';

const PAGE_SIZE = 25;
const DEFAULT_DAYS = 70;

/** The export's columns: the table's, printed as the table prints them. */
const CSV_COLUMNS: CsvColumn<LedgerEntry>[] = [
  { header: 'Date', value: (e) => dayjs(e.createdAt).format('DD-MM-YYYY') },
  { header: 'Time', value: (e) => dayjs(e.createdAt).format('h:mm A') },
  { header: 'Remark', value: (e) => e.comment },
  { header: 'Won By', value: (e) => e.wonBy ?? '' },
  { header: 'Won', value: (e) => formatAmount(e.creditInfo) },
  { header: 'Lost', value: (e) => formatAmount(e.debitInfo) },
  { header: 'Balance', value: (e) => formatAmount(e.updatedBalance) },
];

/** What the search reads of an entry. */
const searchFields = (e: LedgerEntry) => [e.comment, e.wonBy];

export default function LedgerPage() {
  const t = useT();
  const tx = useTranslateText();
  const [range, setRange] = useState(() => lastDays(DEFAULT_DAYS));
  const [opened, setOpened] = useState<LedgerEntry | null>(null);
  const epochRange = toEpochRange(range);
  const {
    data: entries = [],
    isFetching,
    isError,
  } = ledgerApi.useGetAccountLogQuery(epochRange ?? { startDate: 0, endDate: 0 }, { skip: !epochRange });
  const { data: openedBets } = historyApi.useGetSettledBetsQuery(opened?.accountLogId ?? 0, { skip: !opened });
  const [loadBets] = historyApi.useLazyGetSettledBetsQuery();
  const { search, page, setPage, pages, rowsOnPage } = useSearchPages(entries, searchFields, PAGE_SIZE);
  const rows = entries.map((e) => ({ credit: e.creditInfo, debit: e.debitInfo }));

  // A settlement row of any sport opens the bets it paid (the spec names CRICKET rows; tennis,
  // soccer and casino rows have bets too), when it has at least one.
  async function openRow(entry: LedgerEntry) {
    if (!settlesBets(entry.sport)) return;
    const result = await loadBets(entry.accountLogId, true);
    if ((result.data?.bets.length ?? 0) > 0) setOpened(entry);
    else if (result.isError) notify.error(t('shell.betsNotLoaded'));
  }

  const columns: DataColumn<LedgerEntry>[] = [
    { header: tx('Date'), nowrap: true, cell: (e) => dayjs(e.createdAt).format('DD-MM-YYYY') },
    { header: tx('Time'), nowrap: true, cell: (e) => dayjs(e.createdAt).format('h:mm A') },
    {
      header: tx('Remark'),
      cell: (entry) =>
        settlesBets(entry.sport) ? (
          // The row takes a click; the remark, a link-like word in its text, is the keyboard's way in.
          <Button
            variant="plain"
            display="inline"
            p="0"
            h="auto"
            minH="0"
            fontSize="inherit"
            fontWeight="normal"
            color="inherit"
            textDecoration="underline"
            whiteSpace="normal"
            textAlign="start"
            aria-label={t('history.openBets', { entry: entry.comment })}
            onClick={(event) => {
              event.stopPropagation();
              void openRow(entry);
            }}
          >
            {entry.comment}
          </Button>
        ) : (
          entry.comment
        ),
    },
    { header: tx('Won By'), cell: (e) => e.wonBy ?? '' },
    { header: tx('Won'), end: true, color: () => 'pl.positive', cell: (e) => formatAmount(e.creditInfo) },
    { header: tx('Lost'), end: true, color: () => 'pl.negative', cell: (e) => formatAmount(e.debitInfo) },
    {
      header: tx('Balance'),
      end: true,
      testId: 'ledger-balance',
      cell: (e) => <b>{formatAmount(e.updatedBalance)}</b>,
    },
  ];

  return (
    <Box bg="bg" borderRadius="sm" pb="2">
      <PageTitle title={tx('My Ledger')} />
      <Flex p="3" gap="3" justify="space-between" align="end" wrap="wrap">
        <DateRangeFields
          value={range}
          onChange={(next) => {
            setRange(next);
            setPage(1);
          }}
        />
        <SearchExport {...search} columns={CSV_COLUMNS} fileName="ledger" />
        <Text fontWeight="bold" data-testid="ledger-total">
          {tx('Wallet total')}:{' '}
          <Text as="span" color={netOfEntries(rows) >= 0 ? 'pl.positive' : 'pl.negative'}>
            {formatAmount(netOfEntries(rows))}
          </Text>
        </Text>
      </Flex>
      <RangeReport
        rangeValid={epochRange !== null}
        loadError={isError ? tx('The ledger could not be loaded. Retrying…') : null}
        loading={isFetching && entries.length === 0}
      >
        <DataTable
          columns={columns}
          rows={rowsOnPage}
          rowKey={(e) => e.id}
          rowProps={(entry) => ({
            'data-testid': 'ledger-row',
            onClick: settlesBets(entry.sport) ? () => void openRow(entry) : undefined,
          })}
          testId="ledger-table"
          label={tx('Ledger entries')}
        />
      </RangeReport>
      <Pager page={page} pages={pages} onPage={setPage} />
      <LedgerBetsModal entry={opened} settled={openedBets} onClose={() => setOpened(null)} />
    </Box>
  );
}
