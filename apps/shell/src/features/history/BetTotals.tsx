import { Box, Flex, Text } from '@exchange/shared-ui/chakra';
import { formatAmount, useT } from '@exchange/shared-ui';
import type { SettledBets } from './historyApi';
import { groupBets, sumPnl, type AlwaysShown } from './settledBets';

const plColor = (value: number) => (value >= 0 ? 'pl.positive' : 'pl.negative');

function Line({ label, value, testId, bold }: { label: string; value: number; testId: string; bold?: boolean }) {
  return (
    <Flex justify="space-between" fontWeight={bold ? 'bold' : undefined}>
      <Text>{label}</Text>
      <Text color={plColor(value)} data-testid={testId}>
        {formatAmount(value)}
      </Text>
    </Flex>
  );
}

/**
 * The totals under a settlement's bets: what each kind of bet paid, then the net the ledger row
 * posted (the server's figure; the bets' own sum when a backend does not send it).
 */
export function BetTotals({ settled, always }: { settled: SettledBets; always: AlwaysShown }) {
  const t = useT();
  const groups = groupBets(settled.bets);
  const net = settled.net ?? sumPnl(settled.bets);
  return (
    <Box borderWidth="1px" borderRadius="sm" p="2" fontSize="sm" data-testid="detail-totals">
      {always.includes('match') || groups.match.length > 0 ? (
        <Line label={t('sport.matchPlusMinus')} value={sumPnl(groups.match)} testId="detail-match-pl" />
      ) : null}
      {always.includes('session') || groups.session.length > 0 ? (
        <Line label={t('sport.sessionPlusMinus')} value={sumPnl(groups.session)} testId="detail-session-pl" />
      ) : null}
      {groups.casino.length > 0 ? (
        <Line label={t('history.casinoPlusMinus')} value={sumPnl(groups.casino)} testId="detail-casino-pl" />
      ) : null}
      <Line
        label={settled.winner ? t('completed.netWonBy', { winner: settled.winner }) : t('completed.netResult')}
        value={net}
        testId="detail-net"
        bold
      />
    </Box>
  );
}
