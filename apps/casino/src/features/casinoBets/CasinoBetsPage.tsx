import { Box, Flex, NativeSelect, Table, Text } from '@chakra-ui/react';
import { CASINO_TABLES } from '@exchange/betting';
import { EmptyRow, LoadingBlock, PageTitle, Pager, formatAmount, pageCount, pageRows } from '@exchange/shared-ui';
import { useMemo, useState } from 'react';
import { formatBetTime } from '../../shared/localTime';
import { useCasinoBetsListQuery } from './casinoBetsApi';
import type { CasinoBetRecord } from './parseCasinoBets';

const ALL = 'ALL';
const PAGE_SIZE = 25;
const COLUMNS = ['CASINO', 'RUNNER NAME', 'AMOUNT', 'RATE', 'PROFIT/LOSS', 'WONBY', 'DATE'] as const;
const NUMERIC = new Set<string>(['AMOUNT', 'RATE', 'PROFIT/LOSS']);
const EMPTY: CasinoBetRecord[] = [];

export const BETS_LOAD_FAILED = 'Your casino bets could not be loaded. Retrying…';

/** '/casino/casino-bets' (spec section 2): every casino bet of the player, filtered by casino on the client. */
export default function CasinoBetsPage() {
  const [casino, setCasino] = useState(ALL);
  const [page, setPage] = useState(1);
  const { data, isLoading, isError } = useCasinoBetsListQuery(undefined, { refetchOnMountOrArgChange: true });
  const rows = data?.ok ? data.value.rows : EMPTY;
  const shown = useMemo(() => (casino === ALL ? rows : rows.filter((r) => r.casino === casino)), [rows, casino]);

  return (
    <Box bg="bg" borderRadius="sm" pb="2" data-testid="casino-bets-page">
      <PageTitle title="Casino Bets" />
      <Flex p="3" gap="2" align="center" wrap="wrap">
        <NativeSelect.Root size="sm" w={{ base: 'full', md: '64' }}>
          <NativeSelect.Field
            aria-label="Casino"
            data-testid="casino-filter"
            value={casino}
            onChange={(e) => {
              setCasino(e.target.value);
              setPage(1);
            }}
          >
            <option value={ALL}>{ALL}</option>
            {CASINO_TABLES.map((t) => (
              <option key={t.gameId} value={t.name}>
                {t.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Flex>
      {isError ? <Text px="3" color="fg.error">{BETS_LOAD_FAILED}</Text> : null}
      {data && !data.ok ? (
        <Text px="3" color="fg.error" role="alert">
          {data.message}
        </Text>
      ) : null}
      {data?.ok && data.value.skipped > 0 ? (
        <Text px="3" color="fg.error" role="alert" data-testid="casino-bets-skipped">
          {`${data.value.skipped} bet${data.value.skipped === 1 ? '' : 's'} could not be read and ${data.value.skipped === 1 ? 'is' : 'are'} not shown.`}
        </Text>
      ) : null}
      {isLoading ? <LoadingBlock /> : null}
      <Box overflowX="auto">
        <Table.Root size="sm" stickyHeader data-testid="casino-bets-table">
          <Table.Header>
            <Table.Row bg="bg.muted">
              {COLUMNS.map((c) => (
                <Table.ColumnHeader key={c} whiteSpace="nowrap" textAlign={NUMERIC.has(c) ? 'end' : undefined}>
                  {c}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {!isLoading && shown.length === 0 ? <EmptyRow colSpan={COLUMNS.length} /> : null}
            {pageRows(shown, page, PAGE_SIZE).map((bet, i) => (
              <Table.Row key={`${bet.createdAt}-${i}`} bg={bet.isLay ? 'bet.lay' : 'bet.back'} data-testid="casino-bet-row">
                <Table.Cell whiteSpace="nowrap">{bet.casino}</Table.Cell>
                <Table.Cell>{bet.runnerName}</Table.Cell>
                <Table.Cell textAlign="end">{formatAmount(bet.amount)}</Table.Cell>
                <Table.Cell textAlign="end">{bet.rate.toFixed(2)}</Table.Cell>
                <Table.Cell textAlign="end" fontWeight="bold" color={bet.profitLoss === null ? undefined : bet.profitLoss >= 0 ? 'pl.positive' : 'pl.negative'}>
                  {bet.profitLoss === null ? '-' : formatAmount(bet.profitLoss)}
                </Table.Cell>
                <Table.Cell>{bet.wonBy ?? '-'}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatBetTime(bet.createdAt)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      {shown.length > PAGE_SIZE ? <Pager page={page} pages={pageCount(shown.length, PAGE_SIZE)} onPage={setPage} /> : null}
    </Box>
  );
}
