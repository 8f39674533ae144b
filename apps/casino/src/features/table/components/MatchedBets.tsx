import { Box, Table, Text } from '@exchange/shared-ui/chakra';
import { formatOdds } from '@exchange/betting';
import { EmptyRow, formatAmount, useTranslateText } from '@exchange/shared-ui';
import { memo } from 'react';
import type { CasinoBet } from '../casinoApi';

/** The player's matched bets in this round: runner, odds, stake (back blue, lay pink). */
export const MatchedBets = memo(function MatchedBets({ bets, title }: { bets: CasinoBet[]; title: string }) {
  const tx = useTranslateText();
  return (
    <Box bg="white" borderRadius="sm" data-testid="matched-bets">
      <Text
        fontSize="sm"
        fontWeight="bold"
        px="2"
        py="1"
        bg="brand.primary"
        color="brand.primaryContrast"
        borderTopRadius="sm"
      >
        {title}
      </Text>
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{tx('Runner')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{tx('Odds')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{tx('Stake')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {bets.length ? (
            bets.map((bet) => (
              <Table.Row key={bet.id} bg={bet.lay ? 'bet.lay' : 'bet.back'} data-testid="matched-bet">
                <Table.Cell>{bet.runnerName}</Table.Cell>
                <Table.Cell textAlign="end">{formatOdds(bet.lay || bet.back)}</Table.Cell>
                <Table.Cell textAlign="end">{formatAmount(bet.amount)}</Table.Cell>
              </Table.Row>
            ))
          ) : (
            <EmptyRow colSpan={3} />
          )}
        </Table.Body>
      </Table.Root>
    </Box>
  );
});
