import { Box, Button, Table, Text } from '@exchange/shared-ui/chakra';
import { memo, useEffect, useRef, useState } from 'react';
import { EmptyRow, formatAmount, stackOnPhone, useT, useTranslateText } from '@exchange/shared-ui';
import { cricketApi } from './cricketApi';
import type { CurrentBet } from './currentBets';

const NONE: CurrentBet[] = [];

/**
 * Current Bets on the dashboard (spec section 7, `POST /user/current-bets`): every open bet of the
 * player on every match, each with its match, team or session, amount, rate, run and LAGAI/KHAI or
 * YES/NO. Closed until the player opens it, and then read once; read again when the dashboard's
 * bet counts (polled every 5 s) change, or when a bet is placed: no poll of its own.
 */
export const CurrentBets = memo(function CurrentBets({ countsKey }: { countsKey: string }) {
  const t = useT();
  const tx = useTranslateText();
  const [open, setOpen] = useState(false);
  const { bets, isLoading, isError, refetch } = cricketApi.useGetCurrentBetsQuery(undefined, {
    skip: !open,
    refetchOnMountOrArgChange: true,
    selectFromResult: ({ data, isLoading, isError }) => ({ bets: data ?? NONE, isLoading, isError }),
  });
  const seen = useRef(countsKey);
  useEffect(() => {
    if (open && countsKey !== seen.current) void refetch();
    seen.current = countsKey;
  }, [open, countsKey, refetch]);
  return (
    <Box mt="2" bg="bg" borderRadius="sm" data-testid="current-bets">
      <Button
        size="sm"
        w="full"
        justifyContent="space-between"
        variant="outline"
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
        data-testid="current-bets-toggle"
      >
        {t('sport.currentBets')}
        <span aria-hidden>{open ? '▲' : '▼'}</span>
      </Button>
      {open ? (
        <Box overflowX="auto">
          {isError ? (
            <Text p="2" color="fg.error" role="alert">
              {t('sport.currentBetsFailed')}
            </Text>
          ) : null}
          <Table.Root size="sm" variant="outline" css={stackOnPhone} data-testid="current-bets-table">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{tx('Event')}</Table.ColumnHeader>
                <Table.ColumnHeader>{tx('Runner')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{tx('Amount')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{tx('Rate')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{tx('Run')}</Table.ColumnHeader>
                <Table.ColumnHeader>{tx('Mode')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {!isLoading && bets.length === 0 ? <EmptyRow colSpan={6} /> : null}
              {bets.map((bet) => (
                <Table.Row
                  key={bet.id}
                  bg={bet.mode === 'LAGAI' || bet.mode === 'YES' ? 'bet.back' : 'bet.lay'}
                  color="black"
                  data-testid="current-bet"
                >
                  <Table.Cell data-label={tx('Event')}>{bet.eventName}</Table.Cell>
                  <Table.Cell data-label={tx('Runner')}>{bet.runnerName}</Table.Cell>
                  <Table.Cell data-label={tx('Amount')} textAlign="end">
                    {formatAmount(bet.amount)}
                  </Table.Cell>
                  <Table.Cell data-label={tx('Rate')} textAlign="end">
                    {bet.rate ?? '-'}
                  </Table.Cell>
                  <Table.Cell data-label={tx('Run')} textAlign="end">
                    {bet.run ?? '-'}
                  </Table.Cell>
                  <Table.Cell data-label={tx('Mode')}>{tx(bet.mode)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      ) : null}
    </Box>
  );
});
