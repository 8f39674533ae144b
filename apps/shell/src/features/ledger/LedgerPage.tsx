import { Box, Button, Flex, Table, Text } from '@exchange/shared-ui/chakra';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { netOfEntries } from '@exchange/betting';
import {
  EmptyRow,
  LoadingBlock,
  PageTitle,
  Pager,
  SearchExport,
  formatAmount,
  matchesSearch,
  notify,
  pageCount,
  pageRows,
  stackOnPhone,
  type CsvColumn,
  useT,
  useTranslateText,
} from '@exchange/shared-ui';
import { historyApi, settlesBets } from '../history';
import { DateRangeFields } from '../../shared/DateRangeFields';
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

export default function LedgerPage() {
  const t = useT();
  const tx = useTranslateText();
  const [range, setRange] = useState(() => lastDays(DEFAULT_DAYS));
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<LedgerEntry | null>(null);
  const [query, setQuery] = useState('');
  const epochRange = toEpochRange(range);
  const {
    data: entries = [],
    isFetching,
    isError,
  } = ledgerApi.useGetAccountLogQuery(epochRange ?? { startDate: 0, endDate: 0 }, { skip: !epochRange });
  const { data: openedBets } = historyApi.useGetSettledBetsQuery(opened?.accountLogId ?? 0, { skip: !opened });
  const [loadBets] = historyApi.useLazyGetSettledBetsQuery();

  const shown = useMemo(() => entries.filter((e) => matchesSearch(query, [e.comment, e.wonBy])), [entries, query]);
  const rows = entries.map((e) => ({ credit: e.creditInfo, debit: e.debitInfo }));
  const pages = pageCount(shown.length, PAGE_SIZE);

  // A settlement row of any sport opens the bets it paid (the spec names CRICKET rows; tennis,
  // soccer and casino rows have bets too), when it has at least one.
  async function openRow(entry: LedgerEntry) {
    if (!settlesBets(entry.sport)) return;
    const result = await loadBets(entry.accountLogId, true);
    if ((result.data?.bets.length ?? 0) > 0) setOpened(entry);
    else if (result.isError) notify.error(t('shell.betsNotLoaded'));
  }

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
        <SearchExport
          query={query}
          onQuery={(next) => {
            setQuery(next);
            setPage(1);
          }}
          rows={shown}
          columns={CSV_COLUMNS}
          fileName="ledger"
        />
        <Text fontWeight="bold" data-testid="ledger-total">
          {tx('Wallet total')}:{' '}
          <Text as="span" color={netOfEntries(rows) >= 0 ? 'pl.positive' : 'pl.negative'}>
            {formatAmount(netOfEntries(rows))}
          </Text>
        </Text>
      </Flex>
      {!epochRange ? (
        <Text px="3" color="fg.error">
          {tx('Choose a From date on or before the To date.')}
        </Text>
      ) : null}
      {isError ? (
        <Text px="3" color="fg.error">
          {tx('The ledger could not be loaded. Retrying…')}
        </Text>
      ) : null}
      {isFetching && entries.length === 0 ? <LoadingBlock /> : null}
      <Box overflowX="auto" tabIndex={0} role="region" aria-label={tx('Ledger entries')}>
        <Table.Root size="sm" stickyHeader data-testid="ledger-table" css={stackOnPhone}>
          <Table.Header>
            <Table.Row bg="bg.muted">
              {['Date', 'Time', 'Remark', 'Won By', 'Won', 'Lost', 'Balance'].map((h) => (
                <Table.ColumnHeader key={h} textAlign={['Won', 'Lost', 'Balance'].includes(h) ? 'end' : 'start'}>
                  {tx(h)}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {!isFetching && shown.length === 0 ? <EmptyRow colSpan={7} /> : null}
            {pageRows(shown, page, PAGE_SIZE).map((entry) => {
              const at = dayjs(entry.createdAt);
              const clickable = settlesBets(entry.sport);
              return (
                <Table.Row
                  key={entry.id}
                  data-testid="ledger-row"
                  cursor={clickable ? 'pointer' : undefined}
                  onClick={clickable ? () => void openRow(entry) : undefined}
                  _hover={clickable ? { bg: 'bg.subtle' } : undefined}
                >
                  <Table.Cell whiteSpace="nowrap" data-label={tx('Date')}>
                    {at.format('DD-MM-YYYY')}
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap" data-label={tx('Time')}>
                    {at.format('h:mm A')}
                  </Table.Cell>
                  <Table.Cell data-label={tx('Remark')}>
                    {clickable ? (
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
                    )}
                  </Table.Cell>
                  <Table.Cell data-label={tx('Won By')}>{entry.wonBy ?? ''}</Table.Cell>
                  <Table.Cell textAlign="end" color="pl.positive" data-label={tx('Won')}>
                    {formatAmount(entry.creditInfo)}
                  </Table.Cell>
                  <Table.Cell textAlign="end" color="pl.negative" data-label={tx('Lost')}>
                    {formatAmount(entry.debitInfo)}
                  </Table.Cell>
                  <Table.Cell textAlign="end" fontWeight="bold" data-testid="ledger-balance" data-label={tx('Balance')}>
                    {formatAmount(entry.updatedBalance)}
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Box>
      <Pager page={page} pages={pages} onPage={setPage} />
      <LedgerBetsModal entry={opened} settled={openedBets} onClose={() => setOpened(null)} />
    </Box>
  );
}
