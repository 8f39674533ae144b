import { Box, Table, Text } from '@exchange/shared-ui/chakra';
import { formatOdds } from '@exchange/betting';
import { EmptyRow, formatAmount, useT, useTranslateText } from '@exchange/shared-ui';
import { memo, useEffect, useMemo, useRef } from 'react';
import { casinoApi, useMySettledBetsQuery, type SettledCasinoBet } from '../casinoApi';

/** How many of the table's last settled bets the list shows (the Casino Bets page lists them all). */
export const SETTLED_SHOWN = 10;
const NONE: SettledCasinoBet[] = [];
/** No answer yet: undefined; an answer with no round settled yet: ''. */
const newestRound = ({ data }: { data?: { marketId: string }[] }) => ({
  newest: data ? (data[0]?.marketId ?? '') : undefined,
});

/**
 * The newest round the Last Result strip shows ('' before any), read from its poll's cache (no
 * request of its own): it changes when a round of this table has settled, and its bets with it.
 */
function useNewestResult(gameId: string): string | undefined {
  return casinoApi.endpoints.lastResults.useQueryState(gameId, { selectFromResult: newestRound }).newest;
}

/**
 * The player's last settled bets at this table (`GET /casino/v1/my-bet/settled`, spec section 7):
 * runner, odds, stake and what each paid. Read when the table opens and again each time a round
 * settles (the strip's newest result changes): no poll of its own (docs/decisions.md "Session
 * types, and the calls the client did not use").
 */
export const SettledBets = memo(function SettledBets({ gameId }: { gameId: string }) {
  const t = useT();
  const tx = useTranslateText();
  const { bets, refetch } = useMySettledBetsQuery(undefined, {
    refetchOnMountOrArgChange: true,
    selectFromResult: ({ data }) => ({ bets: data ?? NONE }),
  });
  const newest = useNewestResult(gameId);
  const seen = useRef(newest);
  useEffect(() => {
    // The strip's first answer is the page opening (read then already); a new round after it is news.
    if (seen.current !== undefined && newest !== seen.current) void refetch();
    seen.current = newest;
  }, [newest, refetch]);
  const own = useMemo(() => bets.filter((b) => b.casinoGames === gameId).slice(0, SETTLED_SHOWN), [bets, gameId]);
  return (
    <Box bg="white" borderRadius="sm" data-testid="settled-bets">
      <Text
        fontSize="sm"
        fontWeight="bold"
        px="2"
        py="1"
        bg="brand.primary"
        color="brand.primaryContrast"
        borderTopRadius="sm"
      >
        {t('casino.settledBets')}
      </Text>
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{tx('Runner')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{tx('Odds')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{tx('Stake')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{tx('PROFIT/LOSS')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {own.length ? (
            own.map((bet) => (
              <Table.Row key={bet.id} bg={bet.lay ? 'bet.lay' : 'bet.back'} data-testid="settled-bet">
                <Table.Cell>{bet.runnerName}</Table.Cell>
                <Table.Cell textAlign="end">{formatOdds(bet.lay || bet.back)}</Table.Cell>
                <Table.Cell textAlign="end">{formatAmount(bet.amount)}</Table.Cell>
                <Table.Cell
                  textAlign="end"
                  fontWeight="bold"
                  color={(bet.profitLoss ?? 0) < 0 ? 'pl.negative' : 'pl.positive'}
                  data-testid="settled-pl"
                >
                  {formatAmount(bet.profitLoss ?? 0)}
                </Table.Cell>
              </Table.Row>
            ))
          ) : (
            <EmptyRow colSpan={4} />
          )}
        </Table.Body>
      </Table.Root>
    </Box>
  );
});
