import { Box, Button, Text } from '@exchange/shared-ui/chakra';
import { memo, useEffect, useRef, useState } from 'react';
import { DataTable, formatAmount, useT, useTranslateText, type DataColumn } from '@exchange/shared-ui';
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
  const columns: DataColumn<CurrentBet>[] = [
    { header: tx('Event'), cell: (bet) => bet.eventName },
    { header: tx('Runner'), cell: (bet) => bet.runnerName },
    { header: tx('Amount'), end: true, cell: (bet) => formatAmount(bet.amount) },
    { header: tx('Rate'), end: true, cell: (bet) => bet.rate ?? '-' },
    { header: tx('Run'), end: true, cell: (bet) => bet.run ?? '-' },
    { header: tx('Mode'), cell: (bet) => tx(bet.mode) },
  ];
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
          {isLoading ? null : (
            <DataTable
              testId="current-bets-table"
              columns={columns}
              rows={bets}
              rowKey={(bet) => bet.id}
              rowProps={(bet) => ({
                bg: bet.mode === 'LAGAI' || bet.mode === 'YES' ? 'bet.back' : 'bet.lay',
                color: 'black',
                'data-testid': 'current-bet',
              })}
            />
          )}
        </Box>
      ) : null}
    </Box>
  );
});
