import { Box, Text } from '@exchange/shared-ui/chakra';
import { formatOdds } from '@exchange/betting';
import { DataTable, formatAmount, useTranslateText, type DataColumn } from '@exchange/shared-ui';

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
  const columns: DataColumn<B>[] = [
    { header: tx('Runner'), cell: (bet) => bet.runnerName },
    { header: tx('Odds'), end: true, cell: (bet) => formatOdds(bet.lay || bet.back) },
    { header: tx('Stake'), end: true, cell: (bet) => formatAmount(bet.amount) },
    ...(paid
      ? [
          {
            header: tx('PROFIT/LOSS'),
            end: true,
            testId: 'settled-pl',
            color: (bet: B) => (paid(bet) < 0 ? 'pl.negative' : 'pl.positive'),
            cell: (bet: B) => <b>{formatAmount(paid(bet))}</b>,
          },
        ]
      : []),
  ];
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
      <DataTable
        columns={columns}
        rows={bets}
        rowKey={(bet) => bet.id}
        rowProps={(bet) => ({ bg: bet.lay ? 'bet.lay' : 'bet.back', 'data-testid': rowTestId })}
        stack={false}
      />
    </Box>
  );
}
