import { Box, Heading, Table } from '@exchange/shared-ui/chakra';
import { EmptyRow, formatAmount, stackOnPhone, useTranslateText } from '@exchange/shared-ui';
import type { BetRecord } from './ledgerApi';
import { betRate, betRun, matchMode, sessionMode, splitBets } from './ledgerRules';

function MatchBetsTable({ bets }: { bets: BetRecord[] }) {
  const tx = useTranslateText();
  return (
    <Table.Root size="sm" variant="outline" data-testid="ledger-match-bets" css={stackOnPhone}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{tx('Team')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{tx('Amount')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{tx('Rate')}</Table.ColumnHeader>
          <Table.ColumnHeader>{tx('Mode')}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {bets.length === 0 ? <EmptyRow colSpan={4} /> : null}
        {bets.map((bet, i) => (
          <Table.Row key={i}>
            <Table.Cell data-label={tx('Team')}>{bet.runner_name}</Table.Cell>
            <Table.Cell textAlign="end" data-label={tx('Amount')}>
              {formatAmount(bet.amount)}
            </Table.Cell>
            <Table.Cell textAlign="end" data-label={tx('Rate')}>
              {betRate(bet)}
            </Table.Cell>
            <Table.Cell data-label={tx('Mode')}>{matchMode(bet)}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

function FancyBetsTable({ bets }: { bets: BetRecord[] }) {
  const tx = useTranslateText();
  return (
    <Table.Root size="sm" variant="outline" data-testid="ledger-fancy-bets" css={stackOnPhone}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{tx('Session')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{tx('Amount')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{tx('Rate')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{tx('Run')}</Table.ColumnHeader>
          <Table.ColumnHeader>{tx('Mode')}</Table.ColumnHeader>
          <Table.ColumnHeader>{tx('Dec')}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {bets.length === 0 ? <EmptyRow colSpan={6} /> : null}
        {bets.map((bet, i) => (
          <Table.Row key={i}>
            <Table.Cell data-label={tx('Session')}>{bet.runner_name}</Table.Cell>
            <Table.Cell textAlign="end" data-label={tx('Amount')}>
              {formatAmount(bet.amount)}
            </Table.Cell>
            <Table.Cell textAlign="end" data-label={tx('Rate')}>
              {betRate(bet)}
            </Table.Cell>
            <Table.Cell textAlign="end" data-label={tx('Run')}>
              {betRun(bet)}
            </Table.Cell>
            <Table.Cell data-label={tx('Mode')}>{sessionMode(bet)}</Table.Cell>
            <Table.Cell data-label={tx('Dec')}>{bet.result ?? ''}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/** The bets behind one ledger row: its MatchBets and FancyBets. */
export function LedgerBetTables({ bets }: { bets: readonly BetRecord[] }) {
  const tx = useTranslateText();
  const { matchBets, fancyBets } = splitBets(bets);
  return (
    <Box overflowX="auto" tabIndex={0} role="region" aria-label={tx('Bets of this entry')}>
      {matchBets.length > 0 ? (
        <>
          <Heading size="sm" my="2">
            {tx('Match Bets')}
          </Heading>
          <MatchBetsTable bets={matchBets} />
        </>
      ) : null}
      {fancyBets.length > 0 ? (
        <>
          <Heading size="sm" my="2">
            {tx('Fancy Bets')}
          </Heading>
          <FancyBetsTable bets={fancyBets} />
        </>
      ) : null}
    </Box>
  );
}
