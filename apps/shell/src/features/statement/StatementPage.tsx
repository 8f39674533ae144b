import { Box, Button, Flex, Link as ChakraLink, NativeSelect } from '@exchange/shared-ui/chakra';
import dayjs from 'dayjs';
import { useState, type FormEvent } from 'react';
import { Link } from '@exchange/shared-ui/router';
import { matchesStatementType, type StatementType } from '@exchange/betting';
import {
  DataTable,
  PageTitle,
  Pager,
  SearchExport,
  formatAmount,
  type CsvColumn,
  type DataColumn,
  useSearchPages,
  useTranslateText,
} from '@exchange/shared-ui';
import { DateRangeFields } from '../../shared/DateRangeFields';
import { RangeReport } from '../../shared/RangeReport';
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
/** What the search reads of an entry. */
const searchFields = (e: CoinHistoryEntry) => [e.description];

export default function StatementPage() {
  const tx = useTranslateText();
  // The form holds what the player is typing; Search applies it.
  const [form, setForm] = useState<Filter>(defaults);
  const [applied, setApplied] = useState<Filter>(form);
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
  const { search, page, setPage, pages, rowsOnPage } = useSearchPages(entries, searchFields, PAGE_SIZE);

  function apply(event: FormEvent) {
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

  const columns: DataColumn<CoinHistoryEntry>[] = [
    { header: tx('Date'), nowrap: true, cell: statementDate },
    {
      header: tx('Description'),
      // A game's row (not a deposit or withdrawal: the Game Report's rule) opens the bets it paid.
      cell: (entry) =>
        matchesStatementType(entry.description, 'GAME') ? (
          <ChakraLink asChild color="inherit" textDecoration="underline">
            <Link to={`/ledger-details/${entry.id}`} state={{ entry: { comment: entry.description } }}>
              {entry.description}
            </Link>
          </ChakraLink>
        ) : (
          entry.description
        ),
    },
    { header: tx('CREDIT'), end: true, color: () => 'pl.positive', cell: (e) => formatAmount(e.credit) },
    { header: tx('DEBIT'), end: true, color: () => 'pl.negative', cell: (e) => formatAmount(e.debit) },
    { header: tx('Balance'), end: true, cell: (e) => <b>{formatAmount(e.updatedBalance)}</b> },
  ];

  return (
    <Box bg="bg" borderRadius="sm" pb="2">
      <PageTitle title={tx('My Account Statement')} />
      <Flex as="form" onSubmit={apply} p="3" gap="2" align="end" wrap="wrap">
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
        <SearchExport {...search} columns={CSV_COLUMNS} fileName="account-statement" />
      </Flex>
      <RangeReport
        rangeValid={formValid}
        loadError={isError ? tx('The statement could not be loaded. Retrying…') : null}
        loading={isFetching && entries.length === 0}
      >
        <DataTable
          columns={columns}
          rows={rowsOnPage}
          rowKey={(e) => e.id}
          rowProps={() => ({ 'data-testid': 'statement-row' })}
          testId="statement-table"
          label={tx('Statement entries')}
        />
      </RangeReport>
      <Pager page={page} pages={pages} onPage={setPage} fromStart previousLabel="Prev" />
      <Box textAlign="center">
        <Button asChild size="sm" variant="solid" colorPalette="brand">
          <Link to="/main/dashboard/">{tx('BACK TO MAIN MENU')}</Link>
        </Button>
      </Box>
    </Box>
  );
}
