import { Box, Flex, Stack, Table, Text, useBreakpointValue } from '@exchange/shared-ui/chakra';
import { formatOdds } from '@exchange/betting';
import { type CsvColumn, EmptyRow, formatAmount, NO_DATA_TEXT, useTranslateText } from '@exchange/shared-ui';
import { formatBetTime } from '../../shared/localTime';
import type { CasinoBetRow } from './parseCasinoBets';

const COLUMNS = ['CASINO', 'RUNNER NAME', 'AMOUNT', 'RATE', 'PROFIT/LOSS', 'WONBY', 'DATE'] as const;
const NUMERIC = new Set<string>(['AMOUNT', 'RATE', 'PROFIT/LOSS']);

const plColour = (pl: number | null) => (pl === null ? undefined : pl >= 0 ? 'pl.positive' : 'pl.negative');
const plText = (pl: number | null) => (pl === null ? '-' : formatAmount(pl));

/** The export's columns: the table's, printed as the table prints them. */
export const CASINO_BET_CSV: CsvColumn<CasinoBetRow>[] = [
  { header: 'CASINO', value: (b) => b.casino },
  { header: 'RUNNER NAME', value: (b) => b.runnerName },
  { header: 'AMOUNT', value: (b) => formatAmount(b.amount) },
  { header: 'RATE', value: (b) => formatOdds(b.rate) },
  { header: 'PROFIT/LOSS', value: (b) => plText(b.profitLoss) },
  { header: 'WONBY', value: (b) => b.wonBy ?? '-' },
  { header: 'DATE', value: (b) => formatBetTime(b.createdAt) },
];

function BetTable({ bets }: { bets: readonly CasinoBetRow[] }) {
  const tx = useTranslateText();
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" stickyHeader data-testid="casino-bets-table">
        <Table.Header>
          <Table.Row bg="bg.muted">
            {COLUMNS.map((c) => (
              <Table.ColumnHeader key={c} whiteSpace="nowrap" textAlign={NUMERIC.has(c) ? 'end' : undefined}>
                {tx(c)}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {bets.length === 0 ? <EmptyRow colSpan={COLUMNS.length} /> : null}
          {bets.map((bet, i) => (
            <Table.Row
              key={`${bet.createdAt}-${i}`}
              bg={bet.isLay ? 'bet.lay' : 'bet.back'}
              data-testid="casino-bet-row"
            >
              <Table.Cell data-testid="bet-casino">{bet.casino}</Table.Cell>
              <Table.Cell data-testid="bet-runner">{bet.runnerName}</Table.Cell>
              <Table.Cell textAlign="end" data-testid="bet-amount">
                {formatAmount(bet.amount)}
              </Table.Cell>
              <Table.Cell textAlign="end" data-testid="bet-rate">
                {formatOdds(bet.rate)}
              </Table.Cell>
              <Table.Cell textAlign="end" fontWeight="bold" color={plColour(bet.profitLoss)} data-testid="bet-pl">
                {plText(bet.profitLoss)}
              </Table.Cell>
              <Table.Cell data-testid="bet-wonby">{bet.wonBy ?? '-'}</Table.Cell>
              <Table.Cell whiteSpace="nowrap" data-testid="bet-date">
                {formatBetTime(bet.createdAt)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

/** Under 768 px a bet is a small card with the same seven fields, so nothing hides off-screen. */
function BetCards({ bets }: { bets: readonly CasinoBetRow[] }) {
  const tx = useTranslateText();
  if (bets.length === 0) {
    return (
      <Text textAlign="center" color="fg.muted" py="4">
        {tx(NO_DATA_TEXT)}
      </Text>
    );
  }
  return (
    <Stack gap="1.5" px="2" data-testid="casino-bets-cards">
      {bets.map((bet, i) => (
        <Box
          key={`${bet.createdAt}-${i}`}
          bg={bet.isLay ? 'bet.lay' : 'bet.back'}
          borderRadius="sm"
          px="3"
          py="2"
          fontSize="sm"
          data-testid="casino-bet-row"
        >
          <Flex justify="space-between" gap="2">
            <Text fontWeight="bold" data-testid="bet-casino">
              {bet.casino}
            </Text>
            <Text fontSize="xs" whiteSpace="nowrap" data-testid="bet-date">
              {formatBetTime(bet.createdAt)}
            </Text>
          </Flex>
          <Flex justify="space-between" gap="2" align="baseline">
            <Text>
              <span data-testid="bet-runner">{bet.runnerName}</span> ·{' '}
              <span data-testid="bet-amount">{formatAmount(bet.amount)}</span> @{' '}
              <span data-testid="bet-rate">{formatOdds(bet.rate)}</span>
            </Text>
            <Text fontWeight="bold" color={plColour(bet.profitLoss)} data-testid="bet-pl">
              {plText(bet.profitLoss)}
            </Text>
          </Flex>
          <Text fontSize="xs">
            {tx('Won by')}: <span data-testid="bet-wonby">{bet.wonBy ?? '-'}</span>
          </Text>
        </Box>
      ))}
    </Stack>
  );
}

/** The Casino Bets rows: the spec's table from 768 px, cards below. */
export function CasinoBetRows({ bets }: { bets: readonly CasinoBetRow[] }) {
  const wide = useBreakpointValue({ base: false, md: true }) ?? true;
  return wide ? <BetTable bets={bets} /> : <BetCards bets={bets} />;
}
