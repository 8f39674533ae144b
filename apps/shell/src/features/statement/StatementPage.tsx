import { Box, Button, Flex, Link as ChakraLink, NativeSelect, Table, Text } from '@exchange/shared-ui/chakra';
import dayjs from 'dayjs';
import { useMemo, useState, type FormEvent } from 'react';
import { Link } from '@exchange/shared-ui/router';
import { matchesStatementType, type StatementType } from '@exchange/betting';
import {
  EmptyRow,
  LoadingBlock,
  PageTitle,
  Pager,
  SearchExport,
  formatAmount,
  matchesSearch,
  pageCount,
  pageRows,
  stackOnPhone,
  type CsvColumn,
  useTranslateText,
} from '@exchange/shared-ui';
import { DateRangeFields } from '../../shared/DateRangeFields';
import { lastDays, toEpochRange, type DateRange } from '../../shared/dateRange';
import { statementApi, type CoinHistoryEntry } from './statementApi';

const PAGE_SIZE = 25;
const DEFAULT_DAYS = 7;

const TYPES: { value: StatementType; label: string }[] = [
  { value: 'ALL', label: 'All' },
  { value: 'GAME', label: 'Game Report' },
  { value: 'BALANCE', label: 'Balance Report' },
];

type Filter = { range: DateRange; type: StatementType };

const statementDate = (entry: CoinHistoryEntry) => dayjs(entry.createdAt).format('D MMM YYYY');

/** The export's columns: the table's, printed as the table prints them. */
const CSV_COLUMNS: CsvColumn<CoinHistoryEntry>[] = [
  { header: 'Date', value: statementDate },
  { header: 'Description', value: (e) => e.description },
  { header: 'CREDIT', value: (e) => formatAmount(e.credit) },
  { header: 'DEBIT', value: (e) => formatAmount(e.debit) },
  { header: 'Balance', value: (e) => formatAmount(e.updatedBalance) },
];
const defaults = (): Filter => ({ range: lastDays(DEFAULT_DAYS), type: 'ALL' });

export default function StatementPage() {
  const tx = useTranslateText();
  // The form holds what the player is typing; Search applies it.
  const [form, setForm] = useState<Filter>(defaults);
  const [applied, setApplied] = useState<Filter>(form);
  const [page, setPage] = useState(1);
  const [query, setQuery] = useState('');
  const epochRange = toEpochRange(applied.range);
  const formValid = toEpochRange(form.range) !== null;
  const {
    data: entries = [],
    isFetching,
    isError,
  } = statementApi.useGetCoinHistoryQuery(
    { ...(epochRange ?? { startDate: 0, endDate: 0 }), type: applied.type },
    { skip: !epochRange },
  );
  const shown = useMemo(() => entries.filter((e) => matchesSearch(query, [e.description])), [entries, query]);

  function search(event: FormEvent) {
    event.preventDefault();
    if (!formValid) return;
    setApplied(form);
    setPage(1);
  }

  function reset() {
    const initial = defaults();
    setForm(initial);
    setApplied(initial);
    setPage(1);
  }

  return (
    <Box bg="bg" borderRadius="sm" pb="2">
      <PageTitle title={tx('My Account Statement')} />
      <Flex as="form" onSubmit={search} p="3" gap="2" align="end" wrap="wrap">
        <DateRangeFields value={form.range} onChange={(range) => setForm({ ...form, range })} />
        <NativeSelect.Root size="sm" w="auto">
          <NativeSelect.Field
            name="type"
            aria-label={tx('Type')}
            value={form.type}
            onChange={(e) => setForm({ ...form, type: e.target.value as StatementType })}
          >
            {TYPES.map((t) => (
              <option key={t.value} value={t.value}>
                {tx(t.label)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button type="submit" size="sm" colorPalette="brand" disabled={!formValid}>
          {tx('Search')}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={reset}>
          {tx('Reset')}
        </Button>
        <SearchExport
          query={query}
          onQuery={(next) => {
            setQuery(next);
            setPage(1);
          }}
          rows={shown}
          columns={CSV_COLUMNS}
          fileName="account-statement"
        />
      </Flex>
      {!formValid ? (
        <Text px="3" color="fg.error">
          {tx('Choose a From date on or before the To date.')}
        </Text>
      ) : null}
      {isError ? (
        <Text px="3" color="fg.error">
          {tx('The statement could not be loaded. Retrying…')}
        </Text>
      ) : null}
      {isFetching && entries.length === 0 ? <LoadingBlock /> : null}
      <Box overflowX="auto" tabIndex={0} role="region" aria-label={tx('Statement entries')}>
        <Table.Root size="sm" stickyHeader data-testid="statement-table" css={stackOnPhone}>
          <Table.Header>
            <Table.Row bg="bg.muted">
              <Table.ColumnHeader>{tx('Date')}</Table.ColumnHeader>
              <Table.ColumnHeader>{tx('Description')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{tx('CREDIT')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{tx('DEBIT')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{tx('Balance')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {!isFetching && shown.length === 0 ? <EmptyRow colSpan={5} /> : null}
            {pageRows(shown, page, PAGE_SIZE).map((entry) => (
              <Table.Row key={entry.id} data-testid="statement-row">
                <Table.Cell whiteSpace="nowrap" data-label={tx('Date')}>
                  {statementDate(entry)}
                </Table.Cell>
                <Table.Cell data-label={tx('Description')}>
                  {/* A game's row (not a deposit or withdrawal: the Game Report's rule) opens the bets it paid. */}
                  {matchesStatementType(entry.description, 'GAME') ? (
                    <ChakraLink asChild color="inherit" textDecoration="underline">
                      <Link to={`/ledger-details/${entry.id}`} state={{ entry: { comment: entry.description } }}>
                        {entry.description}
                      </Link>
                    </ChakraLink>
                  ) : (
                    entry.description
                  )}
                </Table.Cell>
                <Table.Cell textAlign="end" color="pl.positive" data-label={tx('CREDIT')}>
                  {formatAmount(entry.credit)}
                </Table.Cell>
                <Table.Cell textAlign="end" color="pl.negative" data-label={tx('DEBIT')}>
                  {formatAmount(entry.debit)}
                </Table.Cell>
                <Table.Cell textAlign="end" fontWeight="bold" data-label={tx('Balance')}>
                  {formatAmount(entry.updatedBalance)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <Pager page={page} pages={pageCount(shown.length, PAGE_SIZE)} onPage={setPage} fromStart previousLabel="Prev" />
      <Box textAlign="center">
        <Button asChild size="sm" variant="solid" colorPalette="brand">
          <Link to="/main/dashboard/">{tx('BACK TO MAIN MENU')}</Link>
        </Button>
      </Box>
    </Box>
  );
}
