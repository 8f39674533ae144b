import { Box, Table, Text } from '@exchange/shared-ui/chakra';
import { formatOdds } from '@exchange/betting';
import { EmptyRow, formatAmount, useTranslateText } from '@exchange/shared-ui';

/** A bet as the table's panels list it: the option, its side's odds, the stake. */
type PanelBet = { id: number; runnerName: string; back: number; lay: number; amount: number };

type Props<B extends PanelBet> = {
  title: string;
  bets: readonly B[];
  testId: string;
  rowTestId: string;
  /** What each bet paid, for a column of its own (settled bets); none for bets still open. */
  paid?: (bet: B) => number;
};

/** A panel of the player's bets at the table: runner, odds, stake (back blue, lay pink), and what each paid. */
export function CasinoBetPanel<B extends PanelBet>({ title, bets, testId, rowTestId, paid }: Props<B>) {
  const tx = useTranslateText();
  return (
    <Box bg="white" borderRadius="sm" data-testid={testId}>
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
            {paid ? <Table.ColumnHeader textAlign="end">{tx('PROFIT/LOSS')}</Table.ColumnHeader> : null}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {bets.length ? (
            bets.map((bet) => (
              <Table.Row key={bet.id} bg={bet.lay ? 'bet.lay' : 'bet.back'} data-testid={rowTestId}>
                <Table.Cell>{bet.runnerName}</Table.Cell>
                <Table.Cell textAlign="end">{formatOdds(bet.lay || bet.back)}</Table.Cell>
                <Table.Cell textAlign="end">{formatAmount(bet.amount)}</Table.Cell>
                {paid ? (
                  <Table.Cell
                    textAlign="end"
                    fontWeight="bold"
                    color={paid(bet) < 0 ? 'pl.negative' : 'pl.positive'}
                    data-testid="settled-pl"
                  >
                    {formatAmount(paid(bet))}
                  </Table.Cell>
                ) : null}
              </Table.Row>
            ))
          ) : (
            <EmptyRow colSpan={paid ? 4 : 3} />
          )}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
