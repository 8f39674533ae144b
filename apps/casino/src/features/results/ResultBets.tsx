import { Box, Checkbox, Flex, HStack, RadioGroup, Table, Text } from '@exchange/shared-ui/chakra';
import { formatOdds } from '@exchange/betting';
import { EmptyRow, formatAmount, useT, useTranslateText, type MessageKey } from '@exchange/shared-ui';
import { useMemo, useState } from 'react';
import { formatResultTime } from '../../shared/localTime';
import { BET_FILTERS, betTotals, filterBets, type BetFilter } from './betFilters';
import type { ResultBet } from './parseResult';

/** The bet table's columns (spec section 2), by catalogue key; the figures' columns align right. */
const COLUMNS: readonly { key: MessageKey; numeric?: true }[] = [
  { key: 'result.nation' },
  { key: 'screen.rate', numeric: true },
  { key: 'common.amount', numeric: true },
  { key: 'result.win', numeric: true },
  { key: 'common.date' },
  { key: 'result.ipAddress' },
  { key: 'result.browserDetails' },
];

function SelectBox({
  checked,
  onChange,
  label,
}: {
  checked: boolean | 'indeterminate';
  onChange: (checked: boolean) => void;
  label: string;
}) {
  return (
    <Checkbox.Root size="sm" checked={checked} onCheckedChange={(e) => onChange(e.checked === true)}>
      <Checkbox.HiddenInput aria-label={label} />
      <Checkbox.Control />
    </Checkbox.Root>
  );
}

/** The player's bets in the round: All / Back / Lay / Deleted, Total Bets, Total Amount and the bet table. */
export function ResultBets({ bets, totalProfitLoss }: { bets: readonly ResultBet[]; totalProfitLoss: number }) {
  const tx = useTranslateText();
  const t = useT();
  const [filter, setFilter] = useState<BetFilter>('all');
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const shown = useMemo(() => filterBets(bets, filter), [bets, filter]);
  const totals = betTotals(shown, filter, totalProfitLoss);
  const picked = shown.filter((b) => selected.has(b.id)).length;
  const all = shown.length > 0 && picked === shown.length ? true : picked > 0 ? 'indeterminate' : false;

  const toggle = (id: number, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const toggleAll = (on: boolean) => setSelected(on ? new Set(shown.map((b) => b.id)) : new Set());

  return (
    <Box data-testid="result-bets">
      <Flex justify="space-between" align="center" wrap="wrap" gap="2" py="2">
        <RadioGroup.Root
          size="sm"
          value={filter}
          onValueChange={(e) => setFilter((e.value as BetFilter | null) ?? 'all')}
          aria-label={tx('Show bets')}
        >
          <HStack gap="3">
            {BET_FILTERS.map((f) => (
              <RadioGroup.Item key={f.value} value={f.value}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{tx(f.label)}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </HStack>
        </RadioGroup.Root>
        <HStack gap="4" fontSize="sm">
          <Text>
            {t('result.totalBets')}: <b data-testid="total-bets">{totals.count}</b>
          </Text>
          <Text>
            {t('result.totalAmount')}: <b data-testid="total-amount">{formatAmount(totals.totalAmount)}</b>
          </Text>
        </HStack>
      </Flex>
      <Box overflowX="auto" borderWidth="1px" borderRadius="sm">
        <Table.Root size="sm" stickyHeader fontSize={{ base: 'xs', md: 'sm' }}>
          <Table.Header>
            <Table.Row bg="bg.muted">
              <Table.ColumnHeader w="8">
                <SelectBox checked={all} onChange={toggleAll} label={tx('Select all bets')} />
              </Table.ColumnHeader>
              {COLUMNS.map((c) => (
                <Table.ColumnHeader key={c.key} whiteSpace="nowrap" textAlign={c.numeric ? 'end' : undefined}>
                  {t(c.key)}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {shown.length === 0 ? <EmptyRow colSpan={COLUMNS.length + 1} /> : null}
            {shown.map((bet) => (
              <Table.Row
                key={bet.id}
                bg={bet.isLay ? 'bet.lay' : 'bet.back'}
                data-testid="result-bet"
                data-side={bet.isLay ? 'lay' : 'back'}
              >
                <Table.Cell>
                  <SelectBox
                    checked={selected.has(bet.id)}
                    onChange={(on) => toggle(bet.id, on)}
                    label={t('result.selectBet', { runner: bet.runnerName })}
                  />
                </Table.Cell>
                <Table.Cell data-testid="bet-nation">{bet.runnerName}</Table.Cell>
                <Table.Cell textAlign="end" data-testid="bet-rate">
                  {formatOdds(bet.rate)}
                </Table.Cell>
                <Table.Cell textAlign="end" data-testid="bet-amount">
                  {formatAmount(bet.amount)}
                </Table.Cell>
                <Table.Cell
                  textAlign="end"
                  fontWeight="bold"
                  color={bet.profitLoss === null ? undefined : bet.profitLoss >= 0 ? 'pl.positive' : 'pl.negative'}
                  data-testid="bet-win"
                >
                  {bet.profitLoss === null ? '-' : formatAmount(bet.profitLoss)}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap" data-testid="bet-date">
                  {formatResultTime(bet.createdDate)}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{bet.ip}</Table.Cell>
                <Table.Cell maxW="56" truncate title={bet.userAgent}>
                  {bet.userAgent}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </Box>
  );
}
